DROP INDEX "custodian_name_words_custodian_idx";--> statement-breakpoint
DROP INDEX "custodians_state_search_name_idx";--> statement-breakpoint
DROP INDEX "custodians_search_name_idx";--> statement-breakpoint
ALTER TABLE "custodian_name_words" DROP CONSTRAINT "custodian_name_words_state_word_name_key_custodian_id_pk";--> statement-breakpoint
CREATE UNIQUE INDEX "custodian_name_words_custodian_word_idx" ON "custodian_name_words" USING btree ("custodian_id","word");--> statement-breakpoint
CREATE INDEX "custodian_name_words_lookup_idx" ON "custodian_name_words" USING btree ("state",("word" COLLATE "C"),("name_key" COLLATE "C"),"custodian_id");--> statement-breakpoint
CREATE INDEX "custodians_state_search_name_c_idx" ON "custodians" USING btree ("state",("search_name" COLLATE "C"));--> statement-breakpoint
CREATE INDEX "custodians_search_name_c_idx" ON "custodians" USING btree (("search_name" COLLATE "C"));