CREATE TABLE "fixed_bet_runs" (
	"fixed_bet_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"ticket_id" integer,
	"reason" text,
	"attempted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fixed_bet_runs_fixed_bet_id_draw_id_pk" PRIMARY KEY("fixed_bet_id","draw_id"),
	CONSTRAINT "fixed_bet_runs_status" CHECK ("fixed_bet_runs"."status" in ('PLACED', 'REFUSED')),
	CONSTRAINT "fixed_bet_runs_outcome" CHECK (("fixed_bet_runs"."status" = 'PLACED' and "fixed_bet_runs"."ticket_id" is not null and "fixed_bet_runs"."reason" is null) or ("fixed_bet_runs"."status" = 'REFUSED' and "fixed_bet_runs"."ticket_id" is null and "fixed_bet_runs"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "fixed_bets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fixed_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" varchar(32) NOT NULL,
	"loc_id" varchar(8) NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"idempotency_key" varchar(80) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"kind" "bet_kind" NOT NULL,
	"number" varchar(40) NOT NULL,
	"big" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"small" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"tt_roll" boolean DEFAULT false NOT NULL,
	"tt_tag" varchar(4),
	"line_count" integer NOT NULL,
	"cost" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"days" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" varchar(32),
	CONSTRAINT "fixed_bets_user_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "fixed_bets_days" CHECK ("fixed_bets"."days" between 1 and 127),
	CONSTRAINT "fixed_bets_stakes_nonneg" CHECK ("fixed_bets"."big" >= 0 and "fixed_bets"."small" >= 0 and "fixed_bets"."amount" >= 0),
	CONSTRAINT "fixed_bets_cost_positive" CHECK ("fixed_bets"."cost" > 0 and "fixed_bets"."line_count" > 0),
	CONSTRAINT "fixed_bets_stakes_of_kind" CHECK (("fixed_bets"."kind" = 'TT' and "fixed_bets"."big" = 0 and "fixed_bets"."small" = 0 and "fixed_bets"."amount" > 0)
        or ("fixed_bets"."kind" <> 'TT' and "fixed_bets"."amount" = 0 and "fixed_bets"."big" + "fixed_bets"."small" > 0 and not "fixed_bets"."tt_roll" and "fixed_bets"."tt_tag" is null)),
	CONSTRAINT "fixed_bets_tt_tag" CHECK ("fixed_bets"."tt_tag" is null or "fixed_bets"."tt_tag" in ('STAR', 'TO', 'TE', 'TT')),
	CONSTRAINT "fixed_bets_deleted_marker" CHECK (("fixed_bets"."deleted_at" is null) = ("fixed_bets"."deleted_by" is null))
);
--> statement-breakpoint
CREATE TABLE "outset_limits" (
	"user_id" varchar(32) NOT NULL,
	"loc_id" varchar(8) NOT NULL,
	"big" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"small" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"unit" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outset_limits_user_id_loc_id_pk" PRIMARY KEY("user_id","loc_id"),
	CONSTRAINT "outset_limits_nonneg" CHECK ("outset_limits"."big" >= 0 and "outset_limits"."small" >= 0 and "outset_limits"."unit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(32) NOT NULL,
	"subject_id" integer,
	"owner_id" varchar(32) NOT NULL,
	"loc_id" varchar(8),
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(8) DEFAULT 'QUEUED' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
	CONSTRAINT "jobs_progress" CHECK ("jobs"."progress" between 0 and 100 and "jobs"."processed" >= 0 and "jobs"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loc_id" varchar(8) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"created_by" varchar(32) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"format" varchar(3) NOT NULL,
	"content_format" varchar(3) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"ara_code" varchar(20) NOT NULL,
	"remarks" varchar(200) DEFAULT '' NOT NULL,
	"strict_number" boolean DEFAULT true NOT NULL,
	"accept_decimals" boolean DEFAULT false NOT NULL,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_format" CHECK ("files"."format" in ('ARA', 'TTT', 'DBF', 'LZH')),
	CONSTRAINT "files_content_format" CHECK ("files"."content_format" in ('ARA', 'TTT', 'DBF')),
	CONSTRAINT "files_size" CHECK ("files"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fixed_bet_runs" ADD CONSTRAINT "fixed_bet_runs_fixed_bet_id_fixed_bets_id_fk" FOREIGN KEY ("fixed_bet_id") REFERENCES "public"."fixed_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_bet_runs" ADD CONSTRAINT "fixed_bet_runs_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_bet_runs" ADD CONSTRAINT "fixed_bet_runs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_bets" ADD CONSTRAINT "fixed_bets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_bets" ADD CONSTRAINT "fixed_bets_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_bets" ADD CONSTRAINT "fixed_bets_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_bets" ADD CONSTRAINT "fixed_bets_deleted_by_users_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outset_limits" ADD CONSTRAINT "outset_limits_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outset_limits" ADD CONSTRAINT "outset_limits_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_users_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fixed_bet_runs_draw_idx" ON "fixed_bet_runs" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "fixed_bets_loc_user_idx" ON "fixed_bets" USING btree ("loc_id","user_id");--> statement-breakpoint
CREATE INDEX "jobs_kind_subject_idx" ON "jobs" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "files_loc_user_idx" ON "files" USING btree ("loc_id","user_id");