// Result entry over HTTP against a real database: insertProcess validates the whole result (4D: 23
// four-digit numbers, duplicates allowed; TT: 6 distinct numbers 01-49, an additional not among them,
// dividends of groups 1-4), needs a closed draw that is not cancelled and an admin with DrawSetting;
// it stores the result and settles it as a job polled to DONE with Progress 100 and the summary.
// Entering a result again (the same, or corrected) never pays twice; r5 settles again, r5/report
// checks the books; reset7 undoes the settlement, reset6 the result as well; both refuse while a
// settlement runs.
import { and, eq } from 'drizzle-orm';
import { FOUR_D_SLOTS, TOTO_SLOTS } from '@/lib/contract/results';
import { audits, drawResults, draws, jobs, settlements, strikes, userLocations } from '@/platform/db/schema';
import { JOB_LEASE, poolOf } from '@/platform/services/jobs/lease';
import { scoped, useActorTokens } from './support/actors';
import { PASSWORDS } from './support/demo';
import { newKey } from './support/bets';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform, type Platform } from './support/harness';

interface Started {
  JobId: number;
  DrawId: number;
  Status: string;
  message?: string;
  field?: string;
  data?: string[];
}
interface Status {
  JobId: number;
  Status: string;
  Progress: number;
  Message?: string;
  Result?: Record<string, unknown>;
}

/** Sun 2025-04-20 18:05 GMT+8: SG's Sunday draw has closed. */
const AFTER_SUNDAY_CLOSE = new Date('2025-04-20T10:05:00Z');
/** Mon 2025-04-21 18:05 GMT+8: TT's Monday draw has closed. */
const AFTER_MONDAY_CLOSE = new Date('2025-04-21T10:05:00Z');

/** A 4D result: FIRST, SECOND, THIRD, 10 STARTER, 10 CONSOLATION from the 23 numbers. */
const fourD = (numbers: readonly string[]) => FOUR_D_SLOTS.map((slot, i) => ({ ...slot, Number: numbers[i] ?? '' }));
/** 23 distinct numbers from 1000 upwards, with some replaced. */
const numbers23 = (replace: Record<number, string> = {}) => Array.from({ length: 23 }, (_, i) => replace[i] ?? String(1000 + i * 7).padStart(4, '0'));
const toto = (numbers: readonly string[]) => TOTO_SLOTS.map((slot, i) => ({ ...slot, Number: numbers[i] ?? '' }));
const dividends = (amounts: readonly (string | number)[]) => amounts.map((Amount, i) => ({ Group: i + 1, Amount }));

async function drawOn(platform: Platform, locId: string, date: string) {
  const [row] = await platform.db.select().from(draws).where(and(eq(draws.locId, locId), eq(draws.drawDate, date)));
  if (!row) throw new Error(`no ${locId} draw on ${date}`);
  return row;
}

async function accBal(platform: Platform, userId: string, locId: string): Promise<string> {
  const [row] = await platform.db.select().from(userLocations).where(and(eq(userLocations.userId, userId), eq(userLocations.locId, locId)));
  return row?.accBal ?? 'none';
}

const cents = (money: string) => Math.round(Number(money) * 100);

/** On PostgreSQL, takes a job's lease on a connection of its own, as another instance running it would; answers its release. */
async function leaseElsewhere(platform: Platform, jobId: number): Promise<() => Promise<void>> {
  const pool = poolOf(platform.db);
  if (!pool) return async () => undefined;
  const client = await pool.connect();
  await client.query('select pg_advisory_lock($1, $2)', [JOB_LEASE, jobId]);
  return async () => {
    await client.query('select pg_advisory_unlock($1, $2)', [JOB_LEASE, jobId]);
    client.release();
  };
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const insert = (token: string, payload: unknown, locId = 'SG') => sendJson<Started>(platform, 'POST', scoped('insertProcess', locId), payload, token);
  const call = <T>(method: string, resource: string, payload: unknown, token = tokens.admin, locId = 'SG') => sendJson<T>(platform, method, scoped(resource, locId), payload, token);

  /** Polls a job's status call until it has finished. */
  async function finished(path: string, jobId: number, locId = 'SG'): Promise<Status> {
    for (let i = 0; i < 400; i++) {
      const answer = await platform.get<Status>(scoped(`${path}/${jobId}/status`, locId), tokens.admin);
      if (answer.status !== 200) throw new Error(`status ${answer.status}: ${JSON.stringify(answer.body)}`);
      if (answer.body.Status === 'DONE' || answer.body.Status === 'FAILED') return answer.body;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${jobId} did not finish`);
  }

  async function enter(drawId: number, results: unknown[], extra: Record<string, unknown> = {}, locId = 'SG'): Promise<Status> {
    const started = await insert(tokens.admin, { DrawId: drawId, Results: results, ...extra }, locId);
    expect(started).toMatchObject({ status: 202, body: { DrawId: drawId } });
    return finished('draw/result/r5', started.body.JobId, locId);
  }

  async function memberAmount(drawId: number, userId: string): Promise<string> {
    const [row] = await platform.db.select().from(settlements).where(and(eq(settlements.drawId, drawId), eq(settlements.userId, userId)));
    return row?.amount ?? '0.00';
  }

  test('4D: validation, refusals, the job to DONE, re-entry without paying twice, r5, r5/report, reset7 and reset6', async () => {
    platform.setNow(new Date('2025-04-20T02:00:00Z'));
    const draw = await drawOn(platform, 'SG', '2025-04-20');
    const good = fourD(numbers23({ 0: '1234', 1: '1234' }));
    const open = await insert(tokens.admin, { DrawId: draw.id, Results: good });
    expect(open).toMatchObject({ status: 409, body: { message: expect.stringContaining('still open') } });

    const bet = await sendJson<{ Bets: Array<{ BetId: number }> }>(platform, 'POST', scoped('bet'), { UserId: 'member1', DrawId: draw.id, IdempotencyKey: newKey(), Bets: [{ Number: '1234', Big: '1', Small: '1', Kind: 'ORDINARY' }] }, tokens.agent2);
    expect(bet.status).toBe(201);
    const betId = bet.body.Bets[0]?.BetId ?? 0;
    platform.setNow(AFTER_SUNDAY_CLOSE);
    const before = await accBal(platform, 'member1', 'SG');

    // Refusals change nothing.
    for (const actor of ['agent1', 'member1', 'clerk'] as const) expect((await insert(tokens[actor], { DrawId: draw.id, Results: good })).status).toBe(404);
    const short = await insert(tokens.admin, { DrawId: draw.id, Results: good.slice(0, 22) });
    expect(short).toMatchObject({ status: 400, body: { field: 'CONSOLATION-10', message: 'Enter the Consolation 10 number.' } });
    const digits = await insert(tokens.admin, { DrawId: draw.id, Results: fourD(numbers23({ 2: '12a4', 5: '123' })) });
    expect(digits).toMatchObject({ status: 400, body: { field: 'THIRD-1', data: ['3rd must be 4 digits.', 'Starter 3 must be 4 digits.'] } });
    const extra = await insert(tokens.admin, { DrawId: draw.id, Results: [...good, { Prize: 'STARTER', Position: 11, Number: '1111' }] });
    expect(extra).toMatchObject({ status: 400, body: { field: 'Results' } });
    const twice = await insert(tokens.admin, { DrawId: draw.id, Results: [...good.slice(0, 22), { Prize: 'FIRST', Position: 1, Number: '1111' }] });
    expect(twice.status).toBe(400);
    const withDividends = await insert(tokens.admin, { DrawId: draw.id, Results: good, Dividends: dividends(['1.00']) });
    expect(withDividends).toMatchObject({ status: 400, body: { field: 'Dividends' } });
    expect((await insert(tokens.admin, { DrawId: (await drawOn(platform, 'MG', '2025-04-20')).id, Results: good })).status).toBe(404);
    expect(await platform.db.select().from(drawResults).where(eq(drawResults.drawId, draw.id))).toEqual([]);
    expect((await drawOn(platform, 'SG', '2025-04-20')).status).toBe('OPEN');

    // 1234 is both 1st and 2nd: paid twice, Big (2000 + 1000) and Small (3000 + 2000).
    const first = await enter(draw.id, good);
    expect(first).toMatchObject({ Status: 'DONE', Progress: 100, Result: { DrawId: draw.id } });
    expect(first.Result).toEqual({
      DrawId: draw.id,
      Bets: expect.any(Number),
      Strikes: expect.any(Number),
      Turnover: expect.stringMatching(/^\d+\.\d{2}$/),
      Strike: expect.stringMatching(/^\d+\.\d{2}$/),
      Users: expect.any(Number),
    });
    expect(Number(first.Result?.Strikes)).toBeGreaterThanOrEqual(2);
    expect(cents(String(first.Result?.Strike))).toBeGreaterThanOrEqual(800000);
    const won = await platform.db.select().from(strikes).where(eq(strikes.betId, betId));
    expect(won.map((row) => [row.prize, row.total]).sort()).toEqual([
      ['FIRST', '5000.00'],
      ['SECOND', '3000.00'],
    ]);
    const amountA = await memberAmount(draw.id, 'member1');
    const afterA = await accBal(platform, 'member1', 'SG');
    expect(cents(afterA) - cents(before)).toBe(cents(amountA));
    expect((await drawOn(platform, 'SG', '2025-04-20')).status).toBe('RESULTED');

    // The same result again: the same AccBal, not twice the win.
    await enter(draw.id, good);
    expect(await accBal(platform, 'member1', 'SG')).toBe(afterA);
    // A corrected result: as if only it had been entered.
    const corrected = fourD(numbers23({ 0: '5678' }));
    expect((await enter(draw.id, corrected)).Status).toBe('DONE');
    const amountB = await memberAmount(draw.id, 'member1');
    expect(cents(amountB)).toBeLessThan(cents(amountA));
    expect(cents(await accBal(platform, 'member1', 'SG')) - cents(before)).toBe(cents(amountB));
    expect(await platform.db.select().from(strikes).where(eq(strikes.betId, betId))).toEqual([]);

    // r5 settles again to the same figures; r5/report finds the books balanced.
    const r5 = await call<Started>('POST', 'draw/result/r5', { DrawId: draw.id });
    expect(r5.status).toBe(202);
    expect((await finished('draw/result/r5', r5.body.JobId)).Status).toBe('DONE');
    const settled = await accBal(platform, 'member1', 'SG');
    expect(cents(settled) - cents(before)).toBe(cents(amountB));
    const check = await call<Started>('POST', 'draw/result/r5/report', { DrawId: draw.id });
    const books = await finished('draw/result/r5/report', check.body.JobId);
    expect(books).toMatchObject({ Status: 'DONE', Result: { DrawId: draw.id, Settled: true, AmountSum: '0.00', Balanced: true, Differences: [] } });

    // reset7: the settlement goes, the result stays; r5 books it again.
    const reset7 = await call<Record<string, unknown>>('PUT', `draw/result/reset7/${draw.id}`, {});
    expect(reset7).toMatchObject({ status: 200, body: { DrawId: draw.id, Status: 'RESULTED', HasResult: true, Settled: false } });
    expect(reset7.body.Reversed).toBeGreaterThan(0);
    expect(await accBal(platform, 'member1', 'SG')).toBe(before);
    expect(await platform.db.select().from(settlements).where(eq(settlements.drawId, draw.id))).toEqual([]);
    const again = await call<Started>('POST', 'draw/result/r5', { DrawId: draw.id });
    await finished('draw/result/r5', again.body.JobId);
    expect(await accBal(platform, 'member1', 'SG')).toBe(settled);

    // A settlement running (in another instance, which on PostgreSQL holds its lease): resets and entries wait (409).
    const [busy] = await platform.db
      .insert(jobs)
      .values({ kind: 'results.settle', subjectId: draw.id, ownerId: 'admin', locId: 'SG', status: 'RUNNING', heartbeatAt: new Date(), params: { drawId: draw.id } })
      .returning();
    const elsewhere = await leaseElsewhere(platform, busy?.id ?? 0);
    expect((await call('PUT', `draw/result/reset6/${draw.id}`, {})).status).toBe(409);
    expect((await call('PUT', `draw/result/reset7/${draw.id}`, {})).status).toBe(409);
    expect((await insert(tokens.admin, { DrawId: draw.id, Results: good })).status).toBe(409);
    await platform.db.update(jobs).set({ status: 'DONE' }).where(eq(jobs.id, busy?.id ?? 0));
    await elsewhere();

    // reset6: the settlement and the result go; the draw is CLOSED by the clock again.
    for (const actor of ['agent1', 'clerk'] as const) expect((await call('PUT', `draw/result/reset6/${draw.id}`, {}, tokens[actor])).status).toBe(404);
    const reset6 = await call('PUT', `draw/result/reset6/${draw.id}`, {});
    expect(reset6).toMatchObject({ status: 200, body: { DrawId: draw.id, Status: 'CLOSED', HasResult: false, Settled: false } });
    expect(await accBal(platform, 'member1', 'SG')).toBe(before);
    const result = await platform.get<{ Status: string; Results: unknown[] }>(scoped('draw/result', 'SG', `DrawId=${draw.id}`), tokens.member1);
    expect(result.body).toMatchObject({ Status: 'CLOSED', Results: [] });
    expect((await drawOn(platform, 'SG', '2025-04-20')).resultAt).toBeNull();
    expect((await call('PUT', `draw/result/reset6/${draw.id}`, {})).status).toBe(409);
    const trail = await platform.db.select().from(audits).where(and(eq(audits.entityId, String(draw.id))));
    expect(trail.filter((row) => row.entity === 'result').map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE', 'DELETE']);
    expect(trail.filter((row) => row.entity === 'settlement').map((row) => row.action)).toEqual(['UPDATE', 'DELETE', 'UPDATE']);
  });

  test('TT: validation of numbers and dividends, a cancelled draw, and a settled entry', async () => {
    platform.setNow(new Date('2025-04-20T02:00:00Z'));
    const draw = await drawOn(platform, 'TT', '2025-04-21');
    const placed = await sendJson(platform, 'POST', scoped('bet', 'TT'), { UserId: 'member1', DrawId: draw.id, IdempotencyKey: newKey(), Bets: [{ Numbers: ['01', '02', '03', '04', '05', '06'], Amount: '1', Kind: 'TT' }] }, tokens.agent2);
    expect(placed.status).toBe(201);
    platform.setNow(AFTER_MONDAY_CLOSE);
    // A day later the morning's tokens have expired (12 h): sign in again.
    for (const actor of ['admin', 'member1'] as const) tokens[actor] = await platform.signIn(actor, PASSWORDS[actor] ?? '');
    const good = toto(['01', '02', '03', '04', '05', '07', '06']);
    const goodDividends = dividends(['1000000.00', '50000.5', 2000, '0']);
    const cases: Array<[unknown[], unknown[], string, string]> = [
      [toto(['01', '02', '03', '04', '05', '05', '06']), goodDividends, 'WINNING-6', 'The winning numbers must all differ: 05 is there twice.'],
      [toto(['01', '02', '03', '04', '05', '07', '03']), goodDividends, 'ADDITIONAL-1', 'The additional number 03 is already a winning number.'],
      [toto(['01', '02', '03', '04', '05', '50', '06']), goodDividends, 'WINNING-6', 'Winning 6 must be two digits from 01 to 49.'],
      [toto(['1', '02', '03', '04', '05', '07', '06']), goodDividends, 'WINNING-1', 'Winning 1 must be two digits from 01 to 49.'],
      [good, dividends(['1.00', '-2.00', '3.00', '4.00']), 'G2', 'The group 2 dividend must be an amount of at least 0 with at most 2 decimals.'],
      [good, dividends(['1.00', '2.00', '3.001', '4.00']), 'G3', 'The group 3 dividend must be an amount of at least 0 with at most 2 decimals.'],
      [good, dividends(['1.00', '2.00', '3.00']), 'G4', 'Enter the group 4 dividend.'],
    ];
    for (const [Results, Dividends, field, message] of cases) {
      const answer = await insert(tokens.admin, { DrawId: draw.id, Results, Dividends }, 'TT');
      expect({ status: answer.status, field: answer.body.field, message: answer.body.message }).toEqual({ status: 400, field, message });
    }
    expect(await platform.db.select().from(drawResults).where(eq(drawResults.drawId, draw.id))).toEqual([]);

    const cancelled = await drawOn(platform, 'TT', '2025-04-24');
    await sendJson(platform, 'PUT', scoped('draw', 'TT'), { DrawId: cancelled.id, Status: 'CANCELLED' }, tokens.admin);
    expect((await insert(tokens.admin, { DrawId: cancelled.id, Results: good, Dividends: goodDividends }, 'TT')).status).toBe(409);

    // 01-05 and the additional 06: group 2 pays the entered dividend per $1.
    const done = await enter(draw.id, good, { Dividends: goodDividends }, 'TT');
    expect(done).toMatchObject({ Status: 'DONE', Progress: 100 });
    const shown = await platform.get<{ Results: unknown[]; Dividends: unknown[] }>(scoped('draw/result', 'TT', `DrawId=${draw.id}`), tokens.member1);
    expect(shown.body.Dividends).toEqual([
      { Group: 1, Amount: '1000000.00' },
      { Group: 2, Amount: '50000.50' },
      { Group: 3, Amount: '2000.00' },
      { Group: 4, Amount: '0.00' },
    ]);
    const rows = await platform.db.select().from(strikes).where(and(eq(strikes.drawId, draw.id), eq(strikes.userId, 'member1'), eq(strikes.prize, 'GROUP2')));
    expect(rows.map((row) => row.total)).toContain('50000.50');
  });

  test('status calls: a job only under its own call and location; unknown ids 404; no right: 404 as well', async () => {
    platform.setNow(AFTER_SUNDAY_CLOSE);
    const draw = await drawOn(platform, 'SG', '2025-04-19');
    const r5 = await call<Started>('POST', 'draw/result/r5', { DrawId: draw.id });
    expect(r5.status).toBe(202);
    await finished('draw/result/r5', r5.body.JobId);
    expect((await platform.get(scoped(`draw/result/r5/report/${r5.body.JobId}/status`), tokens.admin)).status).toBe(404);
    expect((await platform.get(scoped(`draw/result/binBurst/${r5.body.JobId}/status`), tokens.admin)).status).toBe(404);
    expect((await platform.get(scoped(`draw/result/r5/${r5.body.JobId}/status`, 'MG'), tokens.admin)).status).toBe(404);
    expect((await platform.get(scoped('draw/result/r5/999999/status'), tokens.admin)).status).toBe(404);
    expect((await platform.get(scoped(`draw/result/r5/${r5.body.JobId}/status`), tokens.agent1)).status).toBe(404);
    expect((await platform.get(scoped(`draw/result/r5/${r5.body.JobId}/status`), tokens.clerk)).status).toBe(404);
    for (const actor of ['agent1', 'member1', 'clerk'] as const) {
      for (const resource of ['draw/result/r5', 'draw/result/r5/report', 'draw/result/binBurst', 'draw/result/binConfirm', 'draw/result/binConfirm/report']) {
        expect((await call('POST', resource, { DrawId: draw.id }, tokens[actor])).status).toBe(404);
      }
      expect((await call('PUT', `draw/result/reset7/${draw.id}`, {}, tokens[actor])).status).toBe(404);
    }
    expect((await drawOn(platform, 'SG', '2025-04-19')).settledAt).not.toBeNull();
    const open = await drawOn(platform, 'SG', '2025-04-23');
    expect((await call('POST', 'draw/result/r5', { DrawId: open.id })).status).toBe(409);
    expect((await call('POST', 'draw/result/r5/report', { DrawId: open.id })).status).toBe(409);
    expect((await call('POST', 'draw/result/r5', { DrawId: 'x' })).status).toBe(400);
  });
});
