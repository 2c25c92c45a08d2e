CREATE TABLE "outset_number_limits" (
	"user_id" varchar(32) NOT NULL,
	"loc_id" varchar(8) NOT NULL,
	"number" varchar(40) NOT NULL,
	"big" numeric(14, 2),
	"small" numeric(14, 2),
	"unit" numeric(14, 2),
	"updated_by" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outset_number_limits_user_id_loc_id_number_pk" PRIMARY KEY("user_id","loc_id","number"),
	CONSTRAINT "outset_number_limits_nonneg" CHECK (coalesce("outset_number_limits"."big", 0) >= 0 and coalesce("outset_number_limits"."small", 0) >= 0 and coalesce("outset_number_limits"."unit", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "outset_number_limits" ADD CONSTRAINT "outset_number_limits_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outset_number_limits" ADD CONSTRAINT "outset_number_limits_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;