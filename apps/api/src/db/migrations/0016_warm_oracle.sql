ALTER TABLE "requests" ADD COLUMN "extension_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "extension_days" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "extension_reason" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "overdue_notified_at" timestamp with time zone;