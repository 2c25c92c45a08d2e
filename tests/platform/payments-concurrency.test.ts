// Payments under load, on PostgreSQL only (PGlite runs one query at a time: no race to lose): 50
// payments at once for one agent move its AccBal by exactly their sum, each answer seeing every
// earlier one; the same IdempotencyKey sent at once for two users books one and refuses the other
// with 409 (never a 500 from the unique index); sent 10 times at once for one user, it books once.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { payments, userLocations } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { newKey } from './support/bets';
import { describeOnPostgres } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface Payment {
  PaymentId: number;
  UserId: string;
  AccBal: string;
  message?: string;
}

describeOnPostgres('payments at once', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const pay = (actor: Actor, body: Record<string, unknown>) => sendJson<Payment>(platform, 'POST', scoped('insertStatement2'), body, tokens[actor]);
  const accBal = async (userId: string) => {
    const [row] = await platform.db
      .select({ accBal: userLocations.accBal })
      .from(userLocations)
      .where(and(eq(userLocations.userId, userId), eq(userLocations.locId, 'SG')));
    return moneyToCents(row?.accBal ?? '0');
  };
  const livePayments = async (key: string) =>
    (await platform.db.select({ n: sql<number>`count(*)::int` }).from(payments).where(and(eq(payments.requestKey, key), isNull(payments.deletedAt))))[0]?.n ?? 0;

  test('50 concurrent payments for one agent move its AccBal by exactly their sum', async () => {
    const before = await accBal('agent2');
    // Its parent and the admin pay at once: 1.01, 2.02, ... 50.50, each amount once.
    const amounts = Array.from({ length: 50 }, (_, i) => BigInt(i + 1) * 101n);
    const payers: Actor[] = ['agent1', 'admin'];
    const answers = await Promise.all(
      amounts.map((amount, i) => pay(payers[i % 2] ?? 'admin', { UserId: 'agent2', Amount: centsToMoney(amount), IdempotencyKey: newKey() })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    const sum = amounts.reduce((total, amount) => total + amount, 0n);
    expect(await accBal('agent2')).toBe(before + sum);
    // Each payment saw every one before it: the answered balances, in order, step by the amounts, each once.
    const balances = answers.map((answer) => moneyToCents(answer.body.AccBal)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const steps = balances.map((balance, i) => balance - (i === 0 ? before : (balances[i - 1] ?? 0n)));
    expect(steps.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(amounts);
  });

  test('the same key sent at once for two users: one is booked, the other is a 409 naming the key', async () => {
    for (let round = 0; round < 5; round++) {
      const key = newKey();
      const before = { member1: await accBal('member1'), member3: await accBal('member3') };
      const answers = await Promise.all([
        pay('agent2', { UserId: 'member1', Amount: '7.00', IdempotencyKey: key }),
        pay('agent2', { UserId: 'member3', Amount: '7.00', IdempotencyKey: key }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(refused?.body).toMatchObject({ message: 'This IdempotencyKey was already used for another payment.', field: 'IdempotencyKey' });
      const booked = answers.find((answer) => answer.status === 201)?.body.UserId ?? '';
      expect(await livePayments(key)).toBe(1);
      expect((await accBal('member1')) - before.member1 + ((await accBal('member3')) - before.member3)).toBe(700n);
      expect(booked === 'member1' ? await accBal('member1') : await accBal('member3')).toBe((booked === 'member1' ? before.member1 : before.member3) + 700n);
    }
  });

  test('the same payment sent 10 times at once is booked once and answered the same', async () => {
    const before = await accBal('member1');
    const body = { UserId: 'member1', Amount: '-3.25', IdempotencyKey: newKey() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay('agent2', body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body.PaymentId)).size).toBe(1);
    expect(await livePayments(body.IdempotencyKey)).toBe(1);
    expect(await accBal('member1')).toBe(before - 325n);
  });
});
