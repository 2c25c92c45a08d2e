// The live risk board (docs/decisions/risk-board.md). risk_numbers: one row per 4D number a draw took
// bets on (or an admin locked), the row placement locks (FOR UPDATE) before it adds to the number, so
// the lock and the auto-lock cap are race-safe; risk_totals: per number and bettor's line (its pay-rate
// override owners, platform/services/outset/line-rates.ts) the running Big and Small cents, kept in the
// placement and deletion transactions; risk_caps: a location's auto-lock cap.
import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { money } from './common';
import { draws } from './draws';
import { locations, users } from './users';

export const riskNumbers = pgTable(
  'risk_numbers',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    number: char('number', { length: 4 }).notNull(),
    locked: boolean('locked').notNull().default(false),
    /** true: the auto-lock cap locked it (not an admin). */
    autoLocked: boolean('auto_locked').notNull().default(false),
    lockedBy: varchar('locked_by', { length: 32 }).references(() => users.userId),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.number] }), index('risk_numbers_locked').on(t.drawId).where(sql`${t.locked}`)],
);

export const riskTotals = pgTable(
  'risk_totals',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    number: char('number', { length: 4 }).notNull(),
    /** The bettors' line: '' for the location's defaults, else the override owners, nearest first, joined by '/'. */
    line: text('line').notNull(),
    /** Where the stakes enter the climb: a member's parent, or the bettor when not a member; '' (older rows): the company. */
    holder: varchar('holder', { length: 32 }).notNull().default(''),
    big: bigint('big_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    small: bigint('small_cents', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * The transaction that wrote the row last (its 64-bit id): the board's copy of a draw's totals
     * (services/risk/mirror.ts) reads again only the rows written since the oldest transaction that was
     * running when it last read.
     */
    changedXact: bigint('changed_xact', { mode: 'bigint' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
  },
  (t) => [
    primaryKey({ columns: [t.drawId, t.number, t.line, t.holder] }),
    index('risk_totals_changed').on(t.drawId, t.changedXact),
    check('risk_totals_nonneg', sql`${t.big} >= 0 and ${t.small} >= 0`),
  ],
);

export const riskCaps = pgTable(
  'risk_caps',
  {
    locId: varchar('loc_id', { length: 8 })
      .primaryKey()
      .references(() => locations.locId),
    /** A number whose company potential payout passes this locks itself. */
    cap: money('cap'),
    updatedBy: varchar('updated_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('risk_caps_positive', sql`${t.cap} > 0`)],
);
