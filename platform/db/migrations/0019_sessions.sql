ALTER TABLE "api_tokens" ADD COLUMN "site_host" varchar(253) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "address" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "user_agent" varchar(256) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;