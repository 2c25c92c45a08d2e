// Settings, per-location SMS settings and announcements.
import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { locationId, locations } from './users';

/** Platform-wide settings, one JSON value per key (each key has a zod schema in services/content/settings.ts). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const smsSettings = pgTable('sms_settings', {
  locId: varchar('loc_id', { length: 8 })
    .primaryKey()
    .references(() => locations.locId),
  smsNumber: text('sms_number').notNull().default(''),
  smsHelpdesk: text('sms_helpdesk').notNull().default(''),
  telegramBot: text('telegram_bot').notNull().default(''),
  openTime: varchar('open_time', { length: 5 }).notNull().default(''),
  closeTime: varchar('close_time', { length: 5 }).notNull().default(''),
  openDay: text('open_day').notNull().default(''),
});

export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locId: locationId(),
    color: varchar('color', { length: 32 }).notNull().default(''),
    content: text('content').notNull(),
    popUp: char('pop_up', { length: 1 }).notNull().default('N'),
    /** Shown from this instant on (null: at once) until end_at, exclusive (null: never ends). */
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_loc_idx').on(t.locId),
    check('announcements_pop_up_yn', sql`${t.popUp} in ('Y', 'N')`),
    check('announcements_window', sql`${t.startAt} is null or ${t.endAt} is null or ${t.endAt} > ${t.startAt}`),
  ],
);
