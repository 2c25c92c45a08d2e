CREATE TABLE "group_expenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loc_id" varchar(8) NOT NULL,
	"draw_id" integer NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_expenses_amount_positive" CHECK ("group_expenses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "share_claim_settings" (
	"loc_id" varchar(8) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"may_claim" boolean DEFAULT true NOT NULL,
	"from_date" date,
	"max_amount" numeric(14, 2),
	"updated_by" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_claim_settings_loc_id_user_id_pk" PRIMARY KEY("loc_id","user_id"),
	CONSTRAINT "share_claim_settings_max_positive" CHECK ("share_claim_settings"."max_amount" is null or "share_claim_settings"."max_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sub_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loc_id" varchar(8) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"partner" varchar(40) NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_shares_percent_range" CHECK ("sub_shares"."percent" > 0 and "sub_shares"."percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "group_expenses" ADD CONSTRAINT "group_expenses_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_expenses" ADD CONSTRAINT "group_expenses_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_expenses" ADD CONSTRAINT "group_expenses_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_expenses" ADD CONSTRAINT "group_expenses_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_claim_settings" ADD CONSTRAINT "share_claim_settings_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_claim_settings" ADD CONSTRAINT "share_claim_settings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_claim_settings" ADD CONSTRAINT "share_claim_settings_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_shares" ADD CONSTRAINT "sub_shares_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_shares" ADD CONSTRAINT "sub_shares_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_shares" ADD CONSTRAINT "sub_shares_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_expenses_draw_user_idx" ON "group_expenses" USING btree ("draw_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_shares_partner_once" ON "sub_shares" USING btree ("loc_id","user_id","partner");