ALTER TABLE "risk_totals" ADD COLUMN "holder" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_totals" ADD COLUMN "changed_xact" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_totals" DROP CONSTRAINT "risk_totals_draw_id_number_line_pk";--> statement-breakpoint
ALTER TABLE "risk_totals" ADD CONSTRAINT "risk_totals_draw_id_number_line_holder_pk" PRIMARY KEY("draw_id","number","line","holder");--> statement-breakpoint
CREATE INDEX "risk_totals_changed" ON "risk_totals" USING btree ("draw_id","changed_xact");
