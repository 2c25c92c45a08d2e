CREATE TABLE "settlement_rates" (
	"draw_id" integer NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"commission" numeric(5, 4) NOT NULL,
	"share" numeric(5, 4) NOT NULL,
	CONSTRAINT "settlement_rates_draw_id_user_id_pk" PRIMARY KEY("draw_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "share_claim_backs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_claim_backs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claim_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" varchar(32),
	"request_key" varchar(80),
	"request_hash" varchar(64),
	"request_item" smallint,
	CONSTRAINT "share_claim_backs_amount_positive" CHECK ("share_claim_backs"."amount" > 0),
	CONSTRAINT "share_claim_backs_voided_marker" CHECK (("share_claim_backs"."voided_at" is null) = ("share_claim_backs"."voided_by" is null)),
	CONSTRAINT "share_claim_backs_request_marker" CHECK (("share_claim_backs"."request_key" is null) = ("share_claim_backs"."request_hash" is null) and ("share_claim_backs"."request_key" is null) = ("share_claim_backs"."request_item" is null))
);
--> statement-breakpoint
CREATE TABLE "share_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loc_id" varchar(8) NOT NULL,
	"draw_id" integer NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"claimed_by" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"group_strike" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"group_win_loss" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"own_share" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" varchar(32),
	CONSTRAINT "share_claims_kind" CHECK ("share_claims"."kind" in ('SHARE', 'MANUAL')),
	CONSTRAINT "share_claims_amount_positive" CHECK ("share_claims"."amount" > 0),
	CONSTRAINT "share_claims_deleted_marker" CHECK (("share_claims"."deleted_at" is null) = ("share_claims"."deleted_by" is null))
);
--> statement-breakpoint
ALTER TABLE "settlement_rates" ADD CONSTRAINT "settlement_rates_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_rates" ADD CONSTRAINT "settlement_rates_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_claim_backs" ADD CONSTRAINT "share_claim_backs_claim_id_share_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."share_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_claim_backs" ADD CONSTRAINT "share_claim_backs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_claim_backs" ADD CONSTRAINT "share_claim_backs_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_claim_backs" ADD CONSTRAINT "share_claim_backs_voided_by_users_user_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_claims" ADD CONSTRAINT "share_claims_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_claims" ADD CONSTRAINT "share_claims_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_claims" ADD CONSTRAINT "share_claims_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_claims" ADD CONSTRAINT "share_claims_claimed_by_users_user_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_claims" ADD CONSTRAINT "share_claims_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_claims" ADD CONSTRAINT "share_claims_deleted_by_users_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_claim_backs_claim_idx" ON "share_claim_backs" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_claim_backs_payment" ON "share_claim_backs" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_claim_backs_request" ON "share_claim_backs" USING btree ("created_by","request_key","request_item") WHERE "share_claim_backs"."request_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "share_claims_share_once" ON "share_claims" USING btree ("draw_id","user_id") WHERE "share_claims"."kind" = 'SHARE' and "share_claims"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "share_claims_draw_idx" ON "share_claims" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "share_claims_user_idx" ON "share_claims" USING btree ("user_id","loc_id");--> statement-breakpoint
CREATE INDEX "share_claims_claimer_idx" ON "share_claims" USING btree ("claimed_by","loc_id");--> statement-breakpoint
-- Draws settled before this migration: the rates as they are now are the nearest record there is of
-- the rates those settlements used (hand-written; drizzle-kit generated everything above).
INSERT INTO "settlement_rates" ("draw_id", "user_id", "commission", "share")
SELECT s."draw_id", s."user_id", coalesce(ul."commission", 0), coalesce(ul."share", 0)
FROM "settlements" s
LEFT JOIN "user_locations" ul ON ul."user_id" = s."user_id" AND ul."loc_id" = s."loc_id";