// Address allowlists for admin roles (docs/decisions/address-lists.md): one row per site host with
// a non-empty list; no row (or an empty list) admits every address.
import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const addressLists = pgTable('address_lists', {
  /** A host of sites/registry.json, lower case, without port. */
  siteHost: varchar('site_host', { length: 253 }).primaryKey(),
  /** Addresses and CIDR ranges, canonical (lib/contract/address-lists.ts). */
  entries: text('entries').array().notNull(),
  updatedBy: varchar('updated_by', { length: 32 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
