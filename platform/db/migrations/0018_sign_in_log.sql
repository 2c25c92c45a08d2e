CREATE TABLE "sign_in_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"typed_user_id" varchar(32) NOT NULL,
	"user_id" varchar(32),
	"result" varchar(16) NOT NULL,
	"address" varchar(64) NOT NULL,
	"user_agent" varchar(256) NOT NULL,
	"site_host" varchar(253) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_log_result" CHECK ("result" in ('SUCCESS', 'WRONG_PASSWORD', 'LOCKED', 'WRONG_CAPTCHA', 'WRONG_CODE', 'ADDRESS_REFUSED', 'MAINTENANCE', 'REFUSED'))
);
--> statement-breakpoint
CREATE INDEX "sign_in_log_created_idx" ON "sign_in_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sign_in_log_typed_idx" ON "sign_in_log" USING btree (lower("typed_user_id"),"created_at");--> statement-breakpoint
CREATE INDEX "sign_in_log_user_idx" ON "sign_in_log" USING btree ("user_id","created_at");