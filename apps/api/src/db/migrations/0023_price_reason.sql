ALTER TABLE "request_desk" ADD COLUMN "price_reason" text;--> statement-breakpoint
ALTER TABLE "request_desk" ADD COLUMN "proposed_reason" text;