// Draws, their results (4D: 23 numbers, TT: 6 + additional), Toto pool dividends and pay rates.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { betKindEnum, drawStatusEnum } from './common';
import { locationId, users } from './users';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull();

export const draws = pgTable(
  'draws',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locId: locationId(),
    /** The operator calendar date of the draw. */
    drawDate: date('draw_date', { mode: 'string' }).notNull(),
    closeAt: instant('close_at'),
    drawAt: instant('draw_at'),
    special: boolean('special').notNull().default(false),
    /** OPEN takes bets until close_at; RESULTED has its results; CANCELLED never draws. */
    status: drawStatusEnum('status').notNull().default('OPEN'),
    /** When the result was entered (null until then), and when its settlement last finished. */
    resultAt: timestamp('result_at', { withTimezone: true, mode: 'date' }),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    unique('draws_loc_date').on(t.locId, t.drawDate),
    index('draws_loc_close_idx').on(t.locId, t.closeAt),
    check('draws_close_before_draw', sql`${t.closeAt} <= ${t.drawAt}`),
  ],
);

/**
 * One winning number per row. 4D prizes FIRST, SECOND, THIRD (position 1) and STARTER, CONSOLATION
 * (positions 1-10); Toto WINNING (positions 1-6) and ADDITIONAL (position 1). A number may appear in
 * several rows of one draw: the same number can win more than one prize.
 */
export const drawResults = pgTable(
  'draw_results',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    prize: varchar('prize', { length: 16 }).notNull(),
    position: smallint('position').notNull(),
    number: varchar('number', { length: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.prize, t.position] })],
);

/** Toto groups 1-4: dividend per $1, entered with the result. */
export const ttDividends = pgTable(
  'tt_dividends',
  {
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    group: smallint('group').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.group] }), check('tt_dividends_group', sql`${t.group} between 1 and 4`)],
);

/**
 * Prize per $1 by location, bet kind, permutation class (0 = any) and prize. agent_id null is the
 * location's default table; a row with an agent overrides the default for that agent.
 */
export const payRates = pgTable(
  'pay_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locId: locationId(),
    agentId: varchar('agent_id', { length: 32 }).references(() => users.userId, { onDelete: 'cascade' }),
    betKind: betKindEnum('bet_kind').notNull(),
    permClass: smallint('perm_class').notNull().default(0),
    prize: varchar('prize', { length: 16 }).notNull(),
    big: numeric('big', { precision: 14, scale: 2 }).notNull(),
    small: numeric('small', { precision: 14, scale: 2 }),
  },
  (t) => [
    unique('pay_rates_key').on(t.locId, t.agentId, t.betKind, t.permClass, t.prize).nullsNotDistinct(),
    check('pay_rates_nonneg', sql`${t.big} >= 0 and (${t.small} is null or ${t.small} >= 0)`),
  ],
);
