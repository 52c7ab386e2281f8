CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"actor_kind" text NOT NULL,
	"subject_user_id" integer,
	"entity_type" text,
	"entity_id" text,
	"request_id" integer,
	"ip" text,
	"user_agent" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" integer,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"auth_method" text DEFAULT 'password' NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'patient' NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"organization" text,
	"date_of_birth" date,
	"avatar_file_id" uuid,
	"govt_id_required" boolean DEFAULT false NOT NULL,
	"captcha_enabled" boolean DEFAULT false NOT NULL,
	"failed_sign_ins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "custodians" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_id" text NOT NULL,
	"name" text NOT NULL,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"phone" text,
	"fax" text,
	"location_name" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_address" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_id" text,
	"specialty" text[] DEFAULT '{}'::text[] NOT NULL,
	"enterprise" text,
	"alias" text,
	"description" text,
	"latitude" double precision,
	"longitude" double precision,
	"service_level" text,
	"accepts_records" boolean DEFAULT true NOT NULL,
	"accepts_forms" boolean DEFAULT false NOT NULL,
	"patient_form_templates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"patient_e_authorization_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"multi_language_for_patient_eauth" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sensitive_information_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pricing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"free_pricing" boolean DEFAULT false NOT NULL,
	"payment_removed_for_free" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custodians_urlId_unique" UNIQUE("url_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_custodians" (
	"user_id" integer NOT NULL,
	"custodian_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_custodians_user_id_custodian_id_pk" PRIMARY KEY("user_id","custodian_id")
);
--> statement-breakpoint
CREATE TABLE "dependents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"dob" date NOT NULL,
	"gender" text,
	"grade" text,
	"school" text,
	"sport" text,
	"relation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"rid" text NOT NULL,
	"user_id" integer NOT NULL,
	"dependent_id" integer,
	"custodian_id" integer,
	"request_type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"selected_location" text,
	"patient_first_name" text,
	"patient_middle_name" text,
	"patient_last_name" text,
	"patient_dob" date,
	"all_records" boolean DEFAULT false NOT NULL,
	"records_before" date,
	"records_after" date,
	"reason_for_request" text[] DEFAULT '{}'::text[] NOT NULL,
	"record_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"scope" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivery_method" text,
	"rush_request" boolean DEFAULT false NOT NULL,
	"remarks" text,
	"fax_number" text,
	"recipient_name" text,
	"recipient_type" text,
	"remark" text,
	"card_id" integer,
	"check_payment" boolean DEFAULT false NOT NULL,
	"initials" text,
	"is_upload_authorization" boolean DEFAULT false NOT NULL,
	"custodian_form" text,
	"form_id" integer,
	"fees" jsonb,
	"amount_cents" integer,
	"wizard_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"submitted_on" timestamp with time zone,
	"ordered_on" timestamp with time zone,
	"completed_on" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_rid_unique" UNIQUE("rid")
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_custodians" ADD CONSTRAINT "favorite_custodians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_custodians" ADD CONSTRAINT "favorite_custodians_custodian_id_custodians_id_fk" FOREIGN KEY ("custodian_id") REFERENCES "public"."custodians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependents" ADD CONSTRAINT "dependents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_status_history" ADD CONSTRAINT "request_status_history_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_dependent_id_dependents_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_custodian_id_custodians_id_fk" FOREIGN KEY ("custodian_id") REFERENCES "public"."custodians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_subject_idx" ON "audit_events" USING btree ("subject_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_request_idx" ON "audit_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "custodians_state_idx" ON "custodians" USING btree ("state");--> statement-breakpoint
CREATE INDEX "dependents_user_idx" ON "dependents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "request_status_history_req_idx" ON "request_status_history" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "requests_user_idx" ON "requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_dependent_idx" ON "requests" USING btree ("dependent_id");--> statement-breakpoint
CREATE INDEX "requests_status_idx" ON "requests" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_idempotency_idx" ON "requests" USING btree ("user_id","idempotency_key");