CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loc_id" varchar(8) NOT NULL,
	"user_id" varchar(32),
	"channel" varchar(8) NOT NULL,
	"direction" varchar(3) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"peer" varchar(32) NOT NULL,
	"text" text NOT NULL,
	"provider_id" varchar(64),
	"status" varchar(8) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"error" text,
	"reply_to" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "messages_channel" CHECK ("messages"."channel" in ('sms', 'telegram')),
	CONSTRAINT "messages_direction" CHECK ("messages"."direction" in ('IN', 'OUT')),
	CONSTRAINT "messages_status" CHECK ("messages"."status" in ('RECEIVED', 'QUEUED', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "messaging_gateways" (
	"loc_id" varchar(8) PRIMARY KEY NOT NULL,
	"sms_provider" varchar(16) DEFAULT '' NOT NULL,
	"sms_base_url" text DEFAULT '' NOT NULL,
	"sms_account" text DEFAULT '' NOT NULL,
	"sms_token" text DEFAULT '' NOT NULL,
	"sms_sender" text DEFAULT '' NOT NULL,
	"sms_webhook_secret" text DEFAULT '' NOT NULL,
	"bot_token" text DEFAULT '' NOT NULL,
	"bot_mode" varchar(8) DEFAULT 'webhook' NOT NULL,
	"bot_api_root" text DEFAULT '' NOT NULL,
	"bot_webhook_secret" text DEFAULT '' NOT NULL,
	"bot_offset" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_chats" (
	"loc_id" varchar(8) NOT NULL,
	"chat_id" varchar(32) NOT NULL,
	"phone" varchar(15) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile2" varchar(15) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bet_entry_alert" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_gateways" ADD CONSTRAINT "messaging_gateways_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_chats" ADD CONSTRAINT "telegram_chats_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_inbound_once" ON "messages" USING btree ("loc_id","channel","provider_id") WHERE "messages"."direction" = 'IN';--> statement-breakpoint
CREATE INDEX "messages_outbox_idx" ON "messages" USING btree ("status","next_attempt_at") WHERE "messages"."direction" = 'OUT';--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_chats_pk" ON "telegram_chats" USING btree ("loc_id","chat_id");--> statement-breakpoint
CREATE INDEX "telegram_chats_phone_idx" ON "telegram_chats" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("mobile") WHERE "users"."mobile" <> '';--> statement-breakpoint
CREATE INDEX "users_mobile2_idx" ON "users" USING btree ("mobile2") WHERE "users"."mobile2" <> '';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mobile2_digits" CHECK ("users"."mobile2" ~ '^([1-9][0-9]{9,14})?$');