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
CREATE TABLE "record_share_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" integer NOT NULL,
	"kind" text NOT NULL,
	"medical_record_id" integer,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_share_items" (
	"share_id" integer NOT NULL,
	"medical_record_id" integer NOT NULL,
	CONSTRAINT "record_share_items_share_id_medical_record_id_pk" PRIMARY KEY("share_id","medical_record_id")
);
--> statement-breakpoint
CREATE TABLE "record_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"dob_hash" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"purpose" text NOT NULL,
	"allow_download" boolean DEFAULT false NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_shares_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "form_answers" jsonb;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "closed_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "extension_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "extension_days" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "extension_reason" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "overdue_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_desk" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "auth_authority" text;--> statement-breakpoint
ALTER TABLE "record_share_events" ADD CONSTRAINT "record_share_events_share_id_record_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."record_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_share_items" ADD CONSTRAINT "record_share_items_share_id_record_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."record_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_share_items" ADD CONSTRAINT "record_share_items_medical_record_id_medical_records_id_fk" FOREIGN KEY ("medical_record_id") REFERENCES "public"."medical_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_shares" ADD CONSTRAINT "record_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_name_slot" ON "job_runs" USING btree ("name","slot");--> statement-breakpoint
CREATE INDEX "record_share_events_share_idx" ON "record_share_events" USING btree ("share_id","at");--> statement-breakpoint
CREATE INDEX "record_shares_user_idx" ON "record_shares" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_user_list_idx" ON "requests" USING btree ("user_id",coalesce("submitted_on", "created_at") desc,"id" desc);