CREATE TABLE "bet_special_settings" (
	"loc_id" varchar(8) PRIMARY KEY NOT NULL,
	"hot_big" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"hot_small" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"max_numbers" smallint DEFAULT 20 NOT NULL,
	"target_user_id" varchar(32),
	"stake_big" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"stake_small" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" varchar(32),
	CONSTRAINT "bet_special_nonneg" CHECK ("bet_special_settings"."hot_big" >= 0 and "bet_special_settings"."hot_small" >= 0 and "bet_special_settings"."stake_big" >= 0 and "bet_special_settings"."stake_small" >= 0),
	CONSTRAINT "bet_special_max" CHECK ("bet_special_settings"."max_numbers" between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "bin_burst_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"loc_id" varchar(8) NOT NULL,
	"draw_id" integer NOT NULL,
	"file_name" varchar(120) NOT NULL,
	"lines" jsonb NOT NULL,
	"total_big" numeric(14, 2) NOT NULL,
	"total_small" numeric(14, 2) NOT NULL,
	"imported_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payout" jsonb,
	"payout_at" timestamp with time zone,
	"payout_by" varchar(32)
);
--> statement-breakpoint
ALTER TABLE "bet_special_settings" ADD CONSTRAINT "bet_special_settings_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_special_settings" ADD CONSTRAINT "bet_special_settings_target_user_id_users_user_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_special_settings" ADD CONSTRAINT "bet_special_settings_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_burst_imports" ADD CONSTRAINT "bin_burst_imports_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_burst_imports" ADD CONSTRAINT "bin_burst_imports_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_burst_imports" ADD CONSTRAINT "bin_burst_imports_imported_by_users_user_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_burst_imports" ADD CONSTRAINT "bin_burst_imports_payout_by_users_user_id_fk" FOREIGN KEY ("payout_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bin_burst_imports_draw" ON "bin_burst_imports" USING btree ("draw_id");