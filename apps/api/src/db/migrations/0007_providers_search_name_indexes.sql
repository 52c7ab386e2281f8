-- 0006 re-created custodians.search_name with a new expression; dropping the column dropped its
-- two indexes, which drizzle-kit does not re-create. Put them back (same names as the schema).
CREATE INDEX IF NOT EXISTS "custodians_state_search_name_c_idx" ON "custodians" USING btree ("state",("search_name" COLLATE "C"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custodians_search_name_c_idx" ON "custodians" USING btree (("search_name" COLLATE "C"));
