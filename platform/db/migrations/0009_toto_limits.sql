CREATE TABLE "toto_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "toto_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loc_id" varchar(8) NOT NULL,
	"number" char(2) NOT NULL,
	"bet_type" varchar(8) NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"updated_by" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toto_limits_loc_number_type" UNIQUE("loc_id","number","bet_type"),
	CONSTRAINT "toto_limits_bet_type" CHECK ("toto_limits"."bet_type" in ('ALL', 'ORDINARY', 'SYSTEM', 'ROLL')),
	CONSTRAINT "toto_limits_amount" CHECK ("toto_limits"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "toto_limits" ADD CONSTRAINT "toto_limits_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toto_limits" ADD CONSTRAINT "toto_limits_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;