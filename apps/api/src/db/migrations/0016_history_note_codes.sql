ALTER TABLE "request_status_history" ADD COLUMN "note_code" text;--> statement-breakpoint
ALTER TABLE "request_status_history" ADD COLUMN "note_params" jsonb;