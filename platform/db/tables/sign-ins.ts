// The sign-in log (docs/decisions/sign-in-log.md): one row per sign-in attempt. The user id is kept as
// typed (an unknown id is logged too) and `user_id` is the account it named, if any: no foreign key,
// since the log outlives a deleted account.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { SIGN_IN_LIMITS, SIGN_IN_RESULTS } from '@/lib/contract/sign-in-log';
import { createdAt } from './common';

export const signInLog = pgTable(
  'sign_in_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    typedUserId: varchar('typed_user_id', { length: SIGN_IN_LIMITS.userId }).notNull(),
    /** The account the typed id named (its stored spelling), or null for an unknown id. */
    userId: varchar('user_id', { length: 32 }),
    result: varchar('result', { length: 16 }).notNull(),
    address: varchar('address', { length: SIGN_IN_LIMITS.address }).notNull(),
    userAgent: varchar('user_agent', { length: SIGN_IN_LIMITS.agent }).notNull(),
    siteHost: varchar('site_host', { length: SIGN_IN_LIMITS.host }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('sign_in_log_result', sql.raw(`"result" in (${SIGN_IN_RESULTS.map((result) => `'${result}'`).join(', ')})`)),
    index('sign_in_log_created_idx').on(t.createdAt),
    index('sign_in_log_typed_idx').on(sql`lower(${t.typedUserId})`, t.createdAt),
    index('sign_in_log_user_idx').on(t.userId, t.createdAt),
  ],
);
