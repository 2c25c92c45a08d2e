// Downline isolation of every Agent and Player call (and of their form data): another branch, the
// caller itself or its upline, an agent without the menu's flag (agent3 has neither create flag) all
// get 404; a caller the access table refuses (the clerk lacks MemberEdit, a member never) gets 403.
// Either way nothing changes: no user, account or audit row.
import { count } from 'drizzle-orm';
import { audits, userLocations, users } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  resource: string;
  query?: string;
  body?: unknown;
  locId?: string;
}

const NEW = { UserId: 'probe_new', UserName: 'Probe', Password: 'Probe12345', Credit: '1' };

/** Every Agent call aimed at `target` (an agent) whose parent is `parent`. */
function agentCalls(target: string, parent: string): Call[] {
  return [
    { method: 'GET', resource: 'agents/directDownLine', query: `UserId=${target}` },
    { method: 'GET', resource: 'agents/search', query: `UserId=${target}&txtSearch=` },
    { method: 'GET', resource: 'agents/profile', query: `UserId=${target}` },
    { method: 'POST', resource: 'agents', body: { ...NEW, ParentId: target } },
    { method: 'POST', resource: 'agents', query: 'Simple=true', body: { ...NEW, ParentId: target } },
    { method: 'PUT', resource: 'agents', body: { UserId: target, UserName: 'Taken Over', EnablePlaceBet: false } },
    { method: 'PUT', resource: 'agents/position', body: { UserId: target, Share: 0, Commission: 0 } },
    { method: 'PUT', resource: 'agents/credit', body: { UserId: target, Credit: '0' } },
    { method: 'DELETE', resource: `agents/${parent}/${target}` },
    { method: 'GET', resource: 'profileEditFull', query: `UserId=${target}` },
    { method: 'GET', resource: 'profileTEditFull', query: `UserId=${target}`, locId: 'TT' },
    { method: 'GET', resource: 'profileNewFull', query: `ParentId=${target}` },
    { method: 'GET', resource: 'profileTNewFull', query: `ParentId=${target}`, locId: 'TT' },
  ];
}

/** Every Player call aimed at `target` (a member) whose parent is `parent`. */
function playerCalls(target: string, parent: string): Call[] {
  return [
    { method: 'GET', resource: 'players/directDownLine', query: `UserId=${parent}` },
    { method: 'GET', resource: 'players/profile', query: `UserId=${target}` },
    { method: 'POST', resource: 'players', body: { ...NEW, ParentId: parent } },
    { method: 'PUT', resource: 'players/update', body: { UserId: target, UserName: 'Taken Over', Credit: '0', EnablePlaceBet: false } },
    { method: 'DELETE', resource: `players/${parent}/${target}` },
    { method: 'GET', resource: 'profileEditFull', query: `UserId=${target}` },
    { method: 'GET', resource: 'profileNewFull', query: `Role=MEM&ParentId=${parent}` },
  ];
}

/** The calls that act on `target` itself (a list below it, or a new user under it, is not one). */
const onTarget = (calls: Call[]) =>
  calls.filter((call) => !/^(agents\/directDownLine|agents\/search|agents|profileT?NewFull)$/.test(call.resource));

/** The calls without a target: a caller without the right gets 404 even for its own downline. */
const GATED: Call[] = [
  { method: 'GET', resource: 'agents/directDownLine' },
  { method: 'GET', resource: 'agents/search', query: 'txtSearch=a' },
  { method: 'POST', resource: 'agents', body: NEW },
  { method: 'GET', resource: 'profileNewFull' },
];
const GATED_PLAYERS: Call[] = [
  { method: 'GET', resource: 'players/directDownLine' },
  { method: 'POST', resource: 'players', body: NEW },
  { method: 'GET', resource: 'profileNewFull', query: 'Role=MEM' },
];

const CASES: [string, Actor, Call[], 403 | 404][] = [
  ["agent1 on agent3's branch", 'agent1', [...agentCalls('agent3', 'admin'), ...playerCalls('member2', 'agent3')], 404],
  ["agent2 on agent3's branch", 'agent2', playerCalls('member2', 'agent3'), 404],
  ["agent3 on agent2's branch", 'agent3', [...agentCalls('agent2', 'agent1'), ...playerCalls('member1', 'agent2')], 404],
  ['agent3 (no create flag) on its own member', 'agent3', [...GATED, ...GATED_PLAYERS, ...playerCalls('member2', 'agent3')], 404],
  ['agent2 (no EnableCreateAgent) on the agent calls', 'agent2', [...GATED, ...agentCalls('agent2', 'agent1')], 404],
  ['agent1 on itself and its upline', 'agent1', [...onTarget(agentCalls('agent1', 'admin')), ...agentCalls('admin', 'admin')], 404],
  ['agent2 on itself', 'agent2', onTarget(playerCalls('agent2', 'agent1')), 404],
  ['member1 on itself and its agent', 'member1', [...GATED, ...GATED_PLAYERS, ...agentCalls('agent2', 'agent1'), ...playerCalls('member1', 'agent2')], 403],
  ['clerk (no MemberEdit)', 'clerk', [...GATED, ...GATED_PLAYERS, ...agentCalls('agent1', 'admin'), ...playerCalls('member1', 'agent2')], 403],
];

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);

  async function snapshot() {
    const [userRows, accounts, [auditCount]] = await Promise.all([
      platform.db.select().from(users),
      platform.db.select().from(userLocations),
      platform.db.select({ total: count() }).from(audits),
    ]);
    const sort = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
    return { users: sort(userRows), accounts: sort(accounts), audits: auditCount?.total };
  }

  test.each(CASES)('%s: every call is refused and nothing changes', async (_name, actor, calls, status) => {
    const before = await snapshot();
    for (const call of calls) {
      const path = scoped(call.resource, call.locId ?? 'SG', call.query ?? '');
      const answer = await sendJson<{ message: string }>(platform, call.method, path, call.body, tokens[actor]);
      if (answer.status !== status) throw new Error(`${actor} ${call.method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect(await snapshot()).toEqual(before);
  });

  test('a search never reaches another branch, and no list shows one', async () => {
    const search = async (actor: Actor, text: string) =>
      (await platform.get<{ UserId: string }[]>(scoped('agents/search', 'SG', `txtSearch=${text}`), tokens[actor])).body.map((row) => row.UserId);
    expect(await search('agent1', 'agent')).toEqual(['agent2']);
    expect(await search('agent1', 'three')).toEqual([]);
    const players = await platform.get<{ UserId: string }[]>(scoped('players/directDownLine'), tokens.agent2);
    expect(players.body.map((row) => row.UserId)).toEqual(['fresh1', 'member1', 'member3']);
  });

  test('the same calls within reach answer (the 404s above are about reach, not about the calls)', async () => {
    const reads = [...agentCalls('agent2', 'agent1'), ...playerCalls('member1', 'agent2'), ...agentCalls('agent1', 'admin').filter((call) => !onTarget([call]).length)]
      .filter((call) => call.method === 'GET' && !(call.resource.includes('NewFull') && call.query === 'ParentId=agent2'));
    for (const call of reads) {
      const path = scoped(call.resource, call.locId ?? 'SG', call.query ?? '');
      const answer = await platform.get(path, tokens.agent1);
      if (answer.status !== 200) throw new Error(`agent1 GET ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  });
});
