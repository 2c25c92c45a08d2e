// Sub shares and group expenses (docs/decisions/sub-shares.md). A sub share passes a percent of a
// holder's own share (the company's or an agent's, per location) to a named partner, who is not a user;
// the group report splits it off each group's share. A group expense is money a group (a child agent
// and everything below it) cost in one draw; the group report deducts it from the group's net.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money } from './common';
import { draws } from './draws';
import { locationId, users } from './users';

export const subShares = pgTable(
  'sub_shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locId: locationId(),
    /** Whose share is split: the company or an agent. */
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.userId),
    partner: varchar('partner', { length: 40 }).notNull(),
    /** Of the holder's own share, 0.01 to 100.00. */
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: varchar('created_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sub_shares_partner_once').on(t.locId, t.userId, t.partner),
    check('sub_shares_percent_range', sql`${t.percent} > 0 and ${t.percent} <= 100`),
  ],
);

export const groupExpenses = pgTable(
  'group_expenses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locId: locationId(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    /** The group: a child agent (its parent's group report shows the expense). */
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.userId),
    amount: money('amount'),
    remark: text('remark').notNull().default(''),
    createdBy: varchar('created_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [index('group_expenses_draw_user_idx').on(t.drawId, t.userId), check('group_expenses_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * Share Claim Setting (docs/decisions/sub-shares.md): whether an agent may claim on its direct agents,
 * from which draw date, and up to what amount a claim. No row: it may, from any draw, without a cap.
 */
export const shareClaimSettings = pgTable(
  'share_claim_settings',
  {
    locId: locationId(),
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.userId),
    mayClaim: boolean('may_claim').notNull().default(true),
    /** Claims only for draws dated on or after this (operator date); null: any draw. */
    fromDate: date('from_date', { mode: 'string' }),
    /** A claim's amount is at most this; null: no cap. */
    maxAmount: numeric('max_amount', { precision: 14, scale: 2 }),
    updatedBy: varchar('updated_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locId, t.userId] }), check('share_claim_settings_max_positive', sql`${t.maxAmount} is null or ${t.maxAmount} > 0`)],
);
