// Payment History: statementByUserId lists every movement of a user's AccBal (settlements of its
// draws and its live payments) oldest first with a running balance that ends at AccBal; a range
// starts from the Opening (everything before it). statementByMonth sums the same per local month.
// Identities tested: Opening + sum(Amount) = Closing; each Balance = the previous + its Amount;
// without DateTo, Closing = AccBal; the months' Net add up to AccBal and the last Balance is AccBal.
import { and, asc, eq, lt, ne } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { draws, settlements, userLocations } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { newKey } from './support/bets';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface Movement {
  Kind: 'SETTLEMENT' | 'PAYMENT';
  Date: string;
  DrawId: number | null;
  DrawDate: string | null;
  PaymentId: number | null;
  Type: string | null;
  Amount: string;
  Balance: string;
}
interface Statement {
  UserId: string;
  Opening: string;
  Closing: string;
  AccBal: string;
  Items: Movement[];
}
interface Month {
  Month: string;
  Settled: string;
  Paid: string;
  Net: string;
  Balance: string;
  Movements: number;
}

const cents = (money: string) => moneyToCents(money);

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const history = (actor: Actor, query: string, locId = 'SG') => platform.get<Statement>(scoped('statementByUserId', locId, query), tokens[actor]);
  const monthly = (actor: Actor, query = '') => platform.get<{ UserId: string; Items: Month[] }>(scoped('statementByMonth', 'SG', query), tokens[actor]);
  const pay = (amount: string) =>
    sendJson<{ PaymentId: number }>(platform, 'POST', scoped('insertStatement2'), { UserId: 'member1', Amount: amount, IdempotencyKey: newKey() }, tokens.agent2);
  let settled = { drawId: 0, drawDate: '', amount: '' };

  /**
   * A settlement of member1 in SG: the seed's, once the seed settles its past draws; otherwise one
   * booked here as settlement books it (the row, and the same amount on AccBal).
   */
  async function settlementOfMember1(): Promise<typeof settled> {
    const [seeded] = await platform.db
      .select({ drawId: draws.id, drawDate: draws.drawDate, amount: settlements.amount })
      .from(settlements)
      .innerJoin(draws, eq(draws.id, settlements.drawId))
      .where(and(eq(settlements.userId, 'member1'), eq(settlements.locId, 'SG'), ne(settlements.amount, '0')))
      .orderBy(asc(draws.drawDate))
      .limit(1);
    if (seeded) return seeded;
    const [draw] = await platform.db
      .select()
      .from(draws)
      .where(and(eq(draws.locId, 'SG'), lt(draws.drawAt, new Date(FIXED_NOW.getTime() - 30 * 86_400_000))))
      .orderBy(asc(draws.drawDate))
      .limit(1);
    if (!draw) throw new Error('no past SG draw');
    await platform.db.transaction(async (tx) => {
      await tx.insert(settlements).values({ drawId: draw.id, userId: 'member1', locId: 'SG', turnover: '80.00', strike: '0.00', commission: '4.00', winLoss: '-76.00', amount: '-76.00' });
      const [row] = await tx.select().from(userLocations).where(and(eq(userLocations.userId, 'member1'), eq(userLocations.locId, 'SG')));
      await tx
        .update(userLocations)
        .set({ accBal: centsToMoney(cents(row?.accBal ?? '0.00') - 7600n) })
        .where(and(eq(userLocations.userId, 'member1'), eq(userLocations.locId, 'SG')));
    });
    return { drawId: draw.id, drawDate: draw.drawDate, amount: '-76.00' };
  }

  beforeAll(async () => {
    settled = await settlementOfMember1();
    await pay('50.00');
    await pay('-10.00');
    const voided = await pay('999.00');
    await platform.request(scoped(`deleteStatement2/${voided.body.PaymentId}`), { method: 'DELETE', headers: { authorization: `Bearer ${tokens.agent2}` } });
  });

  function checkBalances(statement: Statement): void {
    let balance = cents(statement.Opening);
    for (const item of statement.Items) {
      balance += cents(item.Amount);
      expect(item.Balance).toBe(centsToMoney(balance));
    }
    expect(statement.Closing).toBe(centsToMoney(balance));
  }

  test('every movement, oldest first, with a running balance that ends at AccBal', async () => {
    const answer = await history('agent2', 'UserId=member1');
    expect(answer.status).toBe(200);
    const statement = answer.body;
    expect(statement.Opening).toBe('0.00');
    checkBalances(statement);
    expect(statement.Closing).toBe(statement.AccBal);
    const dates = statement.Items.map((item) => item.Date);
    expect([...dates].sort()).toEqual(dates);
    expect(statement.Items).toContainEqual(
      expect.objectContaining({ Kind: 'SETTLEMENT', DrawId: settled.drawId, DrawDate: settled.drawDate, Amount: settled.amount, PaymentId: null }),
    );
    const payments = statement.Items.filter((item) => item.Kind === 'PAYMENT').map((item) => item.Amount);
    expect(payments.slice(-2)).toEqual(['50.00', '-10.00']);
    // The voided payment is gone from the history, and from AccBal.
    expect(payments).not.toContain('999.00');
    expect(statement.Items.every((item) => item.Amount !== '0.00')).toBe(true);
  });

  test('a range starts from the Opening of everything before it', async () => {
    const from = new Date(new Date(`${settled.drawDate}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
    const full = (await history('agent2', 'UserId=member1')).body;
    const later = (await history('agent2', `UserId=member1&DateFrom=${from}`)).body;
    checkBalances(later);
    expect(later.Items.some((item) => item.DrawId === settled.drawId)).toBe(false);
    expect(later.Closing).toBe(full.Closing);
    const before = full.Items.filter((item) => item.Kind === 'SETTLEMENT' ? (item.DrawDate ?? '') < from : false);
    expect(later.Opening).toBe(centsToMoney(before.reduce((sum, item) => sum + cents(item.Amount), 0n)));

    const only = (await history('agent2', `UserId=member1&DateFrom=${settled.drawDate}&DateTo=${settled.drawDate}`)).body;
    checkBalances(only);
    expect(only.Items.filter((item) => item.Kind === 'SETTLEMENT').map((item) => item.DrawId)).toContain(settled.drawId);
    expect(only.Items.every((item) => item.Kind === 'SETTLEMENT')).toBe(true);
  });

  test('statementByMonth: per local month, the closing balance of the last month is AccBal', async () => {
    const answer = await monthly('agent2', 'UserId=member1');
    expect(answer.status).toBe(200);
    const months = answer.body.Items;
    const accBal = (await history('agent2', 'UserId=member1')).body.AccBal;
    expect(months[months.length - 1]?.Balance).toBe(accBal);
    expect(centsToMoney(months.reduce((sum, row) => sum + cents(row.Net), 0n))).toBe(accBal);
    for (const row of months) expect(cents(row.Net)).toBe(cents(row.Settled) + cents(row.Paid));
    expect(months.find((row) => row.Month === settled.drawDate.slice(0, 7))?.Movements).toBeGreaterThan(0);
    const april = months.find((row) => row.Month === '2025-04');
    expect(april && cents(april.Paid)).toBe(4000n);
    const narrowed = await monthly('agent2', `UserId=member1&DateFrom=2025-04-01&DateTo=2025-04-30`);
    expect(narrowed.body.Items.map((row) => row.Month)).toEqual(['2025-04']);
    // Without UserId: the caller's own months.
    expect((await monthly('agent2')).body.UserId).toBe('agent2');
  });

  test('history for users in reach only; bad ranges are a 400', async () => {
    expect((await history('agent1', 'UserId=member1')).status).toBe(200);
    expect((await history('admin', 'UserId=member1')).status).toBe(200);
    expect((await history('agent2', 'UserId=agent2')).status).toBe(200);
    expect(await history('agent2', 'UserId=member2')).toMatchObject({ status: 404, body: { message: 'User not found.' } });
    expect((await history('agent2', 'UserId=agent1')).status).toBe(404);
    expect((await history('member1', 'UserId=member1')).status).toBe(403);
    for (const actor of ['clerk', 'agent3'] as const) expect((await history(actor, 'UserId=member1')).status).toBe(404);
    expect(await history('agent2', '')).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect(await history('agent2', 'UserId=member1&DateFrom=2025-04-02&DateTo=2025-04-01')).toMatchObject({ status: 400, body: { field: 'DateTo' } });
    expect(await history('agent2', 'UserId=member1&DateFrom=2025-4-1')).toMatchObject({ status: 400, body: { field: 'DateFrom' } });
    expect(await monthly('agent3', 'UserId=member1')).toMatchObject({ status: 404 });
    expect(await monthly('agent1', 'UserId=member2')).toMatchObject({ status: 404 });
  });
});
