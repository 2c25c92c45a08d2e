CREATE TABLE "settlements" (
	"draw_id" integer NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"loc_id" varchar(8) NOT NULL,
	"turnover" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"commission" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"strike" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"win_loss" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"own_commission" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"own_share" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"upline_share" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_draw_id_user_id_pk" PRIMARY KEY("draw_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "strikes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "strikes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draw_id" integer NOT NULL,
	"bet_id" integer NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"prize" varchar(16) NOT NULL,
	"position" smallint NOT NULL,
	"number" varchar(40) NOT NULL,
	"lines" integer DEFAULT 1 NOT NULL,
	"big_rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"small_rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"big_win" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"small_win" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"amount_win" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "strikes_total" CHECK ("strikes"."total" = "strikes"."big_win" + "strikes"."small_win" + "strikes"."amount_win" and "strikes"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity" varchar(32) NOT NULL,
	"entity_id" varchar(64) NOT NULL,
	"action" varchar(16) NOT NULL,
	"target_user_id" varchar(32),
	"loc_id" varchar(8),
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audits_action" CHECK ("audits"."action" in ('CREATE', 'UPDATE', 'DELETE'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" varchar(32) NOT NULL,
	"loc_id" varchar(8) NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"type" varchar(16) DEFAULT 'PAYMENT' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" varchar(32),
	"request_key" varchar(80),
	CONSTRAINT "payments_amount_nonzero" CHECK ("payments"."amount" <> 0),
	CONSTRAINT "payments_deleted_marker" CHECK (("payments"."deleted_at" is null) = ("payments"."deleted_by" is null))
);
--> statement-breakpoint
ALTER TABLE "user_locations" ADD COLUMN "tax" numeric(5, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "result_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strikes" ADD CONSTRAINT "strikes_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strikes" ADD CONSTRAINT "strikes_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strikes" ADD CONSTRAINT "strikes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_actor_id_users_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_deleted_by_users_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlements_user_idx" ON "settlements" USING btree ("user_id","loc_id");--> statement-breakpoint
CREATE INDEX "strikes_draw_user_idx" ON "strikes" USING btree ("draw_id","user_id");--> statement-breakpoint
CREATE INDEX "strikes_bet_idx" ON "strikes" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "audits_at_idx" ON "audits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audits_actor_idx" ON "audits" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audits_target_idx" ON "audits" USING btree ("target_user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","loc_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_key" ON "payments" USING btree ("created_by","request_key") WHERE "payments"."request_key" is not null;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_tax_range" CHECK ("user_locations"."tax" >= 0 and "user_locations"."tax" <= 0.01);