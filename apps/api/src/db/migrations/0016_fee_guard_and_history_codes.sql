ALTER TABLE "request_status_history" ADD COLUMN "note_code" text;--> statement-breakpoint
ALTER TABLE "request_status_history" ADD COLUMN "note_params" jsonb;--> statement-breakpoint
ALTER TABLE "request_desk" ADD COLUMN "proposed_cents" integer;--> statement-breakpoint
ALTER TABLE "request_desk" ADD COLUMN "approval_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_desk" ADD COLUMN "approved_cents" integer;--> statement-breakpoint
ALTER TABLE "request_desk" ADD COLUMN "no_records_statement" text;--> statement-breakpoint
ALTER TABLE "request_desk" ADD COLUMN "no_records_signer" text;--> statement-breakpoint
ALTER TABLE "request_desk" ADD COLUMN "no_records_by" integer;--> statement-breakpoint
ALTER TABLE "request_desk" ADD COLUMN "no_records_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_payments" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "request_desk" ADD CONSTRAINT "request_desk_no_records_by_users_id_fk" FOREIGN KEY ("no_records_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;