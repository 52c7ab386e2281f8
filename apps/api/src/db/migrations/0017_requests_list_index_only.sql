DROP INDEX "requests_user_idx";--> statement-breakpoint
DROP INDEX "requests_idempotency_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "requests_idempotency_idx" ON "requests" USING btree ("user_id","idempotency_key") WHERE "requests"."idempotency_key" is not null;