// TT's Limit Setting: the most stake a location takes per draw on one number, over one bet type or
// all (lib/domain/toto-limits.ts). Placement locks the rows of a submission's numbers (FOR UPDATE,
// in id order) before it sums the stakes already taken, so two placements cannot pass one together.
import { sql } from 'drizzle-orm';
import { char, check, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { money } from './common';
import { locationId, users } from './users';

export const totoLimits = pgTable(
  'toto_limits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locId: locationId(),
    /** 01 to 49. */
    number: char('number', { length: 2 }).notNull(),
    /** ALL, ORDINARY, SYSTEM or ROLL. */
    betType: varchar('bet_type', { length: 8 }).notNull(),
    amount: money('amount'),
    updatedBy: varchar('updated_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('toto_limits_loc_number_type').on(t.locId, t.number, t.betType),
    check('toto_limits_bet_type', sql`${t.betType} in ('ALL', 'ORDINARY', 'SYSTEM', 'ROLL')`),
    check('toto_limits_amount', sql`${t.amount} >= 0`),
  ],
);
