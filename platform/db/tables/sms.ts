// The SMS menu's own data (docs/decisions/sms-subscriptions.md): the agents allowed to use SMS in a
// location, and who receives the result and strike notices. A subscription is a user, a location, a
// kind (RESULT or STRIKE) and the phone the notice goes to (the user's registered mobile when it was
// made, digits only). Sending (the outbox) is the messaging seam's.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { locationId, ownerId, users } from './users';

export const smsAgents = pgTable(
  'sms_agents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownerId(),
    locId: locationId(),
    createdBy: varchar('created_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [unique('sms_agents_user_loc').on(t.userId, t.locId)],
);

export const smsSubscriptions = pgTable(
  'sms_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownerId(),
    locId: locationId(),
    /** RESULT: the draw's result text; STRIKE: the subscriber's own wins. */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Country code and number, digits only (users.mobile's rule). */
    phone: varchar('phone', { length: 15 }).notNull(),
    createdBy: varchar('created_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sms_subscriptions_user_loc_kind').on(t.userId, t.locId, t.kind),
    index('sms_subscriptions_loc_kind_idx').on(t.locId, t.kind),
    check('sms_subscriptions_kind', sql`${t.kind} in ('RESULT', 'STRIKE')`),
    check('sms_subscriptions_phone', sql`${t.phone} ~ '^[1-9][0-9]{9,14}$'`),
  ],
);
