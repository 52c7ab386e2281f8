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
ALTER TABLE "record_share_events" ADD CONSTRAINT "record_share_events_share_id_record_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."record_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_share_items" ADD CONSTRAINT "record_share_items_share_id_record_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."record_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_share_items" ADD CONSTRAINT "record_share_items_medical_record_id_medical_records_id_fk" FOREIGN KEY ("medical_record_id") REFERENCES "public"."medical_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_shares" ADD CONSTRAINT "record_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_share_events_share_idx" ON "record_share_events" USING btree ("share_id","at");--> statement-breakpoint
CREATE INDEX "record_shares_user_idx" ON "record_shares" USING btree ("user_id","created_at");