// Eat limits of the outset (docs/domain.md#house-rules): per user and location, the most a user keeps of each
// number's Big and Small stakes (4D) or TT units (Toto); the rest of what reaches it goes up. A user
// without a row eats nothing. The out-setting pages will edit these rows; until then the seed sets them.
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { money } from './common';
import { locations, users } from './users';

export const outsetLimits = pgTable(
  'outset_limits',
  {
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    locId: varchar('loc_id', { length: 8 })
      .notNull()
      .references(() => locations.locId),
    /** 4D: per number, of the Big and of the Small stakes. */
    big: money('big'),
    small: money('small'),
    /** Toto: per combination, of the TT units (the amount per combination). */
    unit: money('unit'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.locId] }),
    check('outset_limits_nonneg', sql`${t.big} >= 0 and ${t.small} >= 0 and ${t.unit} >= 0`),
  ],
);
