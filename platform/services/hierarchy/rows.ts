// The rows of the Agent and Player lists (agents/directDownLine, agents/search, agents/profile,
// players/...): users with their account in one location, what their own downline holds there, and
// CreditLeft by the one rule of users/accounts.ts. Three queries, whatever the number of users.
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { downlineUserSchema, type DownlineUser } from '@/lib/contract/agents';
import { toMoney } from '@/lib/domain/money';
import { fromRateUnits, storedRateUnits } from '@/lib/domain/rate-choices';
import type { Db } from '../../db/client';
import { userLocations, users } from '../../db/schema';
import { creditLeftByUser } from '../users/accounts';
import { KIND_ROLE, type DownlineKind } from './access';
import { flagsOf } from './rules';
import type { UserRow } from '../users/users';

/** Which users a list holds. */
export type RowFilter =
  | { children: string }
  | { below: UserRow; search: string }
  | { userId: string };

/** Below the root (already checked to be in the caller's reach): its subtree without itself. */
function belowCondition(root: UserRow): SQL {
  return sql`${users.userId} in (
    with recursive tree(user_id) as (
      select user_id from users where parent_id = ${root.userId}
      union select u.user_id from users u inner join tree on u.parent_id = tree.user_id
    )
    select user_id from tree)`;
}

/** Escapes LIKE's wildcards, so a search for "a_b" matches only "a_b". */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function filterCondition(filter: RowFilter): SQL | undefined {
  if ('children' in filter) return eq(users.parentId, filter.children);
  if ('userId' in filter) return eq(users.userId, filter.userId);
  const text = filter.search.trim();
  const matches = text ? or(ilike(users.userId, likeText(text)), ilike(users.userName, likeText(text))) : undefined;
  return and(belowCondition(filter.below), matches);
}

/** A search answers at most this many rows (the first by UserId). */
export const SEARCH_LIMIT = 500;

/** The users of the kind the filter holds, with an account in the location, by UserId. */
export async function downlineRows(db: Db, kind: DownlineKind, locId: string, filter: RowFilter): Promise<DownlineUser[]> {
  const query = db
    .select({
      user: users,
      credit: userLocations.credit,
      accBal: userLocations.accBal,
      share: userLocations.share,
      commission: userLocations.commission,
      tax: userLocations.tax,
      downlineCredit: sql<string>`(select coalesce(sum(cl.credit), 0) from user_locations cl
        inner join users c on c.user_id = cl.user_id where c.parent_id = ${users.userId} and cl.loc_id = ${locId})`,
      downlines: sql<number>`(select count(*)::int from users d where d.parent_id = ${users.userId})`,
    })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.userId), eq(userLocations.locId, locId)))
    .where(and(eq(users.role, KIND_ROLE[kind]), filterCondition(filter)))
    .orderBy(asc(users.userId));
  const rows = 'search' in filter ? await query.limit(SEARCH_LIMIT) : await query;
  const left = await creditLeftByUser(db, rows.map((row) => row.user.userId), locId);
  return rows.map((row) => {
    const flags = flagsOf(row.user);
    return downlineUserSchema.parse({
      UserId: row.user.userId,
      UserName: row.user.userName,
      Role: row.user.role,
      ParentId: row.user.parentId,
      Rank: row.user.rank,
      LocId: locId,
      Credit: toMoney(row.credit),
      AccBal: toMoney(row.accBal),
      CreditLeft: left.get(row.user.userId) ?? toMoney(row.credit),
      DownlineCredit: toMoney(row.downlineCredit),
      Downlines: Number(row.downlines),
      Share: fromRateUnits(storedRateUnits(row.share)),
      Commission: fromRateUnits(storedRateUnits(row.commission)),
      Tax: fromRateUnits(storedRateUnits(row.tax)),
      ...flags,
      dEnableViewShareClaim: flags.dEnableViewShareClaim ? 1 : 0,
      updatePassword: row.user.updatePassword,
      CreatedDate: row.user.createdAt.toISOString(),
    });
  });
}

/** One user's row (the answer of profile calls and of every change); 404 is the caller's business. */
export async function downlineRow(db: Db, kind: DownlineKind, locId: string, userId: string): Promise<DownlineUser | undefined> {
  const [row] = await downlineRows(db, kind, locId, { userId });
  return row;
}
