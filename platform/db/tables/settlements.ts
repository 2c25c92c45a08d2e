// Settlement of a resulted draw: every winning bet's strike, and per user the draw's money
// as it books up the hierarchy. Both are derived data: settling a draw again (or resetting its result)
// deletes the draw's rows and reverses their AccBal first, in one transaction, so nothing is paid twice.
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money } from './common';
import { draws } from './draws';
import { locationId, users } from './users';

/**
 * One row per bet and prize it matched: a bet whose number wins two prizes has two rows. 4D prizes
 * FIRST ... CONSOLATION (position as in draw_results); Toto GROUP1 ... GROUP7 with `lines` the number
 * of the bet's combinations in that group.
 *
 * bet_id and user_id carry no foreign keys (migration 0007): the rows are written only by settleDraw,
 * in the transaction that reads those bets and users, and neither is ever deleted (bets are marked
 * deleted; a user with history cannot be removed). The keys' per-row triggers took about 310 of the
 * 390 ms of writing a million-bet draw's 12,000 strike rows on PostgreSQL. The draw's key stays: it
 * checks the row the settlement holds locked anyway, and deletes a draw's strikes with it.
 */
export const strikes = pgTable(
  'strikes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    betId: integer('bet_id').notNull(),
    userId: varchar('user_id', { length: 32 }).notNull(),
    prize: varchar('prize', { length: 16 }).notNull(),
    position: smallint('position').notNull(),
    /** The winning number (4D: the ordering that matched; Toto: the result's winning numbers). */
    number: varchar('number', { length: 40 }).notNull(),
    lines: integer('lines').notNull().default(1),
    /** Prize per $1 applied to Big, Small (4D) or the amount (Toto). */
    bigRate: numeric('big_rate', { precision: 14, scale: 2 }).notNull().default('0'),
    smallRate: numeric('small_rate', { precision: 14, scale: 2 }).notNull().default('0'),
    bigWin: money('big_win'),
    smallWin: money('small_win'),
    amountWin: money('amount_win'),
    total: money('total'),
  },
  (t) => [
    index('strikes_draw_user_idx').on(t.drawId, t.userId),
    index('strikes_bet_idx').on(t.betId),
    check('strikes_total', sql`${t.total} = ${t.bigWin} + ${t.smallWin} + ${t.amountWin} and ${t.total} > 0`),
  ],
);

/**
 * Per draw and user, the draw's money (lib/domain/settlement.ts). A member's row covers its own bets;
 * an agent's or admin's row covers every member below it (its group). Signs: positive is money to
 * the user (a member's win, an agent's earnings).
 */
export const settlements = pgTable(
  'settlements',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.userId),
    locId: locationId(),
    /** The stakes of the group (the bets' cost). */
    turnover: money('turnover'),
    /** Commission paid to the group at this user's rate (a member: its own commission). */
    commission: money('commission'),
    /** What the group's bets won. */
    strike: money('strike'),
    /** The group's result toward this user's upline: strike + commission - turnover. */
    winLoss: money('win_loss'),
    /** This user's own commission: its rate less its child's on each member's turnover. */
    ownCommission: money('own_commission'),
    /** This user's own part of the group's result after commission, by its share less its child's. */
    ownShare: money('own_share'),
    /** What passes to the upline: the group's result less this user's own part. */
    uplineShare: money('upline_share'),
    /** The AccBal movement: a member's winLoss, an agent's ownCommission + ownShare. */
    amount: money('amount'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.userId] }), index('settlements_user_idx').on(t.userId, t.locId)],
);

/**
 * The rates each user in a draw's hierarchy held when the draw was settled: the group reports
 * compute a user's own part of a group from these, so a later change of rates does not change a
 * settled draw's figures. Written (and rewritten) with the draw's settlements; deleted with them.
 */
export const settlementRates = pgTable(
  'settlement_rates',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.userId),
    commission: numeric('commission', { precision: 5, scale: 4 }).notNull(),
    share: numeric('share', { precision: 5, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.userId] })],
);
