// Bet Special and the bin-burst import over HTTP on both drivers: the settings (defaults, saved,
// audited, field errors, a target outside the tree), a generation run (hot numbers found from what
// reached the company, counter-bets placed through the ordinary placement for the target, each refused
// number named with the placement's reason: out of credit, then the closed draw; progress to 100 and
// never placed twice when polled again), the import (every bad line named and nothing saved, a good file
// saved and replaced, an open draw refused) and its payout (409 before the result, then priced at the
// default pay table). The gate: any admin (the spec names no permission for Bet Special; the clerk,
// without OutSet, may use it); agents and members 403; a TT location 404.
import { and, eq, isNull } from 'drizzle-orm';
import { audits, drawResults, draws, payRates, tickets } from '@/platform/db/schema';
import { jobEnd } from '@/platform/services/jobs/runner';
import { scoped, useActorTokens } from './support/actors';
import { newKey, placeTicket } from './support/bets';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform, type Platform } from './support/harness';

interface Settings {
  Setting1: { HotBig: string; HotSmall: string; MaxNumbers: number; UpdatedBy: string | null };
  Setting2: { TargetUserId: string | null; TargetUserName: string | null; Big: string; Small: string };
}
interface Run {
  JobId: number;
  Status: string;
  Progress: number;
  Message: string | null;
  Result: {
    Hot: number;
    Placed: { Number: string; InBig: string; TicketId: number; Big: string }[];
    Failures: { Number: string; InBig: string; Reason: string }[];
  } | null;
}
interface Problem { Line: number; Code: string; Reason: string }
interface Import { ImportId: number; DrawId: number; Lines: { Number: string; Big: string; Small: string }[]; TotalBig: string; TotalSmall: string; Payout: { Rows: { Prize: string; Number: string; Win: string }[]; Total: string } | null }

/** Sun 2025-04-20 18:00 GMT+8 plus a minute: Sunday's draw has closed, not resulted. */
const AFTER_SUNDAY_CLOSE = new Date('2025-04-20T10:01:00Z');
const SETTINGS = { HotBig: '100', HotSmall: '0', MaxNumbers: 5, TargetUserId: 'member2', Big: '700', Small: '0' };

async function drawId(platform: Platform, date: string): Promise<number> {
  const [row] = await platform.db.select({ id: draws.id }).from(draws).where(and(eq(draws.locId, 'SG'), eq(draws.drawDate, date)));
  if (!row) throw new Error(`no SG draw on ${date}`);
  return row.id;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const setting1 = (token = tokens.admin, locId = 'SG') => platform.get<Settings['Setting1']>(scoped('bet/getBetSpecialSetting1', locId), token);
  const setting2 = (token = tokens.admin, locId = 'SG') => platform.get<Settings['Setting2']>(scoped('bet/getBetSpecialSetting2', locId), token);
  const save = (body: unknown, token = tokens.admin, locId = 'SG') => sendJson<Settings & { field?: string }>(platform, 'PUT', scoped('bet/updateBetSpecialSetting', locId), body, token);
  const generate = (body: unknown, token = tokens.admin, locId = 'SG') => sendJson<Run & { message?: string }>(platform, 'PUT', scoped('bet/generateBetSpecial', locId), body, token);
  const status = (id: number | string, token = tokens.admin, locId = 'SG') => platform.get<Run>(scoped(`bet/generateBetSpecial/${id}/status`, locId), token);
  const importFile = (body: unknown, token = tokens.admin, locId = 'SG') =>
    sendJson<{ Saved: boolean; Import?: Import; Problems?: Problem[]; More?: number; field?: string }>(platform, 'POST', scoped('binBurstImport', locId), body, token);
  const importOf = (id: number, token = tokens.admin, locId = 'SG') => platform.get<{ Import: Import | null }>(scoped('binBurstImport', locId, `DrawId=${id}`), token);
  const admin = (token = tokens.admin, locId = 'SG') => platform.get<{ Imports: (Import & { PayoutTotal: string | null })[]; Draws: { DrawId: number }[] }>(scoped('binBurstImportAdmin', locId), token);
  const payout = (body: unknown, token = tokens.admin, locId = 'SG') => sendJson<Import & { message?: string }>(platform, 'PUT', scoped('generateBurstImportPayOut', locId), body, token);

  /** Starts a run and answers its status once finished. */
  async function run(id: number): Promise<Run> {
    const started = await generate({ DrawId: id });
    expect(started.status).toBe(201);
    await jobEnd(platform.db, started.body.JobId);
    const done = await status(started.body.JobId);
    expect(done.status).toBe(200);
    return done.body;
  }

  test('the clerk (an admin without OutSet) reads the settings: Bet Special is any admin\'s', async () => {
    expect(await setting1(tokens.clerk)).toMatchObject({ status: 200 });
    expect(await admin(tokens.clerk)).toMatchObject({ status: 200 });
  });

  test.each(['agent1', 'member1'] as const)('%s is refused every call before its body is read', async (actor) => {
    const refused = { status: 403, body: { message: 'This call is for admins only.' } };
    const token = tokens[actor];
    expect(await setting1(token)).toMatchObject(refused);
    expect(await setting2(token)).toMatchObject(refused);
    expect(await save({}, token)).toMatchObject(refused);
    expect(await generate({}, token)).toMatchObject(refused);
    expect(await status(1, token)).toMatchObject(refused);
    expect(await importFile({}, token)).toMatchObject(refused);
    expect(await importOf(1, token)).toMatchObject(refused);
    expect(await admin(token)).toMatchObject(refused);
    expect(await payout({}, token)).toMatchObject(refused);
  });

  test('under a TT location every call answers 404 (Bet Special is 4D only)', async () => {
    expect(await setting1(tokens.admin, 'TT')).toMatchObject({ status: 404 });
    expect(await setting2(tokens.admin, 'TT')).toMatchObject({ status: 404 });
    expect(await save(SETTINGS, tokens.admin, 'TT')).toMatchObject({ status: 404 });
    expect(await generate({ DrawId: 1 }, tokens.admin, 'TT')).toMatchObject({ status: 404 });
    expect(await status(1, tokens.admin, 'TT')).toMatchObject({ status: 404 });
    expect(await importFile({ DrawId: 1, FileName: 'a.csv', Text: '1234,1,1' }, tokens.admin, 'TT')).toMatchObject({ status: 404 });
    expect(await importOf(1, tokens.admin, 'TT')).toMatchObject({ status: 404 });
    expect(await admin(tokens.admin, 'TT')).toMatchObject({ status: 404 });
    expect(await payout({ DrawId: 1 }, tokens.admin, 'TT')).toMatchObject({ status: 404 });
  });

  test('the settings: defaults, saved and audited, field errors and a target outside the tree keep the saved ones', async () => {
    expect((await setting1()).body).toMatchObject({ LocId: 'SG', HotBig: '0.00', HotSmall: '0.00', MaxNumbers: 20, UpdatedBy: null });
    expect((await setting2()).body).toMatchObject({ TargetUserId: null, Big: '0.00', Small: '0.00' });
    expect(await generate({ DrawId: await drawId(platform, '2025-04-20') })).toMatchObject({ status: 409 });
    expect(await save({ ...SETTINGS, HotBig: '0', HotSmall: '0.00' })).toMatchObject({ status: 400, body: { field: 'HotBig' } });
    expect(await save({ ...SETTINGS, Big: '1.234' })).toMatchObject({ status: 400, body: { field: 'Big' } });
    expect(await save({ ...SETTINGS, MaxNumbers: 0 })).toMatchObject({ status: 400, body: { field: 'MaxNumbers' } });
    expect(await save({ ...SETTINGS, TargetUserId: 'agent1' })).toMatchObject({ status: 400, body: { field: 'TargetUserId' } });
    expect(await save({ ...SETTINGS, TargetUserId: 'nobody' })).toMatchObject({ status: 404, body: { field: 'TargetUserId' } });
    const saved = await save(SETTINGS);
    expect(saved).toMatchObject({ status: 200, body: { Setting1: { HotBig: '100.00', MaxNumbers: 5, UpdatedBy: 'admin' }, Setting2: { TargetUserId: 'member2', Big: '700.00', Small: '0.00' } } });
    expect((await setting2()).body).toMatchObject({ TargetUserId: 'member2', TargetUserName: expect.any(String), Big: '700.00' });
    expect((await save({ ...SETTINGS, MaxNumbers: 6 })).status).toBe(200);
    const rows = await platform.db.select().from(audits).where(eq(audits.entity, 'betSpecialSetting'));
    expect(rows.map((row) => row.action)).toEqual(['CREATE', 'UPDATE']);
    expect(rows[1]).toMatchObject({ actorId: 'admin', before: expect.objectContaining({ MaxNumbers: 5 }), after: expect.objectContaining({ MaxNumbers: 6 }) });
  });

  test('a run counters the hot numbers for the target, names each refusal, reaches 100 and never places twice', async () => {
    const sunday = await drawId(platform, '2025-04-20');
    // member1 (agent2 eats 5.00 Big, agent1 20.00): 175.00 and 125.00 Big reach the company.
    for (const [number, big] of [['7391', '200'], ['7392', '150'], ['7393', '50']] as const) {
      const placed = await placeTicket(platform, tokens.member1, { UserId: 'member1', DrawId: sunday, IdempotencyKey: newKey(), Bets: [{ Number: number, Big: big, Kind: 'ORDINARY' }] });
      expect(placed.status).toBe(201);
    }
    expect((await save(SETTINGS)).status).toBe(200);
    const first = await run(sunday);
    expect(first).toMatchObject({ Status: 'DONE', Progress: 100, Message: null });
    const placed = first.Result?.Placed ?? [];
    const failures = first.Result?.Failures ?? [];
    // member2 (credit 1000.00) affords one 700.00 counter-bet: the hotter number.
    expect(placed).toEqual([expect.objectContaining({ Number: '7391', InBig: '175.00', Big: '700.00' })]);
    expect(failures).toEqual([expect.objectContaining({ Number: '7392', InBig: '125.00', Reason: expect.stringMatching(/^Not enough credit/) })]);
    expect([...placed, ...failures].map((row) => row.Number)).not.toContain('7393');
    const [ticket] = await platform.db.select().from(tickets).where(eq(tickets.id, placed[0]?.TicketId ?? 0));
    expect(ticket).toMatchObject({ userId: 'member2', drawId: sunday, createdBy: 'admin', placedTotal: '700.00', deletedAt: null });
    // Polled again: the finished run is only read, nothing placed twice.
    expect((await status(first.JobId)).body).toEqual(first);
    const member2Tickets = await platform.db.select().from(tickets).where(and(eq(tickets.userId, 'member2'), eq(tickets.drawId, sunday), isNull(tickets.deletedAt)));
    expect(member2Tickets.filter((row) => row.idempotencyKey?.startsWith('S:'))).toHaveLength(1);
    const audit = await platform.db.select().from(audits).where(and(eq(audits.entity, 'betSpecialRun'), eq(audits.entityId, String(first.JobId))));
    expect(audit).toEqual([expect.objectContaining({ actorId: 'admin', action: 'CREATE', targetUserId: 'member2' })]);
    // After the close every hot number is refused for it.
    platform.setNow(AFTER_SUNDAY_CLOSE);
    const closed = await run(sunday);
    expect(closed.Result?.Placed).toEqual([]);
    expect(closed.Result?.Failures.map((row) => row.Number)).toEqual(expect.arrayContaining(['7391', '7392']));
    for (const failure of closed.Result?.Failures ?? []) expect(failure.Reason).toMatch(/closed/i);
    expect(await generate({ DrawId: 999_999 })).toMatchObject({ status: 404 });
    expect(await status(999_999)).toMatchObject({ status: 404 });
    expect(await status('abc')).toMatchObject({ status: 400 });
  });

  test('the import names every bad line and saves nothing, saves a good file, and prices it once the draw has a result', async () => {
    platform.setNow(AFTER_SUNDAY_CLOSE);
    const sunday = await drawId(platform, '2025-04-20');
    const wednesday = await drawId(platform, '2025-04-23');
    const bad = await importFile({ DrawId: sunday, FileName: 'burst.csv', Text: 'number,big,small\n1234,10,5\n12345,1,1\n1235,=1+2,1\n1234,1,1\n\n1236,0,0' });
    expect(bad).toMatchObject({ status: 422, body: { Saved: false, More: 0 } });
    expect(bad.body.Problems).toEqual([
      expect.objectContaining({ Line: 3, Code: 'number' }),
      expect.objectContaining({ Line: 4, Code: 'amount' }),
      expect.objectContaining({ Line: 5, Code: 'duplicate', Reason: '1234 is on line 2 already.' }),
      expect.objectContaining({ Line: 7, Code: 'zero' }),
    ]);
    expect((await importOf(sunday)).body).toEqual({ Import: null });
    expect(await importFile({ DrawId: wednesday, FileName: 'burst.csv', Text: '1234,1,1' })).toMatchObject({ status: 409, body: { field: 'DrawId' } });
    expect(await importFile({ DrawId: 999_999, FileName: 'burst.csv', Text: '1234,1,1' })).toMatchObject({ status: 404 });
    const good = await importFile({ DrawId: sunday, FileName: 'burst.csv', Text: '1234,10,5\r\n5678,2.5,0\r\n' });
    expect(good).toMatchObject({ status: 201, body: { Saved: true, Import: { DrawId: sunday, TotalBig: '12.50', TotalSmall: '5.00', Payout: null } } });
    expect(await payout({ DrawId: sunday })).toMatchObject({ status: 409, body: { message: expect.stringMatching(/no result/) } });

    // A resulted draw: its 1st prize number imported, priced at the default ordinary rates.
    const past = await drawId(platform, '2025-04-16');
    expect(await payout({ DrawId: past })).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^Import/) } });
    const [first] = await platform.db.select().from(drawResults).where(and(eq(drawResults.drawId, past), eq(drawResults.prize, 'FIRST')));
    const [rate] = await platform.db
      .select()
      .from(payRates)
      .where(and(eq(payRates.locId, 'SG'), isNull(payRates.agentId), eq(payRates.betKind, 'ORDINARY'), eq(payRates.permClass, 0), eq(payRates.prize, 'FIRST')));
    if (!first || !rate) throw new Error('no first prize or rate');
    const other = first.number === '0000' ? '0001' : '0000';
    expect((await importFile({ DrawId: past, FileName: 'past.csv', Text: `${other},1,1\n${first.number},2,1` })).status).toBe(201);
    const priced = await payout({ DrawId: past });
    expect(priced.status).toBe(200);
    const expected = (2 * Number(rate.big) + Number(rate.small ?? 0)).toFixed(2);
    expect(priced.body.Payout?.Rows).toEqual(expect.arrayContaining([expect.objectContaining({ Prize: 'FIRST', Number: first.number, Win: expected })]));
    expect(Number(priced.body.Payout?.Total)).toBeGreaterThanOrEqual(Number(expected));
    const listed = await admin();
    expect(listed.body.Imports.map((row) => row.DrawId)).toEqual([sunday, past]);
    expect(listed.body.Imports[1]).toMatchObject({ PayoutTotal: priced.body.Payout?.Total });
    expect(listed.body.Draws.map((draw) => draw.DrawId)).toContain(sunday);
    expect(listed.body.Draws.map((draw) => draw.DrawId)).not.toContain(wednesday);
    // A new import replaces the old one and its payout.
    expect((await importFile({ DrawId: past, FileName: 'again.csv', Text: '9999,1,0' })).body).toMatchObject({ Saved: true, Import: { Lines: [{ Number: '9999', Big: '1.00', Small: '0.00' }], Payout: null } });
    const rows = await platform.db.select().from(audits).where(eq(audits.entity, 'binBurstImport'));
    expect(rows.map((row) => row.action)).toEqual(['CREATE', 'CREATE', 'UPDATE']);
    expect(await platform.db.select().from(audits).where(eq(audits.entity, 'binBurstPayout'))).toHaveLength(1);
  });

  test('hostile import bodies are refused before anything is built', async () => {
    platform.setNow(AFTER_SUNDAY_CLOSE);
    // A draw no other test imports for (the platform is shared by the tests of this file).
    const saturday = await drawId(platform, '2025-04-19');
    const huge = await importFile({ DrawId: saturday, FileName: 'huge.csv', Text: '1234,1,1\n'.repeat(80_000) });
    expect(huge.status).toBe(413);
    expect((await importFile({ DrawId: saturday, FileName: 'big.csv', Text: '1234,1,1\n'.repeat(8_000) })).status).toBe(400);
    expect(await importFile({ DrawId: saturday, FileName: 'bin.csv', Text: '1234,1,1\u0000\u0001' })).toMatchObject({ status: 400, body: { field: 'Text' } });
    expect((await importFile({ DrawId: saturday, FileName: 'bin.csv', Text: '1234,1,1\uFFFD' })).body).toMatchObject({ Saved: false, Problems: [{ Line: 0, Code: 'binary' }] });
    expect((await importFile({ DrawId: saturday, FileName: 'lines.csv', Text: '\n'.repeat(3_000) })).body).toMatchObject({ Saved: false, Problems: [{ Line: 0, Code: 'tooManyLines' }] });
    expect((await importFile({ DrawId: saturday, FileName: 'line.csv', Text: `1234,1,${'1'.repeat(500)}` })).body).toMatchObject({ Saved: false, Problems: [{ Line: 1, Code: 'lineTooLong' }] });
    expect((await importFile({ DrawId: saturday, FileName: 'x\u0000.csv', Text: '1234,1,1' })).body).toMatchObject({ field: 'FileName' });
    expect((await importOf(saturday)).body).toEqual({ Import: null });
  });
});
