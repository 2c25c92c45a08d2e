// Two-factor sign-in (TOTP, docs/decisions/two-factor.md): a user's secret (encrypted at rest), its
// one-time recovery codes (hashed) and the short-lived sign-in challenges (hashed, single use).
import { bigint, char, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { ownerId } from './users';

export const twoFactors = pgTable('two_factors', {
  userId: ownerId().primaryKey(),
  /** AES-256-GCM of the base32 secret: iv.tag.ciphertext, base64url each. */
  secretSealed: text('secret_sealed').notNull(),
  /** Null until a code confirmed the secret: an unconfirmed secret does not guard sign-in. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  /** The last 30-second step a code was accepted for; a code of that step or earlier is refused. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: ownerId(),
    /** SHA-256 of the code (ten random bytes each: no slow hash needed). */
    codeHash: char('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('two_factor_recovery_user_idx').on(t.userId)],
);

export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    challengeHash: char('challenge_hash', { length: 64 }).notNull().unique(),
    userId: ownerId(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** Wrong codes typed against this challenge; at the limit it is spent. */
    failures: smallint('failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);
