// Fixed Setting and Fixed Process (docs/decisions/fixed-process.md): how the fixed bets of a location
// are placed on its new draws, and which draws have had their automatic run. A run itself is a row of
// `jobs` (kind 'fixed.process', subject the draw); what it placed or refused stays in fixed_bet_runs.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { draws } from './draws';
import { jobs } from './jobs';
import { locations, users } from './users';

/** One row per location once saved; a location without one uses the defaults of the contract. */
export const fixedSettings = pgTable(
  'fixed_settings',
  {
    locId: varchar('loc_id', { length: 8 })
      .primaryKey()
      .references(() => locations.locId),
    /**
     * Automatic runs on: a draw of `days` gets one run once it is the next draw of a fixed bet and
     * closes within `lead_hours` (null: no limit, as soon as it is next).
     */
    auto: boolean('auto').notNull(),
    leadHours: smallint('lead_hours'),
    /** The draw weekdays automatic runs cover: bit n for weekday n (0 = Sunday). */
    days: smallint('days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedBy: varchar('updated_by', { length: 32 }).references(() => users.userId),
  },
  (t) => [check('fixed_settings_lead', sql`${t.leadHours} is null or ${t.leadHours} between 0 and 168`), check('fixed_settings_days', sql`${t.days} between 1 and 127`)],
);

/** The automatic run of each draw: the primary key lets one instance of several start it. */
export const fixedAutoRuns = pgTable('fixed_auto_runs', {
  drawId: integer('draw_id')
    .primaryKey()
    .references(() => draws.id),
  jobId: integer('job_id')
    .notNull()
    .references(() => jobs.id),
  createdAt: createdAt(),
});
