// Eat limits of the outset (docs/domain.md#house-rules): per user and location, the most a user keeps of each
// number's Big and Small stakes (4D) or TT units (Toto); the rest of what reaches it goes up. A user
// without a row eats nothing. The out-setting pages will edit these rows; until then the seed sets them.
import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { money } from './common';
import { locationId, ownerId } from './users';

export const outsetLimits = pgTable(
  'outset_limits',
  {
    userId: ownerId(),
    locId: locationId(),
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

/**
 * Out Setting 2 (docs/decisions/outset.md): a user's own eat limit on one number (4D: the 4 digits;
 * Toto: the type and combination key of lib/domain/outset.ts totoKey), per kind. Where a row gives a
 * kind (not null), it wins over the user's default row of outset_limits for that number.
 */
export const outsetNumberLimits = pgTable(
  'outset_number_limits',
  {
    userId: ownerId(),
    locId: locationId(),
    number: varchar('number', { length: 40 }).notNull(),
    big: numeric('big', { precision: 14, scale: 2 }),
    small: numeric('small', { precision: 14, scale: 2 }),
    unit: numeric('unit', { precision: 14, scale: 2 }),
    updatedBy: varchar('updated_by', { length: 32 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.locId, t.number] }),
    check('outset_number_limits_nonneg', sql`coalesce(${t.big}, 0) >= 0 and coalesce(${t.small}, 0) >= 0 and coalesce(${t.unit}, 0) >= 0`),
  ],
);
