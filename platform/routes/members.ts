// GET {4d|tt}/checkMemberAccess/{id}, dMemberAllRole?UserId=, memberTree?UserId= and bet/userIds:
// the user tree as the signed-in user may see it (services/members.ts).
import { Hono } from 'hono';
import {
  betUserListSchema,
  memberAccessParamsSchema,
  memberAccessSchema,
  memberListQuerySchema,
  memberListSchema,
  memberTreeSchema,
} from '@/lib/contract/members';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery } from '../http/parse';
import { creditLeftByUser } from '../services/accounts';
import { assertInDownline, reachableUser } from '../services/downline';
import { byUserId, listUsers, scopeOf, treeOrder, type MemberRow } from '../services/members';

const userFields = (row: MemberRow) => ({
  UserId: row.userId,
  UserName: row.userName,
  Role: row.role,
  ParentId: row.parentId,
});

export const memberRoutes = new Hono<ScopedEnv>()
  // The guard's question has a yes/no answer: another branch and an unknown id are both false, not 404.
  .get('/checkMemberAccess/:id', async (c) => {
    const { id } = parseInput(memberAccessParamsSchema, { id: c.req.param('id') });
    const target = await reachableUser(c.var.deps.db, c.var.session.user, id);
    return c.json(memberAccessSchema.parse({ success: target !== undefined }));
  })
  // The users below the root (the caller, or UserId), every role, holding the request's location.
  .get('/dMemberAllRole', async (c) => {
    const { db } = c.var.deps;
    const actor = c.var.session.user;
    const { UserId } = parseQuery(c, memberListQuerySchema);
    const root = UserId ? await assertInDownline(db, actor, UserId) : undefined;
    const rows = await listUsers(db, scopeOf(actor, root), c.var.location.locId);
    const below = rows.filter((row) => row.userId !== (root ?? actor).userId);
    below.sort((a, b) => a.rank - b.rank || byUserId(a, b));
    return c.json(memberListSchema.parse(below.map((row) => ({ ...userFields(row), Rank: row.rank, AliasId: row.aliasId }))));
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
  });
