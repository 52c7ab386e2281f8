CREATE TABLE "caregiver_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"grant_id" integer NOT NULL,
	"action" text NOT NULL,
	"operation" text NOT NULL,
	"entity" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caregiver_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_user_id" integer NOT NULL,
	"email" text NOT NULL,
	"caregiver_user_id" integer,
	"scopes" text[] NOT NULL,
	"role" text NOT NULL,
	"ends_on" date,
	"part2_consent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "caregiver_grants_inviteTokenHash_unique" UNIQUE("invite_token_hash")
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "requested_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "caregiver_activity" ADD CONSTRAINT "caregiver_activity_grant_id_caregiver_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."caregiver_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_grants" ADD CONSTRAINT "caregiver_grants_patient_user_id_users_id_fk" FOREIGN KEY ("patient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_grants" ADD CONSTRAINT "caregiver_grants_caregiver_user_id_users_id_fk" FOREIGN KEY ("caregiver_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caregiver_activity_grant_idx" ON "caregiver_activity" USING btree ("grant_id","at");--> statement-breakpoint
CREATE INDEX "caregiver_grants_patient_idx" ON "caregiver_grants" USING btree ("patient_user_id");--> statement-breakpoint
CREATE INDEX "caregiver_grants_caregiver_idx" ON "caregiver_grants" USING btree ("caregiver_user_id");--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;