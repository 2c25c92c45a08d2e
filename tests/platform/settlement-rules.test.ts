// When settleDraw refuses (unknown, not closed, cancelled, no complete result, no dividends, a pay
// table without a rate), which pay table applies (the nearest upline's override of each cell), its progress
// calls, and two settlements of one draw at once paying once.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import { drawResults, draws, payRates, settlements, strikes, userLocations } from '@/platform/db/schema';
import { PlatformError } from '@/platform/errors';
import { settleDraw } from '@/platform/services/settlement/settle';
import { useActorTokens } from './support/actors';
import { drawsOf, newKey, openDraw, placeTicket, type DrawItem } from './support/bets';
import { FIXED_NOW } from './support/database';
import { concurrencyTest, platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

const FOUR_D_ROWS = [
  ['FIRST', 1, '6904'], ['SECOND', 1, '1111'], ['THIRD', 1, '2222'],
  ...Array.from({ length: 10 }, (_, i) => ['STARTER', i + 1, `30${i}0`] as const),
  ...Array.from({ length: 10 }, (_, i) => ['CONSOLATION', i + 1, `40${i}0`] as const),
] as const;

async function storeFourD(db: Db, drawId: number, rows: readonly (readonly [string, number, string])[] = FOUR_D_ROWS): Promise<void> {
  await db.insert(drawResults).values(rows.map(([prize, position, number]) => ({ drawId, prize, position, number })));
  await db.update(draws).set({ status: 'RESULTED', resultAt: FIXED_NOW }).where(eq(draws.id, drawId));
}

/** The PlatformError settleDraw refused with ('409 message'), or 'settled'. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'settled';
  } catch (error) {
    if (error instanceof PlatformError) return `${error.status} ${error.message}`;
    throw error;
  }
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let sg: DrawItem;
  const after = (draw: DrawItem) => new Date(Date.parse(draw.CloseDate) + 60_000);

  beforeAll(async () => {
    sg = await openDraw(platform, tokens.agent2);
    for (const userId of ['member1', 'fresh1']) {
      await placeTicket(platform, tokens.agent2, { UserId: userId, DrawId: sg.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '6904', Big: '1', Kind: 'ORDINARY' }] });
    }
    const member2 = await platform.signIn('member2', 'Member1234');
    await placeTicket(platform, member2, { UserId: 'member2', DrawId: sg.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '6904', Big: '1', Kind: 'ORDINARY' }] });
  });

  const firstPrizeOf = async (userId: string) => {
    const [row] = await platform.db.select().from(strikes).where(and(eq(strikes.drawId, sg.DrawId), eq(strikes.userId, userId), eq(strikes.prize, 'FIRST')));
    return row?.total;
  };

  test('an unknown draw is 404; a draw before its close, a cancelled one and one without a result are 409', async () => {
    expect(await outcome(settleDraw(platform.db, 999_999))).toBe('404 Draw not found.');
    const mg = await openDraw(platform, tokens.admin, 'MG');
    expect(await outcome(settleDraw(platform.db, mg.DrawId, { now: FIXED_NOW }))).toBe(`409 The draw of ${mg.DrawDate} has not closed yet.`);
    expect(await outcome(settleDraw(platform.db, mg.DrawId, { now: after(mg) }))).toBe(`409 The draw of ${mg.DrawDate} has no complete result to settle.`);
    await storeFourD(platform.db, mg.DrawId, FOUR_D_ROWS.slice(0, 22));
    expect(await outcome(settleDraw(platform.db, mg.DrawId, { now: after(mg) }))).toBe(`409 The draw of ${mg.DrawDate} has no complete result to settle.`);
    await platform.db.update(draws).set({ status: 'CANCELLED' }).where(eq(draws.id, mg.DrawId));
    expect(await outcome(settleDraw(platform.db, mg.DrawId, { now: after(mg) }))).toBe(`409 The draw of ${mg.DrawDate} is cancelled: there is nothing to settle.`);
    const [row] = await platform.db.select().from(draws).where(eq(draws.id, mg.DrawId));
    expect(row?.settledAt).toBeNull();
  });

  test('a Toto result without the group 1-4 dividends is 409', async () => {
    const tt = await openDraw(platform, tokens.admin, 'TT');
    await platform.db.insert(drawResults).values([
      ...['01', '02', '03', '04', '05', '06'].map((number, i) => ({ drawId: tt.DrawId, prize: 'WINNING', position: i + 1, number })),
      { drawId: tt.DrawId, prize: 'ADDITIONAL', position: 1, number: '07' },
    ]);
    expect(await outcome(settleDraw(platform.db, tt.DrawId, { now: after(tt) }))).toBe(`409 The result of the draw of ${tt.DrawDate} has no dividend for group 1.`);
  });

  test('progress is reported step by step, and the default pay table pays 1st at 2000', async () => {
    await storeFourD(platform.db, sg.DrawId);
    const calls: [number, number][] = [];
    await settleDraw(platform.db, sg.DrawId, { now: after(sg), onProgress: (done, total) => void calls.push([done, total]) });
    expect(calls).toEqual([1, 2, 3, 4, 5, 6].map((done) => [done, 6]));
    expect([await firstPrizeOf('member1'), await firstPrizeOf('fresh1'), await firstPrizeOf('member2')]).toEqual(['2000.00', '2000.00', '2000.00']);
  });

  test('an agent\'s overrides apply to its downline; the nearest agent\'s override of each cell wins', async () => {
    // agent1 overrides 1st: member1 and fresh1 (under agent2 < agent1) are paid 2500; member2 (agent3) is not.
    await platform.db.insert(payRates).values({ locId: 'SG', agentId: 'agent1', betKind: 'ORDINARY', permClass: 0, prize: 'FIRST', big: '2500.00', small: '3500.00' });
    await settleDraw(platform.db, sg.DrawId, { now: after(sg) });
    expect([await firstPrizeOf('member1'), await firstPrizeOf('fresh1'), await firstPrizeOf('member2')]).toEqual(['2500.00', '2500.00', '2000.00']);
    // agent2 overrides another prize only: agent1's 1st still applies below it (cell by cell).
    await platform.db.insert(payRates).values({ locId: 'SG', agentId: 'agent2', betKind: 'ORDINARY', permClass: 0, prize: 'CONSOLATION', big: '70.00', small: null });
    await settleDraw(platform.db, sg.DrawId, { now: after(sg) });
    expect([await firstPrizeOf('member1'), await firstPrizeOf('fresh1')]).toEqual(['2500.00', '2500.00']);
    // agent2's own 1st is nearer than agent1's.
    await platform.db.insert(payRates).values({ locId: 'SG', agentId: 'agent2', betKind: 'ORDINARY', permClass: 0, prize: 'FIRST', big: '1800.00', small: '2800.00' });
    await settleDraw(platform.db, sg.DrawId, { now: after(sg) });
    expect([await firstPrizeOf('member1'), await firstPrizeOf('fresh1'), await firstPrizeOf('member2')]).toEqual(['1800.00', '1800.00', '2000.00']);
    await platform.db.delete(payRates).where(inArray(payRates.agentId, ['agent1', 'agent2']));
  });

  concurrencyTest(driver)('two settlements of one draw at once pay once', async () => {
    const balance = async () => (await platform.db.select().from(userLocations).where(and(eq(userLocations.userId, 'member1'), eq(userLocations.locId, 'SG'))))[0]?.accBal;
    await settleDraw(platform.db, sg.DrawId, { now: after(sg) });
    const once = await balance();
    await Promise.all([settleDraw(platform.db, sg.DrawId, { now: after(sg) }), settleDraw(platform.db, sg.DrawId, { now: after(sg) })]);
    expect(await balance()).toBe(once);
    expect(await platform.db.select().from(settlements).where(eq(settlements.drawId, sg.DrawId))).toHaveLength(7);
  });

  test('a pay table without a rate the draw needs is 409 and changes nothing', async () => {
    const past = (await drawsOf(platform, tokens.admin, 'MG')).find((d) => d.Status === 'RESULTED');
    if (!past) throw new Error('no resulted MG draw');
    const before = await platform.db.select().from(settlements).where(eq(settlements.drawId, past.DrawId));
    await platform.db.delete(payRates).where(and(eq(payRates.locId, 'MG'), eq(payRates.betKind, 'IBET'), eq(payRates.permClass, 24)));
    expect(await outcome(settleDraw(platform.db, past.DrawId, { now: after(past) }))).toBe('409 The MG pay table has no IBET 24 rate for FIRST: it cannot be settled.');
    expect(await platform.db.select().from(settlements).where(eq(settlements.drawId, past.DrawId))).toEqual(before);
  });
});
