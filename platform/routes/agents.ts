// GET {4d|tt}/agents/directDownLine, agents/search, agents/profile; POST agents (?Simple=true for the
// short form); PUT agents (name, flags), agents/position (share, commission, tax), agents/credit;
// DELETE agents/{ParentId}/{UserId}. The Agent menu's calls: the caller needs EnableCreateAgent (an
// admin: MemberEdit or '*'), works only strictly below itself, and gets 404 for anything else
// (services/hierarchy-*.ts). Money and rates are those of the request's location.
import { Hono, type Context } from 'hono';
import {
  agentCreditSchema,
  agentPositionSchema,
  agentSearchQuerySchema,
  AGENT_FLAGS,
  createAgentQuerySchema,
  createAgentSchema,
  createAgentSimpleSchema,
  deleteParamsSchema,
  downLineQuerySchema,
  downlineProfileQuerySchema,
  downlineUserListSchema,
  downlineUserSchema,
  updateAgentSchema,
  type CreateAgentInput,
} from '@/lib/contract/agents';
import { successResponseSchema } from '@/lib/contract/auth';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { PlatformError } from '../errors';
import { assertManager, managedUser, rootOf, type DownlineKind, type HierarchyContext } from '../services/hierarchy/access';
import { createDownline, type AccountInput, type NewDownline } from '../services/hierarchy/create';
import { deleteDownline } from '../services/hierarchy/delete';
import { pickFlags } from '../services/hierarchy/rules';
import { downlineRow, downlineRows } from '../services/hierarchy/rows';
import { changeDownline } from '../services/hierarchy/update';

/** The context of an Agent or Player call. */
export function hierarchyContext(c: Context<ScopedEnv>): HierarchyContext {
  return { db: c.var.deps.db, actor: c.var.session.user, location: c.var.location, now: c.var.deps.now() };
}

/** The user's row after a change (it is in reach: the change just checked it). */
export async function changedRow(context: HierarchyContext, kind: DownlineKind, userId: string) {
  const row = await downlineRow(context.db, kind, context.location.locId, userId);
  if (!row) throw PlatformError.notFound();
  return downlineUserSchema.parse(row);
}

/** The request's location from the top-level fields, other locations from Locations (each once). */
function accountsOf(locId: string, input: CreateAgentInput): Map<string, AccountInput> {
  const { Credit, Share, Commission, Tax } = input;
  const accounts = new Map<string, AccountInput>([[locId, { Credit, Share, Commission, Tax }]]);
  for (const { LocId, ...account } of input.Locations ?? []) {
    if (accounts.has(LocId)) throw PlatformError.badRequest(`Location ${LocId} is given twice.`, 'Locations');
    accounts.set(LocId, account);
  }
  return accounts;
}

/** The body of POST agents: the short form sets credit only (in the request's location). */
function newAgent(locId: string, body: unknown, simple: boolean): Omit<NewDownline, 'kind'> {
  if (simple) {
    const input = parseInput(createAgentSimpleSchema, body);
    return { ...input, flags: {}, accounts: new Map([[locId, { Credit: input.Credit }]]) };
  }
  const input = parseInput(createAgentSchema, body);
  return { ...input, flags: pickFlags(AGENT_FLAGS, input), accounts: accountsOf(locId, input) };
}

export const agentRoutes = new Hono<ScopedEnv>()
  .get('/agents/directDownLine', async (c) => {
    const context = hierarchyContext(c);
    assertManager(context.actor, 'agent');
    const { UserId } = parseQuery(c, downLineQuerySchema);
    const root = await rootOf(context.db, context.actor, UserId);
    return c.json(downlineUserListSchema.parse(await downlineRows(context.db, 'agent', context.location.locId, { children: root.userId })));
  })
  .get('/agents/search', async (c) => {
    const context = hierarchyContext(c);
    assertManager(context.actor, 'agent');
    const { UserId, txtSearch } = parseQuery(c, agentSearchQuerySchema);
    const root = await rootOf(context.db, context.actor, UserId);
    const rows = await downlineRows(context.db, 'agent', context.location.locId, { below: root, search: txtSearch ?? '' });
    return c.json(downlineUserListSchema.parse(rows));
  })
  .get('/agents/profile', async (c) => {
    const context = hierarchyContext(c);
    assertManager(context.actor, 'agent');
    const { UserId } = parseQuery(c, downlineProfileQuerySchema);
    const target = await managedUser(context.db, context.actor, UserId, 'agent');
    return c.json(await changedRow(context, 'agent', target.userId));
  })
  .post('/agents', smallBody('agent'), async (c) => {
    const context = hierarchyContext(c);
    const { Simple } = parseQuery(c, createAgentQuerySchema);
    const input = newAgent(context.location.locId, await readJson(c), Simple ?? false);
    const userId = await createDownline(context, { kind: 'agent', ...input });
    return c.json(await changedRow(context, 'agent', userId), 201);
  })
  .put('/agents', smallBody('agent'), async (c) => {
    const context = hierarchyContext(c);
    const input = parseInput(updateAgentSchema, await readJson(c));
    await changeDownline(context, 'agent', input.UserId, { UserName: input.UserName, flags: pickFlags(AGENT_FLAGS, input) });
    return c.json(await changedRow(context, 'agent', input.UserId));
  })
  .put('/agents/position', smallBody('agent'), async (c) => {
    const context = hierarchyContext(c);
    const { UserId, ...rates } = parseInput(agentPositionSchema, await readJson(c));
    await changeDownline(context, 'agent', UserId, { rates });
    return c.json(await changedRow(context, 'agent', UserId));
  })
  .put('/agents/credit', smallBody('agent'), async (c) => {
    const context = hierarchyContext(c);
    const { UserId, Credit } = parseInput(agentCreditSchema, await readJson(c));
    await changeDownline(context, 'agent', UserId, { Credit });
    return c.json(await changedRow(context, 'agent', UserId));
  })
  .delete('/agents/:ParentId/:UserId', async (c) => {
    const { ParentId, UserId } = parseInput(deleteParamsSchema, c.req.param());
    const message = await deleteDownline(hierarchyContext(c), 'agent', ParentId, UserId);
    return c.json(successResponseSchema.parse({ success: true, message }));
  });
