// API access tokens, one per sign-in: the server-side session record (docs/decisions/sessions.md).
// Only the SHA-256 of the bearer token is stored, never the token itself.
import { boolean, char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { locationId, ownerId } from './users';

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: ownerId(),
    /** The location chosen at sign-in; each request still names its own LocId. */
    locId: locationId(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** When the user agreed to the terms in this session (spec: terms are accepted once per session). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
    /** The client of the sign-in, as the sign-in log keeps it (cut to the same lengths). */
    siteHost: varchar('site_host', { length: 253 }).notNull().default(''),
    address: varchar('address', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 256 }).notNull().default(''),
    /** The last request made with the token, kept to the minute: the idle timeout counts from it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Two-factor is required of the user and not set up yet: the token opens enrolment only. */
    twoFactorEnrolOnly: boolean('two_factor_enrol_only').notNull().default(false),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);
