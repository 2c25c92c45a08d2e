// Pay rates (docs/decisions/pay-rates.md): GET payRates (the rates in force), payRatesN / payRatesI /
// payRatesK, POST payRate, PUT payRate, PUT payRateDefault, DELETE payRate/{id}; the parent cap; who may
// call them (writes need DrawSetting: the clerk, agents and members are refused before the body is
// read; a Toto location answers 404); settlement and MaxPayout at the rate of the bettor's line, and a
// settled draw that a later change does not move.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import { audits, drawResults, draws, payRates, settlements, strikes } from '@/platform/db/schema';
import { settleDraw } from '@/platform/services/settlement/settle';
import { scoped, useActorTokens } from './support/actors';
import { drawsOf, newKey, placeTicket, type DrawItem } from './support/bets';
import { FIXED_NOW } from './support/database';
import { concurrencyTest, platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface Rate { PayRateId: number; UserId: string | null; BetKind: string; PermClass: number; Prize: string; Big: string; Small: string | null }
interface KindTable { BetKind: string; UserId: string | null; Defaults: Rate[]; Overrides: Rate[]; Caps: Rate[] }

const FOUR_D_ROWS = [
  ['FIRST', 1, '7311'], ['SECOND', 1, '1111'], ['THIRD', 1, '2222'],
  ...Array.from({ length: 10 }, (_, i) => ['STARTER', i + 1, `30${i}0`] as const),
  ...Array.from({ length: 10 }, (_, i) => ['CONSOLATION', i + 1, `40${i}0`] as const),
] as const;

async function storeResult(db: Db, drawId: number): Promise<void> {
  await db.insert(drawResults).values(FOUR_D_ROWS.map(([prize, position, number]) => ({ drawId, prize, position, number })));
  await db.update(draws).set({ status: 'RESULTED', resultAt: FIXED_NOW }).where(eq(draws.id, drawId));
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const post = (body: unknown, token = tokens.admin) => sendJson<Rate>(platform, 'POST', scoped('payRate'), body, token);
  const put = (body: unknown, token = tokens.admin) => sendJson<Rate>(platform, 'PUT', scoped('payRate'), body, token);
  const putDefault = (body: unknown, token = tokens.admin) => sendJson<Rate>(platform, 'PUT', scoped('payRateDefault'), body, token);
  const remove = (id: number, token = tokens.admin) => platform.request(scoped(`payRate/${id}`), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  const list = (call: string, query = '', token = tokens.admin) => platform.get<KindTable>(scoped(call, 'SG', query), token);
  const firstBig = (rows: Rate[]) => rows.find((row) => row.BetKind === 'ORDINARY' && row.Prize === 'FIRST')?.Big;
  const after = (draw: DrawItem) => new Date(Date.parse(draw.CloseDate) + 60_000);

  afterEach(async () => {
    await platform.db.delete(payRates).where(isNotNull(payRates.agentId));
  });

  test('payRatesN / I / K: the kind\'s defaults, an agent\'s overrides and its caps; payRates the rates in force', async () => {
    const n = await list('payRatesN');
    expect(n).toMatchObject({ status: 200, body: { BetKind: 'ORDINARY', UserId: null, Overrides: [], Caps: [] } });
    expect(n.body.Defaults.map((row) => `${row.Prize} ${row.Big} ${row.Small}`)).toEqual(['FIRST 2000.00 3000.00', 'SECOND 1000.00 2000.00', 'THIRD 490.00 800.00', 'STARTER 250.00 null', 'CONSOLATION 60.00 null']);
    expect((await list('payRatesI')).body.Defaults.map((row) => row.PermClass)).toEqual([...Array(5).fill(4), ...Array(5).fill(6), ...Array(5).fill(12), ...Array(5).fill(24)]);
    expect((await list('payRatesK')).body.BetKind).toBe('KBET');
    expect((await post({ UserId: 'agent1', BetKind: 'ORDINARY', PermClass: 0, Prize: 'FIRST', Big: '1900', Small: '2900.5' })).status).toBe(201);
    const agent2 = await list('payRatesN', 'UserId=agent2');
    expect(agent2.body).toMatchObject({ UserId: 'agent2', Overrides: [] });
    expect(firstBig(agent2.body.Caps)).toBe('1900.00');
    expect((await list('payRatesN', '', tokens.agent1)).body).toMatchObject({ UserId: 'agent1', Overrides: [{ Big: '1900.00', Small: '2900.50' }] });
    const inForce = await platform.get<Rate[]>(scoped('payRates'), tokens.member1);
    expect(firstBig(inForce.body)).toBe('1900.00');
    expect(firstBig((await platform.get<Rate[]>(scoped('payRates'), tokens.agent3)).body)).toBe('2000.00');
    expect(await list('payRatesN', 'UserId=agent1', tokens.agent3)).toMatchObject({ status: 404 });
  });

  test('create, edit and delete an override, each audited; the parent cap is checked by the field', async () => {
    const created = await post({ UserId: 'agent2', BetKind: 'ORDINARY', PermClass: 0, Prize: 'FIRST', Big: '1800', Small: '2800' });
    expect(created).toMatchObject({ status: 201, body: { UserId: 'agent2', Big: '1800.00', Small: '2800.00' } });
    const id = created.body.PayRateId;
    expect(await post({ UserId: 'agent2', BetKind: 'ORDINARY', PermClass: 0, Prize: 'FIRST', Big: '1', Small: null })).toMatchObject({ status: 409, body: { field: 'Prize' } });
    expect(await put({ PayRateId: id, Big: '2000.01', Small: '2800' })).toMatchObject({ status: 400, body: { field: 'Big', message: 'Big may be at most 2000.00, the rate of the default table.' } });
    expect(await put({ PayRateId: id, Big: '1700', Small: '2700' })).toMatchObject({ status: 200, body: { Big: '1700.00' } });
    // agent1 above may not go under its child's rate; agent2 may not go over agent1's.
    expect(await post({ UserId: 'agent1', BetKind: 'ORDINARY', PermClass: 0, Prize: 'FIRST', Big: '1600', Small: '3000' })).toMatchObject({ status: 409, body: { field: 'Big', message: "agent2's ORDINARY FIRST Big is 1700.00, over this rate: lower it first." } });
    expect((await post({ UserId: 'agent1', BetKind: 'ORDINARY', PermClass: 0, Prize: 'FIRST', Big: '1750', Small: '2750' })).status).toBe(201);
    expect(await put({ PayRateId: id, Big: '1700', Small: '2751' })).toMatchObject({ status: 400, body: { field: 'Small', message: 'Small may be at most 2750.00, the rate of agent1.' } });
    expect(await post({ UserId: 'agent3', BetKind: 'ORDINARY', PermClass: 0, Prize: 'STARTER', Big: '200', Small: '1' })).toMatchObject({ status: 400, body: { field: 'Small' } });
    expect(await post({ UserId: 'agent3', BetKind: 'IBET', PermClass: 0, Prize: 'FIRST', Big: '1', Small: null })).toMatchObject({ status: 400, body: { field: 'PermClass' } });
    expect(await post({ UserId: 'member1', BetKind: 'ORDINARY', PermClass: 0, Prize: 'FIRST', Big: '1', Small: null })).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect(await post({ UserId: 'agent3', BetKind: 'ORDINARY', PermClass: 0, Prize: 'FIRST', Big: '-1', Small: null })).toMatchObject({ status: 400, body: { field: 'Big' } });
    expect((await remove(id)).status).toBe(200);
    expect((await remove(id)).status).toBe(404);
    const trail = await platform.db.select().from(audits).where(eq(audits.entity, 'payRate')).orderBy(asc(audits.id));
    expect(trail.map((row) => row.action).slice(-4)).toEqual(['CREATE', 'UPDATE', 'CREATE', 'DELETE']);
  });

  test('a default cell may be edited, but not under an override, and not given a Small where it has none', async () => {
    const defaults = (await list('payRatesN')).body.Defaults;
    const first = defaults.find((row) => row.Prize === 'FIRST');
    const starter = defaults.find((row) => row.Prize === 'STARTER');
    if (!first || !starter) throw new Error('no defaults');
    expect((await post({ UserId: 'agent3', BetKind: 'ORDINARY', PermClass: 0, Prize: 'FIRST', Big: '1900', Small: '2900' })).status).toBe(201);
    expect(await putDefault({ PayRateId: first.PayRateId, Big: '1800', Small: '3000' })).toMatchObject({ status: 409, body: { field: 'Big' } });
    expect(await putDefault({ PayRateId: starter.PayRateId, Big: '250', Small: '5' })).toMatchObject({ status: 400, body: { field: 'Small' } });
    expect(await putDefault({ PayRateId: first.PayRateId, Big: '2100', Small: '3000' })).toMatchObject({ status: 200, body: { Big: '2100.00', UserId: null } });
    expect(await put({ PayRateId: first.PayRateId, Big: '2000', Small: '3000' })).toMatchObject({ status: 404 });
    expect((await putDefault({ PayRateId: first.PayRateId, Big: '2000', Small: '3000' })).status).toBe(200);
  });

  test('who may write: DrawSetting only (the clerk, agents and members are refused); a Toto location is 404', async () => {
    const body = { UserId: 'agent2', BetKind: 'ORDINARY', PermClass: 0, Prize: 'FIRST', Big: '1800', Small: '2800' };
    for (const actor of ['clerk', 'agent1', 'agent2', 'member1'] as const) {
      const refused = { status: 404, body: { message: 'Not found.' } };
      expect(await post(body, tokens[actor])).toMatchObject(refused);
      expect(await put({ PayRateId: 1, Big: '1', Small: null }, tokens[actor])).toMatchObject(refused);
      expect(await putDefault({ PayRateId: 1, Big: '1', Small: null }, tokens[actor])).toMatchObject(refused);
      expect(await remove(1, tokens[actor])).toMatchObject(refused);
    }
    expect(await sendJson(platform, 'POST', scoped('payRate', 'TT'), { ...body, Prize: 'FIRST' }, tokens.admin)).toMatchObject({ status: 404 });
    expect(await platform.get(scoped('payRatesN', 'TT'), tokens.admin)).toMatchObject({ status: 404 });
    expect(await platform.db.select().from(payRates).where(isNotNull(payRates.agentId))).toEqual([]);
  });

  concurrencyTest(driver)('a parent lowering and its child raising at once cannot both pass the cap', async () => {
    const cell = { BetKind: 'ORDINARY', PermClass: 0, Prize: 'FIRST' };
    const parent = await post({ UserId: 'agent1', ...cell, Big: '1900', Small: '2900' });
    const child = await post({ UserId: 'agent2', ...cell, Big: '1700', Small: '2700' });
    const answers = await Promise.all([
      put({ PayRateId: parent.body.PayRateId, Big: '1750', Small: '2900' }),
      put({ PayRateId: child.body.PayRateId, Big: '1800', Small: '2700' }),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const rows = await platform.db.select().from(payRates).where(isNotNull(payRates.agentId));
    const bigOf = (agentId: string) => Number(rows.find((row) => row.agentId === agentId)?.big);
    expect(bigOf('agent2')).toBeLessThanOrEqual(bigOf('agent1'));
  });

  test('settlement pays the line\'s rate; a later change does not move a settled draw; MaxPayout uses the line\'s rate', async () => {
    const member1 = (drawId: number) => placeTicket(platform, tokens.agent2, { UserId: 'member1', DrawId: drawId, IdempotencyKey: newKey(), Bets: [{ Number: '7311', Big: '10', Kind: 'ORDINARY' }] });
    const open = (await drawsOf(platform, tokens.admin)).filter((d) => d.Status === 'OPEN');
    const [fresh, earlier] = open.slice(-2);
    if (!fresh || !earlier) throw new Error('two open draws needed');
    expect((await member1(earlier.DrawId)).status).toBe(201);
    await storeResult(platform.db, earlier.DrawId);
    await settleDraw(platform.db, earlier.DrawId, { now: after(earlier) });
    const firstOf = async (drawId: number) => (await platform.db.select().from(strikes).where(and(eq(strikes.drawId, drawId), eq(strikes.userId, 'member1'), eq(strikes.prize, 'FIRST'))))[0]?.total;
    const settledOf = async (drawId: number) => platform.db.select().from(settlements).where(eq(settlements.drawId, drawId)).orderBy(asc(settlements.userId));
    expect(await firstOf(earlier.DrawId)).toBe('20000.00');
    const before = await settledOf(earlier.DrawId);

    expect((await post({ UserId: 'agent2', BetKind: 'ORDINARY', PermClass: 0, Prize: 'FIRST', Big: '1800', Small: '2800' })).status).toBe(201);
    // MaxPayout: agent2 eats 5.00 Big of member1's 10.00 (seeded limit): 5 x 1800 for agent2, 5 x 1800 for the company.
    const draw = earlier;
    const throwOf = async (userId: string) => (await platform.get<{ Items: { Number: string; ttMaxPayout: string }[] }>(scoped('bet/throw', 'SG', `DrawId=${draw.DrawId}&UserId=${userId}`), tokens.admin)).body.Items[0]?.ttMaxPayout;
    expect(await throwOf('agent2')).toBe('9000.00');
    await platform.db.delete(payRates).where(isNotNull(payRates.agentId));
    expect(await throwOf('agent2')).toBe('10000.00');
    expect((await post({ UserId: 'agent2', BetKind: 'ORDINARY', PermClass: 0, Prize: 'FIRST', Big: '1800', Small: '2800' })).status).toBe(201);

    // The settled draw keeps its figures; settling a draw after the change pays 1800.
    expect(await firstOf(earlier.DrawId)).toBe('20000.00');
    expect(await settledOf(earlier.DrawId)).toEqual(before);
    expect((await member1(fresh.DrawId)).status).toBe(201);
    await storeResult(platform.db, fresh.DrawId);
    await settleDraw(platform.db, fresh.DrawId, { now: after(fresh) });
    expect(await firstOf(fresh.DrawId)).toBe('18000.00');
    expect(await firstOf(earlier.DrawId)).toBe('20000.00');
  });
});
