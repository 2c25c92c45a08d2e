CREATE TABLE "distributor_rules" (
	"distributor_id" integer PRIMARY KEY NOT NULL,
	"numbers" varchar(1000) DEFAULT '' NOT NULL,
	"big" boolean DEFAULT true NOT NULL,
	"small" boolean DEFAULT true NOT NULL,
	"unit" boolean DEFAULT true NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"cap_big" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"cap_small" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"cap_unit" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"updated_by" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributor_rules_percent" CHECK ("distributor_rules"."percent" between 0 and 100 and "distributor_rules"."cap_big" >= 0 and "distributor_rules"."cap_small" >= 0 and "distributor_rules"."cap_unit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loc_id" varchar(8) NOT NULL,
	"name" varchar(60) NOT NULL,
	"contact" varchar(60) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"partners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributors_loc_name" UNIQUE("loc_id","name")
);
--> statement-breakpoint
CREATE TABLE "place_out_draws" (
	"draw_id" integer NOT NULL,
	"applies" boolean NOT NULL,
	"updated_by" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_out_draws_draw_id_pk" PRIMARY KEY("draw_id")
);
--> statement-breakpoint
CREATE TABLE "place_out_settings" (
	"loc_id" varchar(8) PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"cut_off_minutes" smallint DEFAULT 30 NOT NULL,
	"updated_by" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "placements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"distributor_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"key" varchar(40) NOT NULL,
	"big" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"small" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"unit" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"source" varchar(8) NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_source" CHECK ("placements"."source" in ('THROW', 'RULE')),
	CONSTRAINT "placements_amounts" CHECK ("placements"."big" >= 0 and "placements"."small" >= 0 and "placements"."unit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "distributor_rules" ADD CONSTRAINT "distributor_rules_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributor_rules" ADD CONSTRAINT "distributor_rules_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributors" ADD CONSTRAINT "distributors_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_out_draws" ADD CONSTRAINT "place_out_draws_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_out_draws" ADD CONSTRAINT "place_out_draws_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_out_settings" ADD CONSTRAINT "place_out_settings_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_out_settings" ADD CONSTRAINT "place_out_settings_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placements_draw_idx" ON "placements" USING btree ("draw_id","distributor_id");