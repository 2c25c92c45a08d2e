ALTER TABLE "jobs" ADD COLUMN "claims" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "claimed_by" varchar(96);