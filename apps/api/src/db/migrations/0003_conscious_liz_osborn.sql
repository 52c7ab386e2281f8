CREATE TABLE "request_desk" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"incomplete_reason" text,
	"incomplete_at" timestamp with time zone,
	"priced_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_desk" ADD CONSTRAINT "request_desk_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_desk" ADD CONSTRAINT "request_desk_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_desk_stage_idx" ON "request_desk" USING btree ("stage");