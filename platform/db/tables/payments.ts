// Payments and the audit log. A payment moves a user's AccBal (and so its CreditLeft) in
// the same transaction that records it; AccBal is always the sum of the user's settlements and live
// payments of the location. Every change made through the platform writes an audit row.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money } from './common';
import { locationId, users } from './users';

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.userId),
    locId: locationId(),
    /** Signed: positive raises the user's AccBal (paid to its account), negative lowers it. */
    amount: money('amount'),
    type: varchar('type', { length: 16 }).notNull().default('PAYMENT'),
    remark: text('remark').notNull().default(''),
    createdBy: varchar('created_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: varchar('deleted_by', { length: 32 }).references(() => users.userId),
    /** The recorder's key of the request: a retried submission is recorded once. */
    requestKey: varchar('request_key', { length: 80 }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.locId, t.createdAt),
    uniqueIndex('payments_request_key').on(t.createdBy, t.requestKey).where(sql`${t.requestKey} is not null`),
    check('payments_amount_nonzero', sql`${t.amount} <> 0`),
    check('payments_deleted_marker', sql`(${t.deletedAt} is null) = (${t.deletedBy} is null)`),
  ],
);

export const audits = pgTable(
  'audits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: varchar('actor_id', { length: 32 })
      .notNull()
      .references(() => users.userId),
    at: createdAt(),
    /** What changed: a resource name such as 'agent', 'player', 'payment', 'permission', 'draw', 'result'. */
    entity: varchar('entity', { length: 32 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    /** The user the change concerns, when it concerns one (filters by user). */
    targetUserId: varchar('target_user_id', { length: 32 }),
    locId: varchar('loc_id', { length: 8 }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audits_at_idx').on(t.at),
    index('audits_actor_idx').on(t.actorId, t.at),
    index('audits_target_idx').on(t.targetUserId, t.at),
    check('audits_action', sql`${t.action} in ('CREATE', 'UPDATE', 'DELETE')`),
  ],
);
