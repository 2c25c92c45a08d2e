// The bin jobs over HTTP against a real database, on a draw holding only the test's bets. With the
// demo eat limits (agent2 5/3, agent1 20/10, agent3 10/5 Big/Small per number):
//   member1 1234 Big 30 Small 12 -> agent2 keeps 5/3, agent1 keeps 20/9, the company gets Big 5;
//   member2 1234 Big 4          -> agent3 keeps 4;
//   member1 5678 Big 3          -> agent2 keeps 3.
// So only 1234 reaches the company (Big 5.00). binBurst holds that against the company's own limit
// (none: nothing bursts; Big 2.00: Big 3.00 bursts); binConfirm confirms the burst or the Out sent;
// binConfirm/report prices the confirmed Out and the company's part of each winning number.
import { and, eq } from 'drizzle-orm';
import { FOUR_D_SLOTS } from '@/lib/contract/results';
import { outsetLimits } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { PASSWORDS } from './support/demo';
import { newKey } from './support/bets';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface Started {
  JobId: number;
  Status: string;
  message?: string;
  field?: string;
}
interface Status<R> {
  Status: string;
  Progress: number;
  Message?: string;
  Result: R;
}
const amounts = (Big: string, Small = '0.00', Unit = '0.00') => ({ Big, Small, Unit });
const NONE = amounts('0.00');

/** Tue 2025-04-22 18:05 GMT+8: the test's Tuesday draw has closed. */
const AFTER_CLOSE = new Date('2025-04-22T10:05:00Z');

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const post = (resource: string, body: unknown, token = tokens.admin) => sendJson<Started>(platform, 'POST', scoped(resource), body, token);

  async function finished<R>(resource: string, started: { status: number; body: Started }): Promise<Status<R>> {
    expect(started).toMatchObject({ status: 202 });
    for (let i = 0; i < 400; i++) {
      const answer = await platform.get<Status<R>>(scoped(`${resource}/${started.body.JobId}/status`), tokens.admin);
      if (answer.body.Status === 'DONE' || answer.body.Status === 'FAILED') return answer.body;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${resource} did not finish`);
  }

  test('binBurst, binConfirm and binConfirm/report: real figures from the bets, refusals and rights', async () => {
    // A Tuesday SG draw that no fixed bet plays: it holds only these bets.
    const created = await sendJson<{ DrawId: number }>(platform, 'POST', scoped('draw'), {
      DrawDate: '2025-04-22',
      CloseDate: '2025-04-22T10:00:00.000Z',
      DrawTime: '2025-04-22T10:30:00.000Z',
    }, tokens.admin);
    const DrawId = created.body.DrawId;
    const bet = (token: string, UserId: string, Bets: unknown[]) =>
      sendJson(platform, 'POST', scoped('bet'), { UserId, DrawId, IdempotencyKey: newKey(), Bets }, token);
    expect((await bet(tokens.agent2, 'member1', [{ Number: '1234', Big: '30', Small: '12', Kind: 'ORDINARY' }, { Number: '5678', Big: '3', Kind: 'ORDINARY' }])).status).toBe(201);
    expect((await bet(tokens.admin, 'member2', [{ Number: '1234', Big: '4', Kind: 'ORDINARY' }])).status).toBe(201);

    expect((await post('draw/result/binBurst', { DrawId })).status).toBe(409);
    platform.setNow(AFTER_CLOSE);
    for (const actor of ['admin', 'agent1', 'clerk'] as const) tokens[actor] = await platform.signIn(actor, PASSWORDS[actor] ?? '');
    expect((await post('draw/result/binBurst', { DrawId }, tokens.agent1)).status).toBe(404);
    expect((await post('draw/result/binBurst', { DrawId }, tokens.clerk)).status).toBe(404);
    expect((await post('draw/result/binConfirm', { DrawId })).status).toBe(409);

    const plain = await finished<Record<string, unknown>>('draw/result/binBurst', await post('draw/result/binBurst', { DrawId }));
    expect(plain).toMatchObject({ Status: 'DONE', Progress: 100 });
    expect(plain.Result).toEqual({
      DrawId,
      Limit: null,
      Numbers: [{ Number: '1234', Total: amounts('34.00', '12.00'), In: amounts('5.00'), Burst: NONE }],
      Total: amounts('34.00', '12.00'),
      In: amounts('5.00'),
      Burst: NONE,
    });

    await platform.db.insert(outsetLimits).values({ userId: 'admin', locId: 'SG', big: '2.00', small: '0.00', unit: '0.00' });
    const limited = await finished<{ Limit: unknown; Numbers: unknown[]; Burst: unknown }>('draw/result/binBurst', await post('draw/result/binBurst', { DrawId }));
    expect(limited.Result).toMatchObject({ Limit: amounts('2.00'), Numbers: [{ Number: '1234', In: amounts('5.00'), Burst: amounts('3.00') }], Burst: amounts('3.00') });
    await platform.db.delete(outsetLimits).where(and(eq(outsetLimits.userId, 'admin'), eq(outsetLimits.locId, 'SG')));

    const confirmed = await finished<{ Numbers: unknown[]; Out: unknown }>('draw/result/binConfirm', await post('draw/result/binConfirm', { DrawId }));
    expect(confirmed.Result).toMatchObject({ Numbers: [{ Number: '1234', In: amounts('5.00'), Out: amounts('3.00') }], Out: amounts('3.00') });
    const tooMuch = await post('draw/result/binConfirm', { DrawId, Numbers: [{ Number: '1234', Big: '6.00' }] });
    expect(tooMuch).toMatchObject({ status: 400, body: { field: 'Numbers.0.Number' } });
    expect((await post('draw/result/binConfirm', { DrawId, Numbers: [{ Number: '5678', Big: '1.00' }] })).status).toBe(400);
    const sent = await finished<{ Out: unknown }>('draw/result/binConfirm', await post('draw/result/binConfirm', { DrawId, Numbers: [{ Number: '1234', Big: '4.00' }] }));
    expect(sent.Result).toMatchObject({ Out: amounts('4.00') });

    expect((await post('draw/result/binConfirm/report', { DrawId })).status).toBe(409);
    const results = FOUR_D_SLOTS.map((slot, i) => ({ ...slot, Number: i === 0 ? '1234' : String(2000 + i) }));
    const entered = await post('insertProcess', { DrawId, Results: results });
    expect((await finished('draw/result/r5', entered)).Status).toBe('DONE');

    // The latest confirmation (Out Big 4.00) counts: 1st Big pays 2000 per $1.
    const report = await finished<{ Rows: Array<Record<string, unknown>>; OutWin: string; BorneWin: string }>(
      'draw/result/binConfirm/report',
      await post('draw/result/binConfirm/report', { DrawId }),
    );
    expect(report.Result.Rows).toHaveLength(23);
    expect(report.Result.Rows[0]).toEqual({
      Prize: 'FIRST',
      Position: 1,
      Number: '1234',
      In: amounts('5.00'),
      Out: amounts('4.00'),
      Borne: amounts('1.00'),
      OutWin: '8000.00',
      BorneWin: '2000.00',
    });
    expect(report.Result).toMatchObject({ OutWin: '8000.00', BorneWin: '2000.00' });
    expect((await platform.get(scoped(`draw/result/binConfirm/report/${1}/status`), tokens.agent1)).status).toBe(404);
  });
});
