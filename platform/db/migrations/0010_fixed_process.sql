CREATE TABLE "fixed_auto_runs" (
	"draw_id" integer PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixed_settings" (
	"loc_id" varchar(8) PRIMARY KEY NOT NULL,
	"auto" boolean NOT NULL,
	"lead_hours" smallint,
	"days" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" varchar(32),
	CONSTRAINT "fixed_settings_lead" CHECK ("fixed_settings"."lead_hours" is null or "fixed_settings"."lead_hours" between 0 and 168),
	CONSTRAINT "fixed_settings_days" CHECK ("fixed_settings"."days" between 1 and 127)
);
--> statement-breakpoint
ALTER TABLE "fixed_auto_runs" ADD CONSTRAINT "fixed_auto_runs_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_auto_runs" ADD CONSTRAINT "fixed_auto_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_settings" ADD CONSTRAINT "fixed_settings_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_settings" ADD CONSTRAINT "fixed_settings_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;