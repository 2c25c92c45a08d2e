CREATE TABLE "risk_caps" (
	"loc_id" varchar(8) PRIMARY KEY NOT NULL,
	"cap" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"updated_by" varchar(32) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_caps_positive" CHECK ("risk_caps"."cap" > 0)
);
--> statement-breakpoint
CREATE TABLE "risk_numbers" (
	"draw_id" integer NOT NULL,
	"number" char(4) NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"auto_locked" boolean DEFAULT false NOT NULL,
	"locked_by" varchar(32),
	"locked_at" timestamp with time zone,
	CONSTRAINT "risk_numbers_draw_id_number_pk" PRIMARY KEY("draw_id","number")
);
--> statement-breakpoint
CREATE TABLE "risk_totals" (
	"draw_id" integer NOT NULL,
	"number" char(4) NOT NULL,
	"line" text NOT NULL,
	"big_cents" bigint DEFAULT 0 NOT NULL,
	"small_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "risk_totals_draw_id_number_line_pk" PRIMARY KEY("draw_id","number","line"),
	CONSTRAINT "risk_totals_nonneg" CHECK ("risk_totals"."big_cents" >= 0 and "risk_totals"."small_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "risk_caps" ADD CONSTRAINT "risk_caps_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_caps" ADD CONSTRAINT "risk_caps_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_numbers" ADD CONSTRAINT "risk_numbers_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_numbers" ADD CONSTRAINT "risk_numbers_locked_by_users_user_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_totals" ADD CONSTRAINT "risk_totals_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_numbers_locked" ON "risk_numbers" USING btree ("draw_id") WHERE "risk_numbers"."locked";