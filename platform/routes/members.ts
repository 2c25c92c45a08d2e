// GET {4d|tt}/checkMemberAccess/{id}, dMemberAllRole, tMemberAllRole, dMemberByRole, dMemberByShare,
// memberTree (each ?UserId=), bet/userIds, and GET and PUT priorityInTakes: the user tree as the
// signed-in user may see it (services/users/members.ts), and a user's own eat limits (hierarchy/intakes.ts).
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  betUserListSchema,
  intakeQuerySchema,
  intakeSchema,
  intakeUpdateSchema,
  memberAccessParamsSchema,
  memberAccessSchema,
  memberByRoleQuerySchema,
  memberListQuerySchema,
  memberListSchema,
  memberShareListSchema,
  memberTreeSchema,
} from '@/lib/contract/members';
import { fromRateUnits, storedRateUnits } from '@/lib/domain/rate-choices';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { creditLeftByUser } from '../services/users/accounts';
import { assertInDownline, reachableUser } from '../services/users/downline';
import { changeIntake, readIntake } from '../services/hierarchy/intakes';
import { byUserId, listShareHolders, listUsers, listUsersOfGame, scopeOf, treeOrder, type MemberRow } from '../services/users/members';
import type { UserRow } from '../services/users/users';
import { hierarchyContext } from './agents';

const userFields = (row: MemberRow) => ({
  UserId: row.userId,
  UserName: row.userName,
  Role: row.role,
  ParentId: row.parentId,
});

/** The users below the root (UserId in reach, else the caller), by Rank then UserId. */
function below(rows: MemberRow[], root: UserRow): MemberRow[] {
  return rows.filter((row) => row.userId !== root.userId).sort((a, b) => a.rank - b.rank || byUserId(a, b));
}

const memberItem = (row: MemberRow) => ({ ...userFields(row), Rank: row.rank, AliasId: row.aliasId });

/** The root of a listing and its scope: UserId (404 outside the caller's reach) or the caller. */
async function listingScope(c: Context<ScopedEnv>, userId: string | undefined) {
  const { db } = c.var.deps;
  const actor = c.var.session.user;
  const root = userId ? await assertInDownline(db, actor, userId) : undefined;
  return { root: root ?? actor, scope: scopeOf(actor, root) };
}

export const memberRoutes = new Hono<ScopedEnv>()
  // The guard's question has a yes/no answer: another branch and an unknown id are both false, not 404.
  .get('/checkMemberAccess/:id', async (c) => {
    const { id } = parseInput(memberAccessParamsSchema, { id: c.req.param('id') });
    const target = await reachableUser(c.var.deps.db, c.var.session.user, id);
    return c.json(memberAccessSchema.parse({ success: target !== undefined }));
  })
  // The users below the root (the caller, or UserId), every role, holding the request's location.
  .get('/dMemberAllRole', async (c) => {
    const { root, scope } = await listingScope(c, parseQuery(c, memberListQuerySchema).UserId);
    const rows = await listUsers(c.var.deps.db, scope, c.var.location.locId);
    return c.json(memberListSchema.parse(below(rows, root).map(memberItem)));
  })
  // dMemberAllRole's list for the TT game: the users holding any TT location (under 4d/ as under tt/).
  .get('/tMemberAllRole', async (c) => {
    const { root, scope } = await listingScope(c, parseQuery(c, memberListQuerySchema).UserId);
    const rows = await listUsersOfGame(c.var.deps.db, scope, 'TT');
    return c.json(memberListSchema.parse(below(rows, root).map(memberItem)));
  })
  // dMemberAllRole's list of one role (AG or MEM).
  .get('/dMemberByRole', async (c) => {
    const query = parseQuery(c, memberByRoleQuerySchema);
    const { root, scope } = await listingScope(c, query.UserId);
    const rows = await listUsers(c.var.deps.db, scope, c.var.location.locId);
    return c.json(memberListSchema.parse(below(rows, root).filter((row) => row.role === query.Role).map(memberItem)));
  })
  // The agents below the root taking a share (above 0) of the location's win/loss, the largest share first.
  .get('/dMemberByShare', async (c) => {
    const { root, scope } = await listingScope(c, parseQuery(c, memberListQuerySchema).UserId);
    const rows = (await listShareHolders(c.var.deps.db, scope, c.var.location.locId)).filter((row) => row.userId !== root.userId);
    const rate = (value: string) => fromRateUnits(storedRateUnits(value));
    rows.sort((a, b) => rate(b.share) - rate(a.share) || a.rank - b.rank || byUserId(a, b));
    const items = rows.map((row) => ({ ...memberItem(row), Share: rate(row.share), Commission: rate(row.commission), Tax: rate(row.tax) }));
    return c.json(memberShareListSchema.parse(items));
  })
  // The root and everything below it as a flat depth-first list; the tree's shape, whatever the location.
  .get('/memberTree', async (c) => {
    const { db } = c.var.deps;
    const actor = c.var.session.user;
    const { UserId } = parseQuery(c, memberListQuerySchema);
    const root = UserId ? await assertInDownline(db, actor, UserId) : undefined;
    const nodes = treeOrder(await listUsers(db, scopeOf(actor, root)));
    return c.json(memberTreeSchema.parse(nodes.map(({ row, level }) => ({ ...userFields(row), Rank: row.rank, Level: level }))));
  })
  // Whom bets may be placed for or searched by: the caller when its account holds bets, then the
  // members it reaches, holding the request's location, each member with its CreditLeft there.
  .get('/bet/userIds', async (c) => {
    const { db } = c.var.deps;
    const actor = c.var.session.user;
    const { locId } = c.var.location;
    const rows = await listUsers(db, scopeOf(actor), locId);
    const self = rows.filter((row) => row.userId === actor.userId && row.enablePlaceBet);
    const members = rows.filter((row) => row.role === 'MEM' && row.userId !== actor.userId).sort(byUserId);
    const listed = [...self, ...members];
    const credit = await creditLeftByUser(db, listed.filter((row) => row.role === 'MEM').map((row) => row.userId), locId);
    const items = listed.map((row) => ({
      ...userFields(row),
      CanPlaceBet: row.role === 'MEM' && row.enablePlaceBet && !row.disablePlaceBetAndFixedBet,
      ...(credit.has(row.userId) ? { CreditLeft: credit.get(row.userId) } : {}),
    }));
    return c.json(betUserListSchema.parse(items));
  })
  .get('/priorityInTakes', async (c) => {
    const { UserId } = parseQuery(c, intakeQuerySchema);
    return c.json(intakeSchema.parse(await readIntake(hierarchyContext(c), UserId)));
  })
  .put('/priorityInTakes', smallBody('eat-limit'), async (c) => {
    const input = parseInput(intakeUpdateSchema, await readJson(c));
    return c.json(intakeSchema.parse(await changeIntake(hierarchyContext(c), input)));
  });
