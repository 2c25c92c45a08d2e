// Uploaded bet files. The bytes are kept in the row (bytea), never on a path: the client's file name
// is stored only to be shown. `jobId` is the file's processing job (services/jobs/runner.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { jobs } from './jobs';
import { locationId, users } from './users';

/** PostgreSQL bytea as a Uint8Array (node-postgres answers a Buffer, PGlite a Uint8Array: both are). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locId: locationId(),
    /** The member the bets are for. */
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => users.userId),
    createdBy: varchar('created_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    /** As the client named it: shown, never used as a path. */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    format: varchar('format', { length: 3 }).notNull(),
    /** The format of the bets inside (an LZH archive: its member's). */
    contentFormat: varchar('content_format', { length: 3 }).notNull(),
    size: integer('size').notNull(),
    content: bytes('content').notNull(),
    araCode: varchar('ara_code', { length: 20 }).notNull(),
    remarks: varchar('remarks', { length: 200 }).notNull().default(''),
    strictNumber: boolean('strict_number').notNull().default(true),
    acceptDecimals: boolean('accept_decimals').notNull().default(false),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_loc_user_idx').on(t.locId, t.userId),
    check('files_format', sql`${t.format} in ('ARA', 'TTT', 'DBF', 'LZH')`),
    check('files_content_format', sql`${t.contentFormat} in ('ARA', 'TTT', 'DBF')`),
    check('files_size', sql`${t.size} >= 0`),
  ],
);
