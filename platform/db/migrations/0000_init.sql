CREATE TYPE "public"."bet_kind" AS ENUM('ORDINARY', 'IBET', 'KBET', 'ROLL', 'TT');--> statement-breakpoint
CREATE TYPE "public"."draw_status" AS ENUM('OPEN', 'RESULTED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."game" AS ENUM('4D', 'TT');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('ADMIN', 'AG', 'MEM');--> statement-breakpoint
CREATE TABLE "locations" (
	"loc_id" varchar(8) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"game" "game" NOT NULL,
	"path_prefix" varchar(8) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"vip_left_css" text DEFAULT '' NOT NULL,
	"vip_top_bg_image" text DEFAULT '' NOT NULL,
	"color_tbl_01" text DEFAULT '' NOT NULL,
	"color_tbl_02" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_grants" (
	"user_id" varchar(32) NOT NULL,
	"permission" varchar(32) NOT NULL,
	CONSTRAINT "user_grants_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
CREATE TABLE "user_locations" (
	"user_id" varchar(32) NOT NULL,
	"loc_id" varchar(8) NOT NULL,
	"credit" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"acc_bal" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"share" numeric(5, 4) DEFAULT '0' NOT NULL,
	"commission" numeric(5, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "user_locations_user_id_loc_id_pk" PRIMARY KEY("user_id","loc_id"),
	CONSTRAINT "user_locations_share_range" CHECK ("user_locations"."share" >= 0 and "user_locations"."share" <= 1),
	CONSTRAINT "user_locations_commission_range" CHECK ("user_locations"."commission" >= 0 and "user_locations"."commission" <= 1),
	CONSTRAINT "user_locations_credit_nonneg" CHECK ("user_locations"."credit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" varchar(32) PRIMARY KEY NOT NULL,
	"parent_id" varchar(32),
	"role" "user_role" NOT NULL,
	"rank" smallint DEFAULT 0 NOT NULL,
	"user_name" text NOT NULL,
	"alias_id" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"update_password" boolean DEFAULT false NOT NULL,
	"enable_create_agent" boolean DEFAULT false NOT NULL,
	"enable_create_downline" boolean DEFAULT false NOT NULL,
	"enable_place_bet" boolean DEFAULT false NOT NULL,
	"enable_upload" boolean DEFAULT false NOT NULL,
	"disable_place_bet_and_fixed_bet" boolean DEFAULT false NOT NULL,
	"group_report_disabled" boolean DEFAULT false NOT NULL,
	"group_report_breakdown_disabled" boolean DEFAULT false NOT NULL,
	"d_enable_view_share_claim" smallint DEFAULT 0 NOT NULL,
	"t_out_setting1_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_rank_nonneg" CHECK ("users"."rank" >= 0)
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loc_id" varchar(8) NOT NULL,
	"color" varchar(32) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"pop_up" char(1) DEFAULT 'N' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_pop_up_yn" CHECK ("announcements"."pop_up" in ('Y', 'N'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_settings" (
	"loc_id" varchar(8) PRIMARY KEY NOT NULL,
	"sms_number" text DEFAULT '' NOT NULL,
	"sms_helpdesk" text DEFAULT '' NOT NULL,
	"telegram_bot" text DEFAULT '' NOT NULL,
	"open_time" varchar(5) DEFAULT '' NOT NULL,
	"close_time" varchar(5) DEFAULT '' NOT NULL,
	"open_day" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_results" (
	"draw_id" integer NOT NULL,
	"prize" varchar(16) NOT NULL,
	"position" smallint NOT NULL,
	"number" varchar(4) NOT NULL,
	CONSTRAINT "draw_results_draw_id_prize_position_pk" PRIMARY KEY("draw_id","prize","position")
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loc_id" varchar(8) NOT NULL,
	"draw_date" date NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"special" boolean DEFAULT false NOT NULL,
	"status" "draw_status" DEFAULT 'OPEN' NOT NULL,
	CONSTRAINT "draws_loc_date" UNIQUE("loc_id","draw_date"),
	CONSTRAINT "draws_close_before_draw" CHECK ("draws"."close_at" <= "draws"."draw_at")
);
--> statement-breakpoint
CREATE TABLE "pay_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loc_id" varchar(8) NOT NULL,
	"agent_id" varchar(32),
	"bet_kind" "bet_kind" NOT NULL,
	"perm_class" smallint DEFAULT 0 NOT NULL,
	"prize" varchar(16) NOT NULL,
	"big" numeric(14, 2) NOT NULL,
	"small" numeric(14, 2),
	CONSTRAINT "pay_rates_key" UNIQUE NULLS NOT DISTINCT("loc_id","agent_id","bet_kind","perm_class","prize"),
	CONSTRAINT "pay_rates_nonneg" CHECK ("pay_rates"."big" >= 0 and ("pay_rates"."small" is null or "pay_rates"."small" >= 0))
);
--> statement-breakpoint
CREATE TABLE "tt_dividends" (
	"draw_id" integer NOT NULL,
	"group" smallint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "tt_dividends_draw_id_group_pk" PRIMARY KEY("draw_id","group"),
	CONSTRAINT "tt_dividends_group" CHECK ("tt_dividends"."group" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" char(64) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"loc_id" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "user_grants" ADD CONSTRAINT "user_grants_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_grants" ADD CONSTRAINT "user_grants_permission_permissions_name_fk" FOREIGN KEY ("permission") REFERENCES "public"."permissions"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_id_users_user_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_settings" ADD CONSTRAINT "sms_settings_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_results" ADD CONSTRAINT "draw_results_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_rates" ADD CONSTRAINT "pay_rates_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_rates" ADD CONSTRAINT "pay_rates_agent_id_users_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tt_dividends" ADD CONSTRAINT "tt_dividends_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_one_default" ON "locations" USING btree ("is_default") WHERE "locations"."is_default";--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "announcements_loc_idx" ON "announcements" USING btree ("loc_id");--> statement-breakpoint
CREATE INDEX "draws_loc_close_idx" ON "draws" USING btree ("loc_id","close_at");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");