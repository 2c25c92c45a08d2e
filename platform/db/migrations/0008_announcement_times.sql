ALTER TABLE "announcements" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_window" CHECK ("announcements"."start_at" is null or "announcements"."end_at" is null or "announcements"."end_at" > "announcements"."start_at");