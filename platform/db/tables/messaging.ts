// The messaging seam (docs/decisions/messaging.md): the gateway settings of each location (SMS over
// an HTTP gateway, the Telegram bot), the outbox every outbound message is written to first, the
// inbound log (its unique key makes a provider message id count once) and the Telegram chats that
// shared their phone number with the bot (step one of the bot's two-step registration).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { locationId, locations, users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per location; secrets are stored here and never answered in full (masked). */
export const messagingGateways = pgTable('messaging_gateways', {
  locId: varchar('loc_id', { length: 8 })
    .primaryKey()
    .references(() => locations.locId),
  /** SMS provider profile: 'twilio' (form POST, docs/decisions/messaging.md); '' none. */
  smsProvider: varchar('sms_provider', { length: 16 }).notNull().default(''),
  smsBaseUrl: text('sms_base_url').notNull().default(''),
  smsAccount: text('sms_account').notNull().default(''),
  smsToken: text('sms_token').notNull().default(''),
  smsSender: text('sms_sender').notNull().default(''),
  /** HMAC-SHA256 key of the inbound SMS webhook's signature. */
  smsWebhookSecret: text('sms_webhook_secret').notNull().default(''),
  botToken: text('bot_token').notNull().default(''),
  /** 'webhook' or 'polling'. */
  botMode: varchar('bot_mode', { length: 8 }).notNull().default('webhook'),
  /** grammy's apiRoot; '' is Telegram's. */
  botApiRoot: text('bot_api_root').notNull().default(''),
  /** Telegram's X-Telegram-Bot-Api-Secret-Token of the webhook. */
  botWebhookSecret: text('bot_webhook_secret').notNull().default(''),
  /** Long polling: the next update id to ask for. */
  botOffset: bigint('bot_offset', { mode: 'number' }).notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Every message, in and out. Outbound rows are the outbox (QUEUED until the sender sends them). */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locId: locationId(),
    /** The user the conversation belongs to; null for an unregistered sender. */
    userId: varchar('user_id', { length: 32 }).references(() => users.userId),
    channel: varchar('channel', { length: 8 }).notNull(),
    direction: varchar('direction', { length: 3 }).notNull(),
    /** 'bet' (inbound), 'reply', 'result', 'strike', 'alert', 'unregistered', ... */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The phone number (digits) or Telegram chat id. */
    peer: varchar('peer', { length: 32 }).notNull(),
    text: text('text').notNull(),
    /** Inbound: the provider's message id (unique per location and channel); outbound: the provider's answer id. */
    providerId: varchar('provider_id', { length: 64 }),
    /** IN: RECEIVED; OUT: QUEUED, SENT, FAILED. */
    status: varchar('status', { length: 8 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    error: text('error'),
    /** The inbound message an outbound reply answers. */
    replyTo: integer('reply_to'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('messages_inbound_once').on(t.locId, t.channel, t.providerId).where(sql`${t.direction} = 'IN'`),
    index('messages_outbox_idx').on(t.status, t.nextAttemptAt).where(sql`${t.direction} = 'OUT'`),
    index('messages_user_idx').on(t.userId, t.id),
    check('messages_channel', sql`${t.channel} in ('sms', 'telegram')`),
    check('messages_direction', sql`${t.direction} in ('IN', 'OUT')`),
    check('messages_status', sql`${t.status} in ('RECEIVED', 'QUEUED', 'SENT', 'FAILED')`),
  ],
);

/** Step one of the bot registration: the chat shared its own phone number. */
export const telegramChats = pgTable(
  'telegram_chats',
  {
    locId: locationId(),
    chatId: varchar('chat_id', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 15 }).notNull(),
    linkedAt: createdAt(),
  },
  (t) => [uniqueIndex('telegram_chats_pk').on(t.locId, t.chatId), index('telegram_chats_phone_idx').on(t.phone)],
);
