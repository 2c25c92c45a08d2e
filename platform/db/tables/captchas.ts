// Issued captchas: the answer stays here, keyed by the SHA-256 of the random key the client holds
// (the x-token header). A row is deleted by its first check, right or wrong, or once expired.
import { char, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const captchas = pgTable(
  'captchas',
  {
    keyHash: char('key_hash', { length: 64 }).primaryKey(),
    answer: varchar('answer', { length: 32 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  // Issuing sweeps expired rows by this index.
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);
