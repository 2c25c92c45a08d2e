// Who may use the Agent and Player calls, and on whom. The calls are the Agent and Player
// menus of docs/product.md#roles-and-permissions. The access table admits agents, and admins holding '*' or MemberEdit (the
// catalogue's "Edit agents and members"; AdminEdit is about admin accounts and permissions), and
// refuses anyone else with 403. Here, the agent's own flag: EnableCreateAgent (agents) or
// EnableCreateDownline (players); an agent without it gets 404, as for any object out of reach, and
// nothing changes. The users a caller works on are strictly below it.
import type { Db } from '../../db/client';
import { PlatformError } from '../../errors';
import { companyOf } from '../bets/share';
import { reachableUser, USER_NOT_FOUND } from '../users/downline';
import type { LocationRow } from '../users/locations';
import type { UserRow } from '../users/users';

export type DownlineKind = 'agent' | 'player';

/** What every Agent and Player call works with: the caller, the request's location and the clock. */
export interface HierarchyContext {
  db: Db;
  actor: UserRow;
  location: LocationRow;
  now: Date;
}

/** The role of the users each kind of call manages. */
export const KIND_ROLE = { agent: 'AG', player: 'MEM' } as const satisfies Record<DownlineKind, UserRow['role']>;

/** The kind in messages. */
export const KIND_LABEL = { agent: 'Agent', player: 'Player' } as const satisfies Record<DownlineKind, string>;

/** Whether a user may hold users of the kind below it: the company always, an agent with the create flag. */
export function mayHold(user: UserRow, kind: DownlineKind): boolean {
  if (user.role === 'ADMIN') return user.parentId === null;
  if (user.role !== 'AG') return false;
  return kind === 'agent' ? user.enableCreateAgent : user.enableCreateDownline;
}

/** 404 unless the caller (admitted by the access table) may use the calls of the kind: an agent needs the kind's flag. */
export function assertManager(actor: UserRow, kind: DownlineKind): void {
  if (actor.role !== 'ADMIN' && !mayHold(actor, kind)) throw PlatformError.notFound();
}

/** The user whose direct downline a call works on by default: the caller, or for an admin the company above it. */
export async function defaultRoot(db: Db, actor: UserRow): Promise<UserRow> {
  return actor.role === 'ADMIN' ? companyOf(db, actor) : actor;
}

/** UserId when it is in the caller's reach (404 otherwise), else the default root. */
export async function rootOf(db: Db, actor: UserRow, userId: string | undefined): Promise<UserRow> {
  if (userId === undefined) return defaultRoot(db, actor);
  const root = await reachableUser(db, actor, userId);
  if (!root) throw PlatformError.notFound(USER_NOT_FOUND);
  return root;
}

/**
 * A user of the kind strictly below the caller: in reach, not the caller itself, of the kind's role.
 * Anything else (another branch, an unknown id, the wrong role) is the same 404.
 */
export async function managedUser(db: Db, actor: UserRow, userId: string, kind: DownlineKind): Promise<UserRow> {
  const target = userId === actor.userId ? undefined : await reachableUser(db, actor, userId);
  if (!target || target.role !== KIND_ROLE[kind]) throw PlatformError.notFound(`${KIND_LABEL[kind]} not found.`);
  return target;
}

/**
 * The parent of a new user: ParentId when it is in reach and may hold users of the kind (404 out of
 * reach, 400 when it may not hold them), else the default root, which must be able to hold them too.
 */
export async function newParentOf(db: Db, actor: UserRow, parentId: string | undefined, kind: DownlineKind): Promise<UserRow> {
  const parent = await rootOf(db, actor, parentId);
  if (!mayHold(parent, kind)) {
    const what = kind === 'agent' ? 'agents' : 'players';
    throw PlatformError.badRequest(`${parent.userId} may not have ${what} below it.`, 'ParentId');
  }
  return parent;
}
