// Bet Special and the bin-burst import (docs/decisions/bet-special.md). bet_special_settings: one row
// per location once saved (setting 1, which numbers are hot; setting 2, how the company counters them).
// A generation run is a row of `jobs` (kind 'bet.special', subject the draw); its tickets are ordinary
// tickets. bin_burst_imports: the burst figures the company passed to another book on a draw, one
// import per draw (a new import replaces it), with the payout generated from them once resulted.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money } from './common';
import { draws } from './draws';
import { locationId, locations, users } from './users';

export const betSpecialSettings = pgTable(
  'bet_special_settings',
  {
    locId: varchar('loc_id', { length: 8 })
      .primaryKey()
      .references(() => locations.locId),
    /** Setting 1: a number is hot when what reached the company reaches one of these (0: that kind is not looked at). */
    hotBig: money('hot_big'),
    hotSmall: money('hot_small'),
    /** Setting 1: at most this many hot numbers, the largest first. */
    maxNumbers: smallint('max_numbers').notNull().default(20),
    /** Setting 2: the account the counter-bets are placed for (null: none chosen yet). */
    targetUserId: varchar('target_user_id', { length: 32 }).references(() => users.userId, { onDelete: 'set null' }),
    /** Setting 2: the stake placed on each hot number. */
    stakeBig: money('stake_big'),
    stakeSmall: money('stake_small'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedBy: varchar('updated_by', { length: 32 }).references(() => users.userId),
  },
  (t) => [
    check('bet_special_nonneg', sql`${t.hotBig} >= 0 and ${t.hotSmall} >= 0 and ${t.stakeBig} >= 0 and ${t.stakeSmall} >= 0`),
    check('bet_special_max', sql`${t.maxNumbers} between 1 and 200`),
  ],
);

export const binBurstImports = pgTable(
  'bin_burst_imports',
  {
    id: serial('id').primaryKey(),
    locId: locationId(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    /** [{ Number, Big, Small }] as imported, in file order. */
    lines: jsonb('lines').notNull(),
    totalBig: numeric('total_big', { precision: 14, scale: 2 }).notNull(),
    totalSmall: numeric('total_small', { precision: 14, scale: 2 }).notNull(),
    importedBy: varchar('imported_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
    /** The payout generated once the draw has a result (null until then, and after a new import). */
    payout: jsonb('payout'),
    payoutAt: timestamp('payout_at', { withTimezone: true, mode: 'date' }),
    payoutBy: varchar('payout_by', { length: 32 }).references(() => users.userId),
  },
  (t) => [uniqueIndex('bin_burst_imports_draw').on(t.drawId)],
);
