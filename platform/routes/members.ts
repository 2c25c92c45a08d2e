// GET {4d|tt}/checkMemberAccess/{id}, dMemberAllRole, tMemberAllRole, dMemberByRole, dMemberByShare,
// memberTree (each ?UserId=), bet/userIds, and GET and PUT priorityInTakes: the user tree as the
// signed-in user may see it (services/users/listings.ts), and a user's own eat limits (hierarchy/intakes.ts).
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
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { changeIntake, readIntake } from '../services/hierarchy/intakes';
import { reachableUser } from '../services/users/downline';
import { betUsers, memberTree, membersBelow, shareHoldersBelow, type ListingRequest } from '../services/users/listings';
import { hierarchyContext } from './agents';

const listing = (c: Context<ScopedEnv>, userId?: string): ListingRequest => ({
  db: c.var.deps.db,
  actor: c.var.session.user,
  locId: c.var.location.locId,
  ...(userId ? { userId } : {}),
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
    const { UserId } = parseQuery(c, memberListQuerySchema);
    return c.json(memberListSchema.parse(await membersBelow(listing(c, UserId))));
  })
  // dMemberAllRole's list for the TT game: the users holding any TT location (under 4d/ as under tt/).
  .get('/tMemberAllRole', async (c) => {
    const { UserId } = parseQuery(c, memberListQuerySchema);
    return c.json(memberListSchema.parse(await membersBelow(listing(c, UserId), { game: 'TT' })));
  })
  // dMemberAllRole's list of one role (AG or MEM).
  .get('/dMemberByRole', async (c) => {
    const { UserId, Role } = parseQuery(c, memberByRoleQuerySchema);
    return c.json(memberListSchema.parse(await membersBelow(listing(c, UserId), { role: Role })));
  })
  .get('/dMemberByShare', async (c) => {
    const { UserId } = parseQuery(c, memberListQuerySchema);
    return c.json(memberShareListSchema.parse(await shareHoldersBelow(listing(c, UserId))));
  })
  .get('/memberTree', async (c) => {
    const { UserId } = parseQuery(c, memberListQuerySchema);
    return c.json(memberTreeSchema.parse(await memberTree(listing(c, UserId))));
  })
  .get('/bet/userIds', async (c) => c.json(betUserListSchema.parse(await betUsers(listing(c)))))
  .get('/priorityInTakes', async (c) => {
    const { UserId } = parseQuery(c, intakeQuerySchema);
    return c.json(intakeSchema.parse(await readIntake(hierarchyContext(c), UserId)));
  })
  .put('/priorityInTakes', smallBody('eat-limit'), async (c) => {
    const input = parseInput(intakeUpdateSchema, await readJson(c));
    return c.json(intakeSchema.parse(await changeIntake(hierarchyContext(c), input)));
  });
