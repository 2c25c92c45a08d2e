// Utilities' Backup ARA: per draw, how many backup files of its bets were made since the last reset
// (docs/decisions/utilities.md). POST backupARA adds one in the transaction that reads the bets;
// PUT resetUpdateCreateARA/{id} sets it back to 0.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { draws } from './draws';
import { users } from './users';

export const araBackups = pgTable(
  'ara_backups',
  {
    drawId: integer('draw_id')
      .primaryKey()
      .references(() => draws.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    updatedBy: varchar('updated_by', { length: 32 })
      .notNull()
      .references(() => users.userId),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('ara_backups_count', sql`${t.count} >= 0`)],
);
