// A user's uplines: the parent of each user and of its parents, in one recursive query.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Deeper than any real tree; stops a corrupt parent cycle from looping. */
const MAX_DEPTH = 64;

export interface LineRow {
  userId: string;
  parentId: string | null;
  role: string;
}

/**
 * `userIds` and every upline of theirs, in one recursive query. UNION drops a row it has already
 * seen, so a corrupt parent cycle ends the walk instead of looping.
 */
export async function lineRows(db: Db, userIds: readonly string[]): Promise<LineRow[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  return db
    .select({ userId: users.userId, parentId: users.parentId, role: users.role })
    .from(users)
    .where(
      sql`${users.userId} in (
        with recursive line(user_id) as (
          select user_id from users where user_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
          union select u.parent_id from users u inner join line on u.user_id = line.user_id where u.parent_id is not null
        )
        select user_id from line)`,
    );
}

/** The parent of each of `userIds` and of their uplines (`lineRows`). */
export async function parentsOf(db: Db, userIds: readonly string[]): Promise<Map<string, string | null>> {
  return new Map((await lineRows(db, userIds)).map((row) => [row.userId, row.parentId]));
}

/** A user's uplines, parent first, from `parentsOf`. */
export function uplinesFrom(parents: ReadonlyMap<string, string | null>, userId: string): string[] {
  const line: string[] = [];
  for (let next = parents.get(userId) ?? null; next !== null && line.length < MAX_DEPTH; next = parents.get(next) ?? null) line.push(next);
  return line;
}

