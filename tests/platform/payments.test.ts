// Recording payments: insertStatement2, insertStatements (all or none), updateStatementSum (settle up)
// and deleteStatement2 (void). A payment moves the user's AccBal by exactly its signed amount in the
// same transaction, and so CreditLeft = Credit - open stakes - max(0, -AccBal); a void takes it back.
// Every change writes one audit row. Every payment carries an IdempotencyKey (400 without), and a CLAIM
// payment is voided only through its share claim-back (409 naming it).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import { audits, draws, payments, settlements, shareClaimBacks, userLocations, users } from '@/platform/db/schema';
import { openStakes } from '@/platform/services/users/accounts';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { newKey } from './support/bets';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface Payment {
  PaymentId: number;
  UserId: string;
  Amount: string;
  Type: string;
  AccBal: string;
  CreditLeft: string;
  VoidedDate: string | null;
  VoidedBy: string | null;
}

const cents = (money: string) => moneyToCents(money);
const plus = (a: string, b: string) => centsToMoney(cents(a) + cents(b));

type Body = Record<string, unknown>;
/** A payment as the forms send it: with a new IdempotencyKey, unless the test names one (undefined: none). */
const keyed = (body: Body): Body => ('IdempotencyKey' in body ? body : { ...body, IdempotencyKey: newKey() });
function withKeys(resource: string, body: unknown): unknown {
  if (resource === 'insertStatement2') return keyed(body as Body);
  if (resource !== 'insertStatements') return body;
  const { Items } = body as { Items: Body[] };
  return { ...(body as Body), Items: Items.map(keyed) };
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const post = <T = Payment>(actor: Actor, resource: string, body: unknown, locId = 'SG') =>
    sendJson<T>(platform, 'POST', scoped(resource, locId), withKeys(resource, body), tokens[actor]);
  const voidIt = (actor: Actor, id: number, locId = 'SG') =>
    platform.request<Payment>(scoped(`deleteStatement2/${id}`, locId), { method: 'DELETE', headers: { authorization: `Bearer ${tokens[actor]}` } });
  const account = async (userId: string, locId = 'SG') => {
    const [row] = await platform.db
      .select({ credit: userLocations.credit, accBal: userLocations.accBal })
      .from(userLocations)
      .where(and(eq(userLocations.userId, userId), eq(userLocations.locId, locId)));
    return { credit: row?.credit ?? '0.00', accBal: row?.accBal ?? '0.00' };
  };
  /** The rule of the settlement model, computed here from the stored figures. */
  const expectedCreditLeft = async (userId: string, locId = 'SG') => {
    const { credit, accBal } = await account(userId, locId);
    const losses = cents(accBal) < 0n ? -cents(accBal) : 0n;
    return centsToMoney(cents(credit) - cents(await openStakes(platform.db, userId, locId)) - losses);
  };
  const paymentCount = async () => (await platform.db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]?.n ?? 0;
  const auditsOf = (entityId: number) =>
    platform.db.select().from(audits).where(and(eq(audits.entity, 'payment'), eq(audits.entityId, String(entityId))));

  test('agent2 pays member1 out: AccBal and CreditLeft drop by exactly the amount; collecting raises them back', async () => {
    const before = await account('member1');
    const paid = await post('agent2', 'insertStatement2', { UserId: 'member1', Amount: '-150.25', Type: 'PAYMENT', Remark: 'Winnings paid' });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ UserId: 'member1', Amount: '-150.25', Type: 'PAYMENT', VoidedDate: null, AccBal: plus(before.accBal, '-150.25') });
    expect((await account('member1')).accBal).toBe(plus(before.accBal, '-150.25'));
    expect(paid.body.CreditLeft).toBe(await expectedCreditLeft('member1'));
    const profile = await platform.get<{ AccBal: string; CreditLeft: string }>(scoped('profile'), tokens.member1);
    expect(profile.body).toMatchObject({ AccBal: paid.body.AccBal, CreditLeft: paid.body.CreditLeft });

    const collected = await post('agent2', 'insertStatement2', { UserId: 'member1', Amount: '150.25', Type: 'ADJUSTMENT' });
    expect(collected.body).toMatchObject({ Amount: '150.25', Type: 'ADJUSTMENT', Remark: '', AccBal: before.accBal });
    expect(collected.body.CreditLeft).toBe(await expectedCreditLeft('member1'));
    const [created] = await auditsOf(paid.body.PaymentId);
    expect(created).toMatchObject({ actorId: 'agent2', action: 'CREATE', targetUserId: 'member1', locId: 'SG' });
    expect(created?.after).toMatchObject({ Amount: '-150.25', Type: 'PAYMENT', Remark: 'Winnings paid' });
  });

  test('a payment sent again with its IdempotencyKey is recorded once; the key with another payment is refused', async () => {
    const before = await account('member1');
    const body = { UserId: 'member1', Amount: '12.34', Remark: 'Retried', IdempotencyKey: 'pay-retry-0001' };
    const first = await post('agent2', 'insertStatement2', body);
    const again = await post('agent2', 'insertStatement2', body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.PaymentId).toBe(first.body.PaymentId);
    expect(again.body.AccBal).toBe(plus(before.accBal, '12.34'));
    expect((await account('member1')).accBal).toBe(plus(before.accBal, '12.34'));
    expect(await auditsOf(first.body.PaymentId)).toHaveLength(1);

    const other = await post('agent2', 'insertStatement2', { ...body, Amount: '99.00' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ message: 'This IdempotencyKey was already used for another payment.' });
    expect((await account('member1')).accBal).toBe(plus(before.accBal, '12.34'));
    // Keys are the recorder's own: admin may use the same text for its own payment.
    const admins = await post('admin', 'insertStatement2', body);
    expect(admins.status).toBe(201);
    await voidIt('agent2', first.body.PaymentId);
    await voidIt('admin', admins.body.PaymentId);
  });

  test('an admin pays any agent or member; each location has its own AccBal', async () => {
    const sg = await account('member2');
    const mg = await account('member2', 'MG');
    expect((await post('admin', 'insertStatement2', { UserId: 'member2', Amount: '20' }, 'MG')).body).toMatchObject({ Amount: '20.00', Type: 'PAYMENT' });
    expect((await account('member2', 'MG')).accBal).toBe(plus(mg.accBal, '20.00'));
    expect((await account('member2')).accBal).toBe(sg.accBal);
    expect((await post('admin', 'insertStatement2', { UserId: 'agent1', Amount: '-5.5' })).status).toBe(201);
  });

  test('only the direct parent or an admin records a payment; anyone else changes nothing', async () => {
    await platform.db.update(users).set({ enableCreateDownline: true }).where(eq(users.userId, 'agent3'));
    const count = await paymentCount();
    const body = { UserId: 'member1', Amount: '10.00' };
    expect(await post('agent1', 'insertStatement2', body)).toMatchObject({ status: 403, body: { field: 'UserId' } });
    expect(await post('agent3', 'insertStatement2', body)).toMatchObject({ status: 404, body: { message: 'User not found.' } });
    // A member: the access table's 403; the clerk (no EnableCreateDownline): the payments' own 404.
    expect((await post('member1', 'insertStatement2', body)).status).toBe(403);
    expect((await post('clerk', 'insertStatement2', body)).status).toBe(404);
    expect(await post('agent2', 'insertStatement2', { UserId: 'agent2', Amount: '10.00' })).toMatchObject({ status: 403 });
    expect(await post('admin', 'insertStatement2', { UserId: 'clerk', Amount: '10.00' })).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect(await post('admin', 'insertStatement2', { UserId: 'nobody', Amount: '10.00' })).toMatchObject({ status: 404 });
    expect(await paymentCount()).toBe(count);
    await platform.db.update(users).set({ enableCreateDownline: false }).where(eq(users.userId, 'agent3'));
  });

  test.each([
    ['zero', { Amount: '0.00' }, 'Amount'],
    ['three decimals', { Amount: '1.005' }, 'Amount'],
    ['a number', { Amount: 5 }, 'Amount'],
    ['an exponent', { Amount: '1e3' }, 'Amount'],
    ['above the cap', { Amount: '1000000000.01' }, 'Amount'],
    ['below the cap', { Amount: '-1000000000.01' }, 'Amount'],
    ['missing', {}, 'Amount'],
    ['the SETTLE type', { Amount: '1.00', Type: 'SETTLE' }, 'Type'],
    ['an unknown type', { Amount: '1.00', Type: 'GIFT' }, 'Type'],
    ['a long remark', { Amount: '1.00', Remark: 'x'.repeat(201) }, 'Remark'],
    ['a control character in the remark', { Amount: '1.00', Remark: 'a\u0000b' }, 'Remark'],
    ['no IdempotencyKey', { Amount: '1.00', IdempotencyKey: undefined }, 'IdempotencyKey'],
    ['a short IdempotencyKey', { Amount: '1.00', IdempotencyKey: 'abc' }, 'IdempotencyKey'],
  ])('%s is a 400 naming the field, and nothing is recorded', async (_name, fields, field) => {
    const count = await paymentCount();
    expect(await post('agent2', 'insertStatement2', { UserId: 'member1', ...fields })).toMatchObject({ status: 400, body: { field } });
    expect(await paymentCount()).toBe(count);
  });

  test('the largest amount either way is 1,000,000,000.00', async () => {
    const up = await post('admin', 'insertStatement2', { UserId: 'agent3', Amount: '1000000000' });
    expect(up.body.Amount).toBe('1000000000.00');
    expect((await voidIt('admin', up.body.PaymentId)).status).toBe(200);
  });

  test('insertStatements records every payment or none', async () => {
    const member1 = await account('member1');
    const member3 = await account('member3');
    const count = await paymentCount();
    const good = { UserId: 'member1', Amount: '12.00' };
    // member2 is not agent2's: 404, and member1's good payment before it is not recorded either.
    expect((await post('agent2', 'insertStatements', { Items: [good, { UserId: 'member2', Amount: '1.00' }] })).status).toBe(404);
    expect((await post('agent2', 'insertStatements', { Items: [good, { UserId: 'member3', Amount: '0' }] })).status).toBe(400);
    // A failure inside the transaction (fresh1 has no MG account) rolls back member1's payment too.
    await platform.db.delete(userLocations).where(and(eq(userLocations.userId, 'fresh1'), eq(userLocations.locId, 'MG')));
    const mg = await account('member1', 'MG');
    expect(await post('agent2', 'insertStatements', { Items: [good, { UserId: 'fresh1', Amount: '1.00' }] }, 'MG')).toMatchObject({ status: 400 });
    expect((await account('member1', 'MG')).accBal).toBe(mg.accBal);
    expect(await paymentCount()).toBe(count);

    const batch = await post<{ Items: Payment[] }>('agent2', 'insertStatements', {
      Items: [good, { UserId: 'member3', Amount: '-2.50', Type: 'ADJUSTMENT' }, { UserId: 'member1', Amount: '3.00' }],
    });
    expect(batch.status).toBe(201);
    expect(batch.body.Items.map((item) => [item.UserId, item.Amount, item.AccBal])).toEqual([
      ['member1', '12.00', plus(member1.accBal, '12.00')],
      ['member3', '-2.50', plus(member3.accBal, '-2.50')],
      ['member1', '3.00', plus(member1.accBal, '15.00')],
    ]);
    expect((await account('member1')).accBal).toBe(plus(member1.accBal, '15.00'));
    expect(await paymentCount()).toBe(count + 3);
    const unkeyed = await post<{ field?: string }>('agent2', 'insertStatements', { Items: [good, { UserId: 'member3', Amount: '1.00', IdempotencyKey: undefined }] });
    expect(unkeyed).toMatchObject({ status: 400, body: { field: expect.stringContaining('IdempotencyKey') } });
    expect(await paymentCount()).toBe(count + 3);
    expect((await post('agent2', 'insertStatements', { Items: [] })).status).toBe(400);
    expect((await post('agent2', 'insertStatements', { Items: Array.from({ length: 101 }, () => good) })).status).toBe(400);
  });

  test('updateStatementSum settles a user up to 0.00 with a SETTLE payment; a second time is a 409', async () => {
    await post('agent2', 'insertStatement2', { UserId: 'member3', Amount: '-40.10' });
    const before = await account('member3');
    const settled = await post('agent2', 'updateStatementSum', { UserId: 'member3', Remark: 'Week 16' });
    expect(settled.status).toBe(201);
    expect(settled.body).toMatchObject({ Type: 'SETTLE', Amount: centsToMoney(-cents(before.accBal)), AccBal: '0.00' });
    expect((await account('member3')).accBal).toBe('0.00');
    expect(settled.body.CreditLeft).toBe(await expectedCreditLeft('member3'));
    expect(await post('agent2', 'updateStatementSum', { UserId: 'member3' })).toMatchObject({ status: 409, body: { field: 'UserId' } });
    expect((await post('agent1', 'updateStatementSum', { UserId: 'member3' })).status).toBe(403);
    expect((await post('member1', 'updateStatementSum', { UserId: 'member1' })).status).toBe(403);
  });

  test('a void takes the amount back off AccBal, once; only the payer side may void it', async () => {
    const before = await account('member1');
    const paid = await post('agent2', 'insertStatement2', { UserId: 'member1', Amount: '-75.00' });
    expect((await voidIt('agent1', paid.body.PaymentId)).status).toBe(403);
    expect((await voidIt('member1', paid.body.PaymentId)).status).toBe(403);
    expect((await voidIt('agent2', paid.body.PaymentId, 'MG')).status).toBe(404);
    expect((await voidIt('agent2', 99_999)).status).toBe(404);
    expect((await voidIt('agent2', 0)).status).toBe(400);
    expect((await account('member1')).accBal).toBe(plus(before.accBal, '-75.00'));

    const voided = await voidIt('agent2', paid.body.PaymentId);
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ PaymentId: paid.body.PaymentId, Amount: '-75.00', VoidedBy: 'agent2', AccBal: before.accBal });
    expect(voided.body.VoidedDate).not.toBeNull();
    expect(voided.body.CreditLeft).toBe(await expectedCreditLeft('member1'));
    expect((await account('member1')).accBal).toBe(before.accBal);
    expect(await voidIt('agent2', paid.body.PaymentId)).toMatchObject({ status: 409 });
    expect((await voidIt('admin', paid.body.PaymentId)).status).toBe(409);
    expect((await account('member1')).accBal).toBe(before.accBal);
    const rows = await auditsOf(paid.body.PaymentId);
    expect(rows.map((row) => row.action).sort()).toEqual(['CREATE', 'DELETE']);
    expect(rows.find((row) => row.action === 'DELETE')).toMatchObject({ actorId: 'agent2', targetUserId: 'member1' });
  });

  test('a CLAIM payment is voided only through its claim-back: deleteStatement2 answers 409 naming it', async () => {
    const [draw] = await platform.db.select({ id: draws.id }).from(draws).where(eq(draws.locId, 'SG')).limit(1);
    const claim = await sendJson<{ ClaimId: number }>(platform, 'POST', scoped('shareClaim'), { DrawId: draw?.id, UserId: 'agent2', Amount: '30.00' }, tokens.agent1);
    expect(claim.status).toBe(201);
    const before = await account('agent2');
    const back = await sendJson<{ Items: { ClaimBackId: number; PaymentId: number }[] }>(
      platform,
      'POST',
      scoped('shareClaimBack'),
      { Items: [{ ClaimId: claim.body.ClaimId, Amount: '12.00' }], IdempotencyKey: newKey() },
      tokens.agent1,
    );
    expect(back.status).toBe(201);
    const [item] = back.body.Items;
    if (!item) throw new Error('no claim-back');
    expect((await account('agent2')).accBal).toBe(plus(before.accBal, '12.00'));

    for (const actor of ['agent1', 'admin'] as const) {
      const refused = await voidIt(actor, item.PaymentId);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: expect.stringContaining(`claim-back ${item.ClaimBackId} of share claim ${claim.body.ClaimId}`) });
      expect((refused.body as unknown as { message: string }).message).toContain(`DELETE shareClaimBack/${item.ClaimBackId}`);
    }
    // Nothing moved: the payment is live, the claim has its 12.00 collected, AccBal agrees with it.
    expect((await account('agent2')).accBal).toBe(plus(before.accBal, '12.00'));
    expect((await platform.db.select().from(payments).where(eq(payments.id, item.PaymentId)))[0]?.deletedAt).toBeNull();
    const claims = await platform.get<{ Items: { ClaimId: number; Collected: string }[] }>(scoped('shareClaim', 'SG', `DrawId=${draw?.id}`), tokens.agent1);
    expect(claims.body.Items.find((row) => row.ClaimId === claim.body.ClaimId)?.Collected).toBe('12.00');

    // Through its claim-back the payment is voided with it, and AccBal moves back.
    const voided = await platform.request(scoped(`shareClaimBack/${item.ClaimBackId}`), { method: 'DELETE', headers: { authorization: `Bearer ${tokens.agent1}` } });
    expect(voided.status).toBe(200);
    expect((await account('agent2')).accBal).toBe(before.accBal);
    expect((await platform.db.select().from(payments).where(eq(payments.id, item.PaymentId)))[0]?.deletedBy).toBe('agent1');
    expect((await platform.db.select().from(shareClaimBacks).where(eq(shareClaimBacks.id, item.ClaimBackId)))[0]?.voidedBy).toBe('agent1');
    // Voided, it is an ordinary voided payment: 409 as voided already.
    expect(await voidIt('agent1', item.PaymentId)).toMatchObject({ status: 409, body: { message: expect.stringContaining('voided already') } });
  });

  test('AccBal stays the sum of the live payments and settlements after all of the above', async () => {
    for (const userId of ['member1', 'member3', 'member2', 'agent1', 'agent2']) {
      const [paid] = await platform.db
        .select({ total: sql<string | null>`sum(${payments.amount})` })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.locId, 'SG'), isNull(payments.deletedAt)));
      const [settled] = await platform.db
        .select({ total: sql<string | null>`sum(${settlements.amount})` })
        .from(settlements)
        .where(and(eq(settlements.userId, userId), eq(settlements.locId, 'SG')));
      const sum = cents(toMoney(paid?.total ?? '0')) + cents(toMoney(settled?.total ?? '0'));
      expect((await account(userId)).accBal).toBe(centsToMoney(sum));
    }
  });
});
