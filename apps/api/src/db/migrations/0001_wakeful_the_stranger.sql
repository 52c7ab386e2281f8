CREATE TABLE "custodian_name_words" (
	"state" text NOT NULL,
	"word" text NOT NULL,
	"name_key" text NOT NULL,
	"custodian_id" integer NOT NULL,
	CONSTRAINT "custodian_name_words_state_word_name_key_custodian_id_pk" PRIMARY KEY("state","word","name_key","custodian_id")
);
--> statement-breakpoint
CREATE TABLE "suggested_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"zip_key" text DEFAULT '' NOT NULL,
	"address1" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"fax" text NOT NULL,
	"phone" text,
	"zipcode" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"custodian_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custodians" ADD COLUMN "search_name" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "custodians" ADD COLUMN "lat_band" integer GENERATED ALWAYS AS (floor(latitude * 10)::int) STORED;--> statement-breakpoint
ALTER TABLE "custodian_name_words" ADD CONSTRAINT "custodian_name_words_custodian_id_custodians_id_fk" FOREIGN KEY ("custodian_id") REFERENCES "public"."custodians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggested_providers" ADD CONSTRAINT "suggested_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggested_providers" ADD CONSTRAINT "suggested_providers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggested_providers" ADD CONSTRAINT "suggested_providers_custodian_id_custodians_id_fk" FOREIGN KEY ("custodian_id") REFERENCES "public"."custodians"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custodian_name_words_custodian_idx" ON "custodian_name_words" USING btree ("custodian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suggested_providers_user_name_zip_idx" ON "suggested_providers" USING btree ("user_id","name_key","zip_key");--> statement-breakpoint
CREATE INDEX "suggested_providers_status_idx" ON "suggested_providers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "custodians_state_search_name_idx" ON "custodians" USING btree ("state","search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "custodians_search_name_idx" ON "custodians" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "custodians_geo_idx" ON "custodians" USING btree ("lat_band","longitude");--> statement-breakpoint
CREATE INDEX "custodians_zipcode_idx" ON "custodians" USING btree ("zipcode");--> statement-breakpoint
CREATE INDEX "custodians_fax_idx" ON "custodians" USING btree ("fax");--> statement-breakpoint
CREATE INDEX "custodians_state_city_idx" ON "custodians" USING btree ("state",lower("city"));