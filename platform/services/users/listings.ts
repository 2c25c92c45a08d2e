// The user lists of the member calls (dMemberAllRole, tMemberAllRole, dMemberByRole, dMemberByShare,
// memberTree, bet/userIds): the tree below a root (UserId in the caller's reach, else 404; or the
// caller) as the contract answers it. The rule of who sees whom is members.ts's.
import type { BetUser, Member, MemberShare, MemberTreeNode } from '@/lib/contract/members';
import type { Game } from '@/lib/contract/common';
import { fromRateUnits, storedRateUnits } from '@/lib/domain/rate-choices';
import type { Db } from '../../db/client';
import { creditLeftByUser } from './accounts';
import { assertInDownline } from './downline';
import { byUserId, listShareHolders, listUsers, listUsersOfGame, scopeOf, treeOrder, type MemberRow } from './members';
import type { UserRow } from './users';

export interface ListingRequest {
  db: Db;
  actor: UserRow;
  locId: string;
  /** The root of the list: a user of the caller's reach (else 404); the caller when absent. */
  userId?: string;
}

const userFields = (row: MemberRow) => ({ UserId: row.userId, UserName: row.userName, Role: row.role, ParentId: row.parentId });
const memberItem = (row: MemberRow): Member => ({ ...userFields(row), Rank: row.rank, AliasId: row.aliasId });

async function listingScope({ db, actor, userId }: ListingRequest) {
  const root = userId ? await assertInDownline(db, actor, userId) : undefined;
  return { root: root ?? actor, scope: scopeOf(actor, root) };
}

/** The users below the root, by Rank then UserId. */
function below(rows: MemberRow[], root: UserRow): MemberRow[] {
  return rows.filter((row) => row.userId !== root.userId).sort((a, b) => a.rank - b.rank || byUserId(a, b));
}

/** dMemberAllRole (every role holding the location), dMemberByRole (one role) and tMemberAllRole (holding any location of the game). */
export async function membersBelow(request: ListingRequest, filter: { role?: 'AG' | 'MEM'; game?: Game } = {}): Promise<Member[]> {
  const { root, scope } = await listingScope(request);
  const rows = filter.game ? await listUsersOfGame(request.db, scope, filter.game) : await listUsers(request.db, scope, request.locId);
  return below(rows, root)
    .filter((row) => filter.role === undefined || row.role === filter.role)
    .map(memberItem);
}

/** dMemberByShare: the agents below the root taking a share (above 0) of the location's win/loss, the largest share first. */
export async function shareHoldersBelow(request: ListingRequest): Promise<MemberShare[]> {
  const { root, scope } = await listingScope(request);
  const rows = (await listShareHolders(request.db, scope, request.locId)).filter((row) => row.userId !== root.userId);
  const rate = (value: string) => fromRateUnits(storedRateUnits(value));
  rows.sort((a, b) => rate(b.share) - rate(a.share) || a.rank - b.rank || byUserId(a, b));
  return rows.map((row) => ({ ...memberItem(row), Share: rate(row.share), Commission: rate(row.commission), Tax: rate(row.tax) }));
}

/** memberTree: the root and everything below it as a flat depth-first list, whatever the location. */
export async function memberTree(request: ListingRequest): Promise<MemberTreeNode[]> {
  const root = request.userId ? await assertInDownline(request.db, request.actor, request.userId) : undefined;
  const nodes = treeOrder(await listUsers(request.db, scopeOf(request.actor, root)));
  return nodes.map(({ row, level }) => ({ ...userFields(row), Rank: row.rank, Level: level }));
}

/**
 * bet/userIds: whom bets may be placed for or searched by: the caller when its account holds bets,
 * then the members it reaches, holding the location, each member with its CreditLeft there.
 */
export async function betUsers({ db, actor, locId }: ListingRequest): Promise<BetUser[]> {
  const rows = await listUsers(db, scopeOf(actor), locId);
  const self = rows.filter((row) => row.userId === actor.userId && row.enablePlaceBet);
  const members = rows.filter((row) => row.role === 'MEM' && row.userId !== actor.userId).sort(byUserId);
  const listed = [...self, ...members];
  const credit = await creditLeftByUser(db, listed.filter((row) => row.role === 'MEM').map((row) => row.userId), locId);
  return listed.map((row) => ({
    ...userFields(row),
    CanPlaceBet: row.role === 'MEM' && row.enablePlaceBet && !row.disablePlaceBetAndFixedBet,
    ...(credit.has(row.userId) ? { CreditLeft: credit.get(row.userId) } : {}),
  }));
}
