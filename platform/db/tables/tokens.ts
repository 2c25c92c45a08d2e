// API access tokens. Only the SHA-256 of the bearer token is stored, never the token itself.
import { char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { locations, users } from './users';

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The location chosen at sign-in; each request still names its own LocId. */
    locId: varchar('loc_id', { length: 8 })
      .notNull()
      .references(() => locations.locId),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** When the user agreed to the terms in this session (spec: terms are accepted once per session). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);
