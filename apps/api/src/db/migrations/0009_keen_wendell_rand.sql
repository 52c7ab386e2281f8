CREATE TABLE "error_report_reviews" (
	"error_report_id" integer PRIMARY KEY NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_report_reviews" ADD CONSTRAINT "error_report_reviews_error_report_id_error_reports_id_fk" FOREIGN KEY ("error_report_id") REFERENCES "public"."error_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_report_reviews" ADD CONSTRAINT "error_report_reviews_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;