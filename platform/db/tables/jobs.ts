// Background jobs (docs/product.md#states-and-transitions: long-running processes polled through status calls): upload
// processing now, result insertion and bin jobs later. A job is a kind, a subject (e.g. a file id),
// its parameters and the user who started it; the runner (services/jobs/runner.ts) stores its progress and
// result here, so any request can poll it and a job cut off by a restart can be run again.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common';
import { locations, users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Which handler runs it, e.g. 'files.process'. */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** What it works on (for 'files.process' the file id); null when the job has no subject. */
    subjectId: integer('subject_id'),
    /** Who started it: the handler acts with this user's rights. */
    ownerId: varchar('owner_id', { length: 32 })
      .notNull()
      .references(() => users.userId),
    locId: varchar('loc_id', { length: 8 }).references(() => locations.locId),
    /** The handler's input (JSON). */
    params: jsonb('params').notNull().default({}),
    status: varchar('status', { length: 8 }).notNull().default('QUEUED'),
    progress: smallint('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    /** The handler's answer so far (JSON), complete once DONE. */
    result: jsonb('result'),
    /** FAILED: a message for the user (never a stack). */
    error: text('error'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    /** Written after every chunk: a RUNNING job whose heartbeat stopped was cut off and may be run again. */
    heartbeatAt: at('heartbeat_at'),
    /**
     * How many times a process claimed it to run (services/jobs/runner.ts): 1 unless it was cut off and
     * resumed, so several instances polling one database show here whether a job ran once.
     */
    claims: integer('claims').notNull().default(0),
    /** The process that claimed it last: its host name and process id. */
    claimedBy: varchar('claimed_by', { length: 96 }),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('jobs_kind_subject_idx').on(t.kind, t.subjectId),
    check('jobs_status', sql`${t.status} in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')`),
    check('jobs_progress', sql`${t.progress} between 0 and 100 and ${t.processed} >= 0 and ${t.total} >= 0`),
  ],
);
