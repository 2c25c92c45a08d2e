// The user tree as one signed-in user may see it (the rule of assertInDownline, applied to lists):
// an admin sees every user, an agent itself and its subtree, a member only itself.
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Game } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { userLocations, users } from '../../db/schema';
import type { UserRow } from './users';

const memberColumns = {
  userId: users.userId,
  userName: users.userName,
  role: users.role,
  rank: users.rank,
  parentId: users.parentId,
  aliasId: users.aliasId,
  enablePlaceBet: users.enablePlaceBet,
  disablePlaceBetAndFixedBet: users.disablePlaceBetAndFixedBet,
};
export type MemberRow = Pick<UserRow, keyof typeof memberColumns>;

/** Who a listing covers: every user, one user and everything below it, or one user alone. */
export type Scope = { all: true } | { subtree: string } | { only: string };

/**
 * What `actor` may list: from `root` (already checked with assertInDownline) when one is named,
 * otherwise from the actor itself; an admin without a root covers every user.
 */
export function scopeOf(actor: UserRow, root?: UserRow): Scope {
  if (actor.role === 'MEM') return { only: actor.userId };
  if (root) return { subtree: root.userId };
  return actor.role === 'ADMIN' ? { all: true } : { subtree: actor.userId };
}

function scopeCondition(scope: Scope): SQL | undefined {
  if ('all' in scope) return undefined;
  if ('only' in scope) return eq(users.userId, scope.only);
  // One recursive query instead of a walk per level. UNION (not UNION ALL) drops repeats, so even a
  // corrupt parent cycle ends.
  return sql`${users.userId} in (
    with recursive tree(user_id) as (
      select user_id from users where user_id = ${scope.subtree}
      union select u.user_id from users u inner join tree on u.parent_id = tree.user_id
    )
    select user_id from tree)`;
}

/** The users of the scope; with `locId`, only those holding an account in that location. */
export async function listUsers(db: Db, scope: Scope, locId?: string): Promise<MemberRow[]> {
  const inLocation = locId
    ? sql`exists (select 1 from user_locations ul where ul.user_id = ${users.userId} and ul.loc_id = ${locId})`
    : undefined;
  return db
    .select(memberColumns)
    .from(users)
    .where(and(scopeCondition(scope), inLocation));
}

/** The users of the scope holding an account in some location of the game (tMemberAllRole: TT). */
export async function listUsersOfGame(db: Db, scope: Scope, game: Game): Promise<MemberRow[]> {
  const inGame = sql`exists (select 1 from user_locations ul inner join locations l on l.loc_id = ul.loc_id
    where ul.user_id = ${users.userId} and l.game = ${game})`;
  return db
    .select(memberColumns)
    .from(users)
    .where(and(scopeCondition(scope), inGame));
}

export type ShareRow = MemberRow & { share: string; commission: string; tax: string };

/** The agents of the scope taking a share (above 0) of the location's win/loss, with their rates there. */
export async function listShareHolders(db: Db, scope: Scope, locId: string): Promise<ShareRow[]> {
  return db
    .select({ ...memberColumns, share: userLocations.share, commission: userLocations.commission, tax: userLocations.tax })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.userId), eq(userLocations.locId, locId)))
    .where(and(scopeCondition(scope), eq(users.role, 'AG'), gt(userLocations.share, '0')));
}

/** Code-point order: the same on every database collation. */
export function byUserId(a: Pick<MemberRow, 'userId'>, b: Pick<MemberRow, 'userId'>): number {
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/**
 * Depth-first order: each user right before its children, siblings by UserId. A user whose parent is
 * not in `rows` is a root (Level 0). Rows caught in a parent cycle are never reached and left out.
 */
export function treeOrder(rows: MemberRow[]): { row: MemberRow; level: number }[] {
  const ids = new Set(rows.map((row) => row.userId));
  const children = new Map<string | null, MemberRow[]>();
  for (const row of [...rows].sort(byUserId)) {
    const key = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    const siblings = children.get(key);
    if (siblings) siblings.push(row);
    else children.set(key, [row]);
  }
  const ordered: { row: MemberRow; level: number }[] = [];
  const stack = (children.get(null) ?? []).map((row) => ({ row, level: 0 })).reverse();
  for (let next = stack.pop(); next; next = stack.pop()) {
    ordered.push(next);
    const below = children.get(next.row.userId) ?? [];
    for (let i = below.length - 1; i >= 0; i--) stack.push({ row: below[i] as MemberRow, level: next.level + 1 });
  }
  return ordered;
}
