ALTER TABLE "requests" ADD COLUMN "closed_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_desk" ADD COLUMN "responded_at" timestamp with time zone;