// Fixed bets: a member's standing order in one location (one bet, on chosen draw weekdays), and its
// runs: one row per fixed bet and draw, with the ticket that carried it or why it was refused.
// Deleting a fixed bet sets its deletion marker; the rows stay, like tickets, for the runs' record.
import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { betChecks, betColumns, tickets } from './bets';
import { createdAt } from './common';
import { draws } from './draws';
import { locationId, users } from './users';

export const fixedBets = pgTable(
  'fixed_bets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The member whose credit pays for every ticket it places. */
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.userId),
    locId: locationId(),
    /** Who set it up: the member, or an agent or admin above it. */
    createdBy: varchar('created_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    /** The client's key: a retried POST bet/fixed answers the fixed bet it created. */
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    /** The bet, stored as bets stores it (number, stakes, lines and cost per draw). */
    ...betColumns(),
    /** Draw weekdays it plays on: bit n set = weekday n (0 Sunday ... 6 Saturday). */
    days: smallint('days').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: varchar('deleted_by', { length: 32 }).references(() => users.userId),
  },
  (t) => [
    unique('fixed_bets_user_key').on(t.userId, t.idempotencyKey),
    index('fixed_bets_loc_user_idx').on(t.locId, t.userId),
    check('fixed_bets_days', sql`${t.days} between 1 and 127`),
    ...betChecks('fixed_bets', t),
    check('fixed_bets_deleted_marker', sql`(${t.deletedAt} is null) = (${t.deletedBy} is null)`),
  ],
);

export const fixedBetRuns = pgTable(
  'fixed_bet_runs',
  {
    fixedBetId: integer('fixed_bet_id')
      .notNull()
      .references(() => fixedBets.id),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    /** PLACED: on ticket_id (final). REFUSED: reason says why; retried while the draw is open. */
    status: varchar('status', { length: 16 }).notNull(),
    ticketId: integer('ticket_id').references(() => tickets.id),
    reason: text('reason'),
    /** The last attempt. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fixedBetId, t.drawId] }),
    index('fixed_bet_runs_draw_idx').on(t.drawId),
    check('fixed_bet_runs_status', sql`${t.status} in ('PLACED', 'REFUSED')`),
    check(
      'fixed_bet_runs_outcome',
      sql`(${t.status} = 'PLACED' and ${t.ticketId} is not null and ${t.reason} is null) or (${t.status} = 'REFUSED' and ${t.ticketId} is null and ${t.reason} is not null)`,
    ),
  ],
);
