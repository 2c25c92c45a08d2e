CREATE TABLE "bets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_id" integer NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"draw_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" "bet_kind" NOT NULL,
	"number" varchar(40) NOT NULL,
	"big" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"small" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"tt_roll" boolean DEFAULT false NOT NULL,
	"tt_tag" varchar(4),
	"line_count" integer NOT NULL,
	"cost" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" varchar(32),
	"deleted_reason" varchar(16),
	CONSTRAINT "bets_stakes_nonneg" CHECK ("bets"."big" >= 0 and "bets"."small" >= 0 and "bets"."amount" >= 0),
	CONSTRAINT "bets_cost_positive" CHECK ("bets"."cost" > 0 and "bets"."line_count" > 0),
	CONSTRAINT "bets_stakes_of_kind" CHECK (("bets"."kind" = 'TT' and "bets"."big" = 0 and "bets"."small" = 0 and "bets"."amount" > 0)
        or ("bets"."kind" <> 'TT' and "bets"."amount" = 0 and "bets"."big" + "bets"."small" > 0 and not "bets"."tt_roll" and "bets"."tt_tag" is null)),
	CONSTRAINT "bets_tt_tag" CHECK ("bets"."tt_tag" is null or "bets"."tt_tag" in ('STAR', 'TO', 'TE', 'TT')),
	CONSTRAINT "bets_deleted_reason" CHECK ("bets"."deleted_reason" is null or "bets"."deleted_reason" in ('DELETED', 'TRANSFERRED', 'COMBINED')),
	CONSTRAINT "bets_deleted_marker" CHECK (("bets"."deleted_at" is null) = ("bets"."deleted_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" varchar(32) NOT NULL,
	"loc_id" varchar(8) NOT NULL,
	"draw_id" integer NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"source" varchar(16) NOT NULL,
	"idempotency_key" varchar(80) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"placed_total" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"credit_left_after" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" varchar(32),
	"deleted_reason" varchar(16),
	"replaced_by" integer,
	CONSTRAINT "tickets_user_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "tickets_source" CHECK ("tickets"."source" in ('WEB', 'TEXT', 'SMS', 'BOT', 'UPLOAD', 'FIXED', 'TRANSFER')),
	CONSTRAINT "tickets_amounts" CHECK ("tickets"."placed_total" > 0 and "tickets"."credit_left_after" >= 0),
	CONSTRAINT "tickets_deleted_reason" CHECK ("tickets"."deleted_reason" is null or "tickets"."deleted_reason" in ('DELETED', 'TRANSFERRED', 'COMBINED')),
	CONSTRAINT "tickets_deleted_marker" CHECK (("tickets"."deleted_at" is null) = ("tickets"."deleted_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_deleted_by_users_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_deleted_by_users_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_replaced_by_tickets_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_ticket_idx" ON "bets" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "bets_draw_number_idx" ON "bets" USING btree ("draw_id","number");--> statement-breakpoint
CREATE INDEX "bets_user_draw_idx" ON "bets" USING btree ("user_id","draw_id");--> statement-breakpoint
CREATE INDEX "tickets_draw_user_idx" ON "tickets" USING btree ("draw_id","user_id");