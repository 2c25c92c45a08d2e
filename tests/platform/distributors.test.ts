// Placing out (docs/decisions/placing-out.md): Out Setting 3's calls (outSetting6, distributors, rules,
// the outset job) need an ADMIN holding OutSet; Throw Number's (POST bet/throw, POST throw, DELETE
// bet/throws) any admin, at a 4D location only. A throw moves what the company holds of a number to a
// distributor: bet/throw shows it as the company's Out, the distributor's figures list it, and two
// throws at once never pass what the company holds.
import { and, eq } from 'drizzle-orm';
import { audits } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { newKey, openDraw, placeTicket } from './support/bets';
import { concurrencyTest, platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface Amounts {
  Big: string;
  Small: string;
  Unit: string;
}
interface Distributor {
  DistributorId: number;
  Name: string;
  Active: boolean;
  Partners: { Name: string; Phone: string }[];
}
interface PlacementRow {
  PlacementId: number;
  DistributorId: number;
  Number: string;
  Source: string;
  Placed: Amounts;
  Taken: Amounts;
}
interface OutRow {
  Number: string;
  ttBigIn: string;
  ttBigIntake: string;
  ttBigOut: string;
  ttSmallIntake: string;
  ttSmallOut: string;
}
interface Run {
  JobId: number;
  Status: string;
  Placed: number;
  Failures: { Number: string; Reason: string }[];
}

const cents = (money: string) => Math.round(Number(money) * 100);

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const raceTest = concurrencyTest(driver);
  const send = <T>(method: string, resource: string, body: unknown, token = tokens.admin, locId = 'SG') =>
    sendJson<T & { message?: string; field?: string }>(platform, method, scoped(resource, locId), body, token);
  const get = <T>(resource: string, token = tokens.admin, locId = 'SG', query = '') => platform.get<T>(scoped(resource, locId, query), token);

  async function makeDistributor(name: string, locId = 'SG') {
    const made = await send<{ Distributor: Distributor }>('POST', 'distributors', { Name: name, Contact: 'Mr Tan' }, tokens.admin, locId);
    expect(made.status).toBe(201);
    return made.body.Distributor;
  }
  /** Places a bet of member1 on the number of the open SG draw; answers the draw and what the company holds of the number. */
  async function betOn(number: string, big: string, small: string) {
    const draw = await openDraw(platform, tokens.member1);
    const placed = await placeTicket(platform, tokens.member1, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: number, Big: big, Small: small, Kind: 'ORDINARY' }] });
    expect(placed.status).toBe(201);
    return { drawId: draw.DrawId, row: await outRow(draw.DrawId, number) };
  }
  async function outRow(drawId: number, number: string): Promise<OutRow> {
    const out = await get<{ Items: OutRow[] }>('bet/throw', tokens.admin, 'SG', `DrawId=${drawId}&Number=${number}`);
    expect(out.status).toBe(200);
    const [row] = out.body.Items;
    if (!row) throw new Error(`${number} did not reach the company`);
    return row;
  }

  test('an admin with OutSet creates, edits, partners and deletes distributors; each change is audited', async () => {
    const made = await makeDistributor('North Books');
    expect(made).toMatchObject({ Name: 'North Books', Active: true, Partners: [] });
    expect(await send('POST', 'distributors', { Name: 'North Books' })).toMatchObject({ status: 409, body: { field: 'Name' } });
    expect(await send('POST', 'distributors', { Name: '  ' })).toMatchObject({ status: 400, body: { field: 'Name' } });
    expect(await send('POST', 'distributors', { Name: 'Bad\u0000name' })).toMatchObject({ status: 400 });
    const id = made.DistributorId;
    expect(await send('PUT', 'distributors', { DistributorId: id, Name: 'North Books 2', Remark: 'weekly', Active: false })).toMatchObject({
      status: 200,
      body: { Distributor: { Name: 'North Books 2', Remark: 'weekly', Active: false } },
    });
    const partners = [{ Name: 'Lim', Phone: '6598765432' }];
    expect(await send('PUT', `distributors/${id}/partners`, { Partners: partners })).toMatchObject({ status: 200, body: { Distributor: { Partners: partners } } });
    expect(await send('PUT', `distributors/${id}/partners`, { Partners: Array.from({ length: 21 }, () => partners[0]) })).toMatchObject({ status: 400 });
    expect(await get<Distributor>(`distributors/byId/${id}`)).toMatchObject({ status: 200, body: { Name: 'North Books 2', Partners: partners } });
    // Another location's distributor is not this one's.
    expect(await get(`distributors/byId/${id}`, tokens.admin, 'MG')).toMatchObject({ status: 404 });
    const list = await get<{ Items: Distributor[] }>('distributors/total');
    expect(list.body.Items.map((d) => d.DistributorId)).toContain(id);
    expect(await platform.request(scoped(`distributors/${id}`), { method: 'DELETE', headers: { authorization: `Bearer ${tokens.admin}` } })).toMatchObject({ status: 200, body: { Deleted: id } });
    expect(await get(`distributors/byId/${id}`)).toMatchObject({ status: 404 });
    const trail = await platform.db.select().from(audits).where(and(eq(audits.entityId, String(id))));
    expect(trail.map((row) => `${row.entity}:${row.action}`)).toEqual(expect.arrayContaining(['distributor:CREATE', 'distributor:UPDATE', 'distributorPartners:UPDATE', 'distributor:DELETE']));
  });

  test('the clerk (no OutSet), agents and members are refused Out Setting 3; throws are admins\' and 4D only', async () => {
    // The list is any admin's (Throw Number reads it); the rest of Out Setting 3 needs OutSet.
    expect((await get('distributors/total', tokens.clerk)).status).toBe(200);
    for (const token of [tokens.agent1, tokens.member1]) expect((await get('distributors/total', token)).status).toBe(403);
    for (const token of [tokens.clerk, tokens.agent1, tokens.member1]) {
      expect((await get('outSetting6', token)).status).toBe(403);
      expect((await send('POST', 'distributors', { Name: 'X' }, token)).status).toBe(403);
      expect((await send('PUT', 'distributors/rule/1/outset', { DrawId: 1 }, token)).status).toBe(403);
    }
    for (const token of [tokens.agent1, tokens.member1]) {
      expect((await send('POST', 'bet/throw', { DrawId: 1, DistributorId: 1, Items: [{ Number: '1234', Big: '1' }] }, token)).status).toBe(403);
      expect((await send('DELETE', 'bet/throws', { PlacementIds: [1] }, token)).status).toBe(403);
    }
    const tt = await openDraw(platform, tokens.member1, 'TT');
    const ttDistributor = await makeDistributor('Toto Partner', 'TT');
    expect(await send('POST', 'bet/throw', { DrawId: tt.DrawId, DistributorId: ttDistributor.DistributorId, Items: [{ Number: '1234', Big: '1' }] }, tokens.admin, 'TT')).toMatchObject({ status: 404 });
    expect(await send('POST', 'throw', { DrawId: tt.DrawId, DistributorId: ttDistributor.DistributorId, Numbers: ['1234'] }, tokens.admin, 'TT')).toMatchObject({ status: 404 });
  });

  test('a throw moves what the company holds to the distributor: Out, the distributor\'s figures, refusals, take back', async () => {
    const { drawId, row } = await betOn('4711', '40', '20');
    const heldBig = cents(row.ttBigIntake);
    expect(heldBig).toBeGreaterThan(0);
    const distributor = await makeDistributor('East Books');
    const id = distributor.DistributorId;
    const thrown = await send<{ Placed: PlacementRow[] }>('POST', 'bet/throw', { DrawId: drawId, DistributorId: id, Items: [{ Number: '4711', Big: '1.5' }] });
    expect(thrown).toMatchObject({ status: 201, body: { Placed: [{ Number: '4711', Source: 'THROW', Placed: { Big: '1.50', Small: '0.00' } }] } });
    const after = await outRow(drawId, '4711');
    expect(cents(after.ttBigIntake)).toBe(heldBig - 150);
    expect(cents(after.ttBigOut)).toBe(cents(row.ttBigOut) + 150);
    expect(after.ttBigIn).toBe(row.ttBigIn);
    // The strike report's out figures see it too: the company bears only what it still holds.
    const report = await get<{ Items: { Number: string; BigIntake: string; BigOut: string }[] }>('reportOutFull', tokens.admin, 'SG', `DrawId=${drawId}`);
    expect(report.status).toBe(200);
    expect(report.body.Items.find((item) => item.Number === '4711')).toMatchObject({ BigIntake: after.ttBigIntake, BigOut: after.ttBigOut });
    const figures = await get<{ Items: PlacementRow[]; Sum: Amounts }>(`distributors/users/${id}`, tokens.admin, 'SG', `DrawId=${drawId}`);
    expect(figures).toMatchObject({ status: 200, body: { Sum: { Big: '1.50', Small: '0.00' }, Items: [{ Number: '4711', Taken: { Big: '1.50' } }] } });
    const totals = await get<{ Items: (Distributor & { Taken: Amounts })[] }>('distributors/total', tokens.admin, 'SG', `DrawId=${drawId}`);
    expect(totals.body.Items.find((d) => d.DistributorId === id)?.Taken.Big).toBe('1.50');
    // More than the company still holds, a number it holds nothing of, a bad number: refused.
    const over = (heldBig - 150 + 1) / 100;
    expect(await send('POST', 'bet/throw', { DrawId: drawId, DistributorId: id, Items: [{ Number: '4711', Big: over.toFixed(2) }] })).toMatchObject({ status: 409, body: { field: 'Items' } });
    expect(await send('POST', 'bet/throw', { DrawId: drawId, DistributorId: id, Items: [{ Number: '0000', Big: '0.01' }] })).toMatchObject({ status: 409 });
    expect(await send('POST', 'bet/throw', { DrawId: drawId, DistributorId: id, Items: [{ Number: '12a4', Big: '1' }] })).toMatchObject({ status: 400 });
    expect(await send('POST', 'bet/throw', { DrawId: drawId, DistributorId: id, Items: [{ Number: '4711', Big: '-1' }] })).toMatchObject({ status: 400 });
    expect(await send('POST', 'bet/throw', { DrawId: drawId, DistributorId: 999999, Items: [{ Number: '4711', Big: '1' }] })).toMatchObject({ status: 404 });
    // A distributor holding throws is not deleted.
    expect(await platform.request(scoped(`distributors/${id}`), { method: 'DELETE', headers: { authorization: `Bearer ${tokens.admin}` } })).toMatchObject({ status: 409 });
    // POST throw: the rest of what the company holds of the number.
    const rest = await send<{ Placed: PlacementRow[] }>('POST', 'throw', { DrawId: drawId, DistributorId: id, Numbers: ['4711'] });
    expect(rest.status).toBe(201);
    const emptied = await outRow(drawId, '4711');
    expect(emptied.ttBigIntake).toBe('0.00');
    expect(emptied.ttSmallIntake).toBe('0.00');
    expect(await send('POST', 'throw', { DrawId: drawId, DistributorId: id, Numbers: ['4711'] })).toMatchObject({ status: 409 });
    // Taken back: the company holds it again.
    const ids = [thrown.body.Placed[0]?.PlacementId, rest.body.Placed[0]?.PlacementId];
    expect(await send('DELETE', 'bet/throws', { PlacementIds: [...ids, 999999] })).toMatchObject({ status: 404 });
    expect(await send('DELETE', 'bet/throws', { PlacementIds: ids })).toMatchObject({ status: 200, body: { Deleted: [...ids].sort((a, b) => (a ?? 0) - (b ?? 0)) } });
    expect((await outRow(drawId, '4711')).ttBigIntake).toBe(row.ttBigIntake);
    const trail = await platform.db.select().from(audits).where(eq(audits.entity, 'throw'));
    expect(trail.filter((a) => ids.map(String).includes(a.entityId)).map((a) => a.action).sort()).toEqual(['CREATE', 'CREATE', 'DELETE', 'DELETE']);
  });

  test('outSetting6 and the drawSetting tab: placing out off for a draw refuses throws and leaves the figures alone', async () => {
    const { drawId, row } = await betOn('4712', '33', '0');
    const distributor = await makeDistributor('West Books');
    const setting = await get<{ Enabled: boolean; CutOffMinutes: number; Draws: { DrawId: number; Applies: boolean }[] }>('outSetting6');
    expect(setting).toMatchObject({ status: 200, body: { Enabled: true, CutOffMinutes: 30 } });
    expect(setting.body.Draws.find((d) => d.DrawId === drawId)?.Applies).toBe(true);
    expect(await send('POST', 'outSetting6', { CutOffMinutes: 31 })).toMatchObject({ status: 400, body: { field: 'CutOffMinutes' } });
    expect(await send('POST', 'outSetting6', { Draws: [{ DrawId: 999999, Applies: false }] })).toMatchObject({ status: 404 });
    const thrown = await send<{ Placed: PlacementRow[] }>('POST', 'bet/throw', { DrawId: drawId, DistributorId: distributor.DistributorId, Items: [{ Number: '4712', Big: '1' }] });
    expect(thrown.status).toBe(201);
    const off = await send<{ Draws: { DrawId: number; Applies: boolean }[] }>('POST', 'outSetting6', { Draws: [{ DrawId: drawId, Applies: false }] });
    expect(off.body.Draws.find((d) => d.DrawId === drawId)?.Applies).toBe(false);
    expect((await outRow(drawId, '4712')).ttBigIntake).toBe(row.ttBigIntake);
    expect(await send('POST', 'bet/throw', { DrawId: drawId, DistributorId: distributor.DistributorId, Items: [{ Number: '4712', Big: '1' }] })).toMatchObject({ status: 409, body: { field: 'DrawId' } });
    await send('POST', 'outSetting6', { Draws: [{ DrawId: drawId, Applies: true }], Enabled: true, CutOffMinutes: 30 });
    expect(cents((await outRow(drawId, '4712')).ttBigIntake)).toBe(cents(row.ttBigIntake) - 100);
    await send('DELETE', 'bet/throws', { PlacementIds: [thrown.body.Placed[0]?.PlacementId] });
  });

  test('the outset job places the rule\'s share of what the company holds and names the numbers it could not place', async () => {
    const { drawId, row } = await betOn('4713', '35', '20');
    const distributor = await makeDistributor('Rule Books');
    const id = distributor.DistributorId;
    expect(await get(`distributors/rule/${id}`)).toMatchObject({ status: 200, body: { Percent: 0, Numbers: [] } });
    expect(await send('PUT', `distributors/rule/${id}`, { Numbers: ['01'], Percent: 50 })).toMatchObject({ status: 400 });
    expect(await send('PUT', `distributors/rule/${id}`, { Numbers: ['4713'], Percent: 101 })).toMatchObject({ status: 400, body: { field: 'Percent' } });
    const saved = await send('PUT', `distributors/rule/${id}`, { Numbers: ['4713', '9998'], Big: true, Small: false, Percent: 50, CapBig: '1000', CapSmall: '0' });
    expect(saved).toMatchObject({ status: 200, body: { Rule: { Numbers: ['4713', '9998'], Percent: 50, CapBig: '1000.00', Small: false } } });
    const started = await send<{ Run: Run; Started: boolean }>('PUT', `distributors/rule/${id}/outset`, { DrawId: drawId });
    expect(started).toMatchObject({ status: 201, body: { Started: true } });
    let run: Run | null = started.body.Run;
    for (let i = 0; i < 100 && run && run.Status !== 'DONE' && run.Status !== 'FAILED'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = (await get<{ Run: Run | null }>(`distributors/rule/${id}/outset/status`)).body.Run;
    }
    expect(run).toMatchObject({ Status: 'DONE', Placed: 1, Failures: [{ Number: '9998' }] });
    const expected = Math.floor(cents(row.ttBigIntake) / 2);
    const figures = await get<{ Items: PlacementRow[] }>(`distributors/users/${id}`, tokens.admin, 'SG', `DrawId=${drawId}`);
    expect(figures.body.Items).toEqual([expect.objectContaining({ Number: '4713', Source: 'RULE', Taken: { Big: (expected / 100).toFixed(2), Small: '0.00', Unit: '0.00' } })]);
    expect(cents((await outRow(drawId, '4713')).ttBigIntake)).toBe(cents(row.ttBigIntake) - expected);
    expect(await send('PUT', `distributors/rule/999999/outset`, { DrawId: drawId })).toMatchObject({ status: 404 });
  });

  raceTest('two throws at once never pass what the company holds of a number', async () => {
    const { drawId, row } = await betOn('4714', '31', '0');
    const distributor = await makeDistributor('Race Books');
    const body = { DrawId: drawId, DistributorId: distributor.DistributorId, Items: [{ Number: '4714', Big: row.ttBigIntake }] };
    const answers = await Promise.all([send('POST', 'bet/throw', body), send('POST', 'bet/throw', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await outRow(drawId, '4714')).ttBigIntake).toBe('0.00');
  });
});
