CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slot" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"summary" jsonb,
	"error" text,
	"worker" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "closed_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "extension_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "extension_days" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "extension_reason" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "overdue_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_desk" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "auth_authority" text;--> statement-breakpoint
CREATE INDEX "job_runs_name_slot" ON "job_runs" USING btree ("name","slot");--> statement-breakpoint
CREATE INDEX "requests_user_list_idx" ON "requests" USING btree ("user_id",coalesce("submitted_on", "created_at") desc,"id" desc);