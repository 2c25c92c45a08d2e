// SMS agents and subscriptions (docs/decisions/sms-subscriptions.md): admins add and delete the agents
// allowed to use SMS, and subscribe users of the location (with a registered mobile) to the result or
// strike notices. Every change is audited; agents and members get 403; another location sees none of it.
import { and, eq, inArray } from 'drizzle-orm';
import { audits, users } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface Agent {
  Id: number;
  UserId: string;
  UserName: string;
  Mobile: string;
}
interface Subscription {
  Id: number;
  UserId: string;
  Kind: 'RESULT' | 'STRIKE';
  Phone: string;
}
interface Candidate {
  UserId: string;
  Mobile: string;
  Kinds: string[];
}
interface Refusal {
  message: string;
  field?: string;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const agents = (token = tokens.admin, locId = 'SG') => platform.get<Agent[]>(scoped('getSMSAgent', locId), token);
  const addAgent = (userId: unknown, token = tokens.admin, locId = 'SG') => sendJson<Agent & Refusal>(platform, 'POST', scoped('addSMSAgent', locId), { UserId: userId }, token);
  const deleteAgent = (id: number | string, token = tokens.admin, locId = 'SG') => sendJson<{ Deleted: number[] } & Refusal>(platform, 'DELETE', scoped(`deleteSMSAgent/${id}`, locId), undefined, token);
  const results = (token = tokens.admin, locId = 'SG') => platform.get<Subscription[]>(scoped('mSMSSubscribeTree', locId), token);
  const strikes = (token = tokens.admin, locId = 'SG') => platform.get<Subscription[]>(scoped('mSMSSubscribeStrikeTree', locId), token);
  const candidates = (token = tokens.admin, locId = 'SG') => platform.get<Candidate[]>(scoped('dSMSSubscribeStrikeTree', locId), token);
  const byId = (id: number | string, token = tokens.admin, locId = 'SG') => platform.get<Subscription & Refusal>(scoped('SMSSubscribeById', locId, `Id=${id}`), token);
  const subscribe = (body: unknown, token = tokens.admin, locId = 'SG') => sendJson<{ Inserted: Subscription[] } & Refusal>(platform, 'POST', scoped('insertMultiSMSSubscribe', locId), body, token);
  const unsubscribe = (ids: unknown, token = tokens.admin, locId = 'SG') => sendJson<{ Deleted: number[] } & Refusal>(platform, 'DELETE', scoped('SMSSubscribe', locId), { Ids: ids }, token);

  beforeAll(async () => {
    await platform.db.update(users).set({ mobile: '6591110001' }).where(eq(users.userId, 'member1'));
    await platform.db.update(users).set({ mobile: '6591110003' }).where(eq(users.userId, 'agent1'));
  });

  test('an admin adds, lists and deletes SMS agents; each change is audited', async () => {
    const added = await addAgent('Agent1');
    expect(added).toMatchObject({ status: 201, body: { UserId: 'agent1', Mobile: '6591110003' } });
    expect((await agents()).body).toEqual([expect.objectContaining({ Id: added.body.Id, UserId: 'agent1' })]);
    expect((await agents(tokens.admin, 'MG')).body).toEqual([]);
    expect(await addAgent('agent1')).toMatchObject({ status: 409, body: { field: 'UserId' } });
    expect(await addAgent('member1')).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect(await addAgent('nobody')).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect(await addAgent('')).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect(await deleteAgent(added.body.Id, tokens.admin, 'MG')).toMatchObject({ status: 404 });
    expect(await deleteAgent(added.body.Id)).toMatchObject({ status: 200, body: { Deleted: [added.body.Id] } });
    expect(await deleteAgent(added.body.Id)).toMatchObject({ status: 404 });
    expect((await deleteAgent('abc')).status).toBe(400);
    expect((await agents()).body).toEqual([]);
    const rows = await platform.db.select().from(audits).where(and(eq(audits.entity, 'smsAgent'), eq(audits.entityId, String(added.body.Id))));
    expect(rows.map((row) => row.action).sort()).toEqual(['CREATE', 'DELETE']);
  });

  test('an admin subscribes users to result and strike notices with their mobile, once each, and removes them; audited', async () => {
    const made = await subscribe({ Kind: 'RESULT', UserIds: ['member1', 'AGENT1'] });
    expect(made.status).toBe(201);
    expect(made.body.Inserted.map((row) => [row.UserId, row.Kind, row.Phone])).toEqual([['agent1', 'RESULT', '6591110003'], ['member1', 'RESULT', '6591110001']]);
    expect((await subscribe({ Kind: 'RESULT', UserIds: ['member1'] })).body.Inserted).toEqual([]);
    const strike = await subscribe({ Kind: 'STRIKE', UserIds: ['member1'] });
    expect(strike.body.Inserted).toEqual([expect.objectContaining({ UserId: 'member1', Kind: 'STRIKE' })]);
    expect((await results()).body.map((row) => row.UserId)).toEqual(['agent1', 'member1']);
    expect((await strikes()).body.map((row) => row.UserId)).toEqual(['member1']);
    expect((await results(tokens.admin, 'MG')).body).toEqual([]);
    const member1 = (await candidates()).body.find((row) => row.UserId === 'member1');
    expect(member1).toEqual(expect.objectContaining({ Mobile: '6591110001', Kinds: ['RESULT', 'STRIKE'] }));
    const id = strike.body.Inserted[0]?.Id ?? 0;
    expect(await byId(id)).toMatchObject({ status: 200, body: { Id: id, Kind: 'STRIKE', Phone: '6591110001' } });
    expect((await byId(id, tokens.admin, 'MG')).status).toBe(404);
    expect((await byId('x')).status).toBe(400);
    const all = [...made.body.Inserted.map((row) => row.Id), id];
    expect(await unsubscribe([...all, 999999])).toMatchObject({ status: 404 });
    expect((await results()).body).toHaveLength(2);
    expect(await unsubscribe(all)).toMatchObject({ status: 200, body: { Deleted: [...all].sort((a, b) => a - b) } });
    expect((await results()).body).toEqual([]);
    const rows = await platform.db.select().from(audits).where(and(eq(audits.entity, 'smsSubscription'), inArray(audits.entityId, all.map(String))));
    expect(rows.map((row) => row.action).sort()).toEqual(['CREATE', 'CREATE', 'CREATE', 'DELETE', 'DELETE', 'DELETE']);
  });

  test('bad subscriptions are a 400 naming the field, and nothing is saved', async () => {
    expect(await subscribe({ Kind: 'RESULT', UserIds: ['member3'] })).toMatchObject({ status: 400, body: { field: 'UserIds', message: 'member3 has no registered mobile number.' } });
    expect(await subscribe({ Kind: 'RESULT', UserIds: ['nobody'] })).toMatchObject({ status: 400, body: { field: 'UserIds' } });
    expect(await subscribe({ Kind: 'BOTH', UserIds: ['member1'] })).toMatchObject({ status: 400, body: { field: 'Kind' } });
    expect(await subscribe({ Kind: 'RESULT', UserIds: [] })).toMatchObject({ status: 400, body: { field: 'UserIds' } });
    expect(await subscribe({ Kind: 'RESULT', UserIds: Array.from({ length: 101 }, (_, i) => `u${i}`) })).toMatchObject({ status: 400, body: { field: 'UserIds' } });
    expect(await subscribe({ Kind: 'RESULT', UserIds: ['member1\u0000'] })).toMatchObject({ status: 400 });
    expect(await unsubscribe([])).toMatchObject({ status: 400, body: { field: 'Ids' } });
    expect(await unsubscribe(['x'])).toMatchObject({ status: 400 });
    expect((await results()).body).toEqual([]);
  });

  test.each(['clerk', 'agent1', 'agent3', 'member1'] as const)('%s: admins only (the clerk is one), others get 403 and nothing changes', async (actor: Actor) => {
    const token = tokens[actor];
    if (actor === 'clerk') {
      expect((await agents(token)).status).toBe(200);
      return;
    }
    const refused = { status: 403, body: { message: 'This call is for admins only.' } };
    expect(await agents(token)).toMatchObject(refused);
    expect(await addAgent('agent1', token)).toMatchObject(refused);
    expect(await deleteAgent(1, token)).toMatchObject(refused);
    expect(await results(token)).toMatchObject(refused);
    expect(await strikes(token)).toMatchObject(refused);
    expect(await candidates(token)).toMatchObject(refused);
    expect(await byId(1, token)).toMatchObject(refused);
    expect(await subscribe({ Kind: 'RESULT', UserIds: ['member1'] }, token)).toMatchObject(refused);
    expect(await unsubscribe([1], token)).toMatchObject(refused);
    expect((await platform.db.select().from(audits).where(eq(audits.actorId, actor))).filter((row) => row.entity.startsWith('sms'))).toEqual([]);
  });
});
