// Share claims over HTTP: SHARE claims generated from a settled draw (amounts derived here from the
// members' settlements and settlement_rates), idempotent regeneration, a re-settlement with other
// figures; claim-backs booked as CLAIM payments (AccBal moves once, also on a retried key), never
// past a claim's amount, rebooked and voided; the text import (all or nothing); manual claims; the
// lists and reports; the place-out/share mix (a read); and the audit rows of every change.
import { and, eq, sql } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { audits, payments, settlements, shareClaimBacks, userLocations } from '@/platform/db/schema';
import { settleDraw } from '@/platform/services/settlement/settle';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { FIXED_NOW } from './support/database';
import { concurrencyTest, platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';
import { derivedOwnShares, rigWinningDraw, type BackResult, type Claim, type ClaimBack, type Generation, type RiggedDraw } from './share-claims-fixture';

const plus = (a: string, b: string) => centsToMoney(moneyToCents(a) + moneyToCents(b));

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let draw: RiggedDraw = { id: 0, drawDate: '' };
  let agent2Claim = 0;

  beforeAll(async () => {
    draw = await rigWinningDraw(platform.db);
  });

  const send = <T>(actor: Actor, method: string, resource: string, body: unknown) => sendJson<T>(platform, method, scoped(resource), body, tokens[actor]);
  const get = <T>(actor: Actor, resource: string, query = '') => platform.get<T>(scoped(resource, 'SG', query), tokens[actor]);
  const remove = <T>(actor: Actor, resource: string) => platform.request<T>(scoped(resource), { method: 'DELETE', headers: { authorization: `Bearer ${tokens[actor]}` } });
  const generate = (actor: Actor) => send<Generation>(actor, 'PUT', 'generateShareClaimReport', { DrawId: draw.id });
  const accBal = async (userId: string) => {
    const [row] = await platform.db
      .select({ accBal: userLocations.accBal })
      .from(userLocations)
      .where(and(eq(userLocations.userId, userId), eq(userLocations.locId, 'SG')));
    return row?.accBal ?? '';
  };
  const auditCount = async (entity: string) => (await platform.db.select({ n: sql<number>`count(*)::int` }).from(audits).where(eq(audits.entity, entity)))[0]?.n ?? 0;
  const backCount = async () => (await platform.db.select({ n: sql<number>`count(*)::int` }).from(shareClaimBacks))[0]?.n ?? 0;
  const setShare = async (userId: string, share: string) => {
    await platform.db.update(userLocations).set({ share }).where(and(eq(userLocations.userId, userId), eq(userLocations.locId, 'SG')));
    await settleDraw(platform.db, draw.id, { now: FIXED_NOW });
  };
  const claimOf = async (claimId: number) => (await get<{ Items: Claim[] }>('admin', 'shareClaim', `DrawId=${draw.id}`)).body.Items.find((claim) => claim.ClaimId === claimId);

  test('generateShareClaimReport claims each child agent’s own share of the settled loss, exactly', async () => {
    const derived = await derivedOwnShares(platform.db, draw.id, 'admin');
    expect((derived.get('agent1') ?? 0n) < 0n && (derived.get('agent3') ?? 0n) < 0n).toBe(true);
    const byAdmin = await generate('admin');
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ Created: 2, Updated: 0, Removed: 0, Unchanged: 0 });
    const stored = new Map((await platform.db.select().from(settlements).where(eq(settlements.drawId, draw.id))).map((row) => [row.userId, row]));
    expect(byAdmin.body.Items.map((claim) => [claim.UserId, claim.Kind, claim.ClaimedBy, claim.CreatedBy, claim.Share, claim.OwnShare, claim.Amount])).toEqual([
      ['agent1', 'SHARE', 'admin', 'admin', 0.5, centsToMoney(derived.get('agent1') ?? 0n), centsToMoney(-(derived.get('agent1') ?? 0n))],
      ['agent3', 'SHARE', 'admin', 'admin', 0.3, centsToMoney(derived.get('agent3') ?? 0n), centsToMoney(-(derived.get('agent3') ?? 0n))],
    ]);
    // The settlement's own row agrees with the derivation.
    expect(byAdmin.body.Items[0]?.OwnShare).toBe(stored.get('agent1')?.ownShare);

    const derivedAgent1 = await derivedOwnShares(platform.db, draw.id, 'agent1');
    const byAgent1 = await generate('agent1');
    expect(byAgent1.body).toMatchObject({ Created: 1, Unchanged: 0 });
    const [claim] = byAgent1.body.Items;
    expect(claim).toMatchObject({ UserId: 'agent2', ClaimedBy: 'agent1', Share: 0.2, Amount: centsToMoney(-(derivedAgent1.get('agent2') ?? 0n)), Collected: '0.00', Status: 'OPEN', Editable: true });
    agent2Claim = claim?.ClaimId ?? 0;
    const created = await platform.db.select().from(audits).where(and(eq(audits.entity, 'shareClaim'), eq(audits.action, 'CREATE')));
    expect(created.map((row) => `${row.actorId}:${row.targetUserId}`).sort()).toEqual(['admin:agent1', 'admin:agent3', 'agent1:agent2']);
    expect(created.find((row) => row.targetUserId === 'agent2')?.after).toMatchObject({ Kind: 'SHARE', Amount: claim?.Amount, Via: 'generateShareClaimReport' });
  });

  test('running it again changes nothing; a hand-changed amount stays until the figures change', async () => {
    const audited = await auditCount('shareClaim');
    const first = (await generate('admin')).body;
    expect(first).toMatchObject({ Created: 0, Updated: 0, Removed: 0, Unchanged: 2 });
    expect((await generate('agent1')).body).toMatchObject({ Created: 0, Updated: 0, Removed: 0, Unchanged: 1 });
    expect(await auditCount('shareClaim')).toBe(audited);

    const original = (await claimOf(agent2Claim))?.Amount ?? '';
    expect((await send<Claim>('agent1', 'PUT', 'updateReportShare', { ClaimId: agent2Claim, Amount: '1.23', Remark: 'agreed' })).body).toMatchObject({ Amount: '1.23', Remark: 'agreed' });
    expect((await generate('agent1')).body).toMatchObject({ Unchanged: 1, Updated: 0 });
    expect((await claimOf(agent2Claim))?.Amount).toBe('1.23');
    await send('agent1', 'PUT', 'updateReportShare', { ClaimId: agent2Claim, Amount: original, Remark: '' });
  });

  test('a draw settled again with other figures updates the claims', async () => {
    const before = (await claimOf(agent2Claim))?.Amount ?? '';
    await setShare('agent2', '0.1000');
    try {
      const derived = await derivedOwnShares(platform.db, draw.id, 'agent1');
      const again = await generate('agent1');
      expect(again.body).toMatchObject({ Created: 0, Updated: 1, Unchanged: 0 });
      expect(again.body.Items[0]).toMatchObject({ ClaimId: agent2Claim, Share: 0.1, Amount: centsToMoney(-(derived.get('agent2') ?? 0n)) });
      expect(again.body.Items[0]?.Amount).not.toBe(before);
      const admin = await derivedOwnShares(platform.db, draw.id, 'admin');
      const byAdmin = await generate('admin');
      expect(byAdmin.body).toMatchObject({ Updated: 1, Unchanged: 1 });
      expect(byAdmin.body.Items.find((claim) => claim.UserId === 'agent1')?.Amount).toBe(centsToMoney(-(admin.get('agent1') ?? 0n)));
    } finally {
      await setShare('agent2', '0.2000');
    }
    expect((await generate('agent1')).body.Items[0]).toMatchObject({ ClaimId: agent2Claim, Amount: before });
    expect((await generate('admin')).body).toMatchObject({ Updated: 1, Unchanged: 1 });
  });

  test('a claim-back books a CLAIM payment: AccBal moves exactly once, also when the call is retried with its key', async () => {
    const before = await accBal('agent2');
    const body = { Items: [{ ClaimId: agent2Claim, Amount: '10.00', Remark: 'cash' }], IdempotencyKey: 'claim-back-0001' };
    const first = await send<BackResult>('agent1', 'POST', 'shareClaimBack', body);
    expect(first.status).toBe(201);
    const amount = (await claimOf(agent2Claim))?.Amount ?? '';
    expect(first.body.Claims[0]).toMatchObject({ ClaimId: agent2Claim, Collected: '10.00', Outstanding: plus(amount, '-10.00') });
    expect(await accBal('agent2')).toBe(plus(before, '10.00'));
    const again = await send<BackResult>('agent1', 'POST', 'shareClaimBack', body);
    expect(again.status).toBe(201);
    expect(again.body.Items.map((item) => item.ClaimBackId)).toEqual(first.body.Items.map((item) => item.ClaimBackId));
    expect(await accBal('agent2')).toBe(plus(before, '10.00'));
    const reused = await send<{ field: string }>('agent1', 'POST', 'shareClaimBack', { ...body, Items: [{ ClaimId: agent2Claim, Amount: '11.00' }] });
    expect([reused.status, reused.body.field]).toEqual([409, 'IdempotencyKey']);
    expect(await accBal('agent2')).toBe(plus(before, '10.00'));

    const paymentId = first.body.Items[0]?.PaymentId ?? 0;
    const [payment] = await platform.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ userId: 'agent2', type: 'CLAIM', amount: '10.00', createdBy: 'agent1', deletedAt: null });
    const history = await get<{ Items: { PaymentId: number | null; Type: string | null; Amount: string }[]; Closing: string }>('agent1', 'statementByUserId', 'UserId=agent2');
    expect(history.status).toBe(200);
    expect(history.body.Items.find((item) => item.PaymentId === paymentId)).toMatchObject({ Type: 'CLAIM', Amount: '10.00' });
    expect(history.body.Closing).toBe(await accBal('agent2'));
    const [audit] = await platform.db.select().from(audits).where(and(eq(audits.entity, 'shareClaimBack'), eq(audits.entityId, String(first.body.Items[0]?.ClaimBackId))));
    expect(audit).toMatchObject({ actorId: 'agent1', action: 'CREATE', targetUserId: 'agent2', after: { Amount: '10.00', PaymentId: paymentId } });
  });

  test('collecting more than a claim’s amount is refused, and so is lowering or removing a collected claim', async () => {
    const before = { accBal: await accBal('agent2'), backs: await backCount() };
    const claim = await claimOf(agent2Claim);
    const over = await send<{ message: string }>('agent1', 'POST', 'shareClaimBack', { Items: [{ ClaimId: agent2Claim, Amount: plus(claim?.Outstanding ?? '', '0.01') }] });
    expect(over.status).toBe(409);
    expect(over.body.message).toContain(`share claim ${agent2Claim}`);
    const split = await send<{ field: string }>('agent1', 'POST', 'shareClaimBack', {
      Items: [{ ClaimId: agent2Claim, Amount: '1.00' }, { ClaimId: agent2Claim, Amount: claim?.Outstanding ?? '' }],
    });
    expect([split.status, split.body.field]).toEqual([409, 'Items.1.Amount']);
    expect((await send('agent1', 'PUT', 'updateReportShare', { ClaimId: agent2Claim, Amount: '9.99' })).status).toBe(409);
    expect((await remove('agent1', `shareClaim/${agent2Claim}`)).status).toBe(409);
    expect({ accBal: await accBal('agent2'), backs: await backCount() }).toEqual(before);

    // Collect everything; a re-settlement that owes less now refuses the whole regeneration.
    const rest = await send<BackResult>('agent1', 'POST', 'shareClaimBack', { Items: [{ ClaimId: agent2Claim, Amount: claim?.Outstanding ?? '' }] });
    expect(rest.body.Claims[0]).toMatchObject({ Outstanding: '0.00', Status: 'SETTLED' });
    await setShare('agent2', '0.1000');
    try {
      const refused = await generate('agent1');
      expect(refused.status).toBe(409);
      expect((refused.body as unknown as { data: string[] }).data[0]).toContain('agent2');
      expect((await claimOf(agent2Claim))?.Amount).toBe(claim?.Amount);
    } finally {
      await setShare('agent2', '0.2000');
    }
    expect((await remove<BackResult>('agent1', `shareClaimBack/${rest.body.Items[0]?.ClaimBackId}`)).status).toBe(200);
    expect(await accBal('agent2')).toBe(before.accBal);
  });

  test('PUT shareClaimBack voids the payment and books a new one; DELETE voids it and restores AccBal', async () => {
    const start = plus(await accBal('agent2'), '-10.00');
    const [back] = (await get<{ Items: ClaimBack[] }>('agent1', 'selectReportShareClaimBack', `DrawId=${draw.id}`)).body.Items;
    const changed = await send<BackResult>('agent1', 'PUT', 'shareClaimBack', { ClaimBackId: back?.ClaimBackId, Amount: '4.00', Remark: 'less' });
    expect(changed.status).toBe(200);
    const newPayment = changed.body.Items[0]?.PaymentId ?? 0;
    expect(newPayment).not.toBe(back?.PaymentId);
    expect((await platform.db.select().from(payments).where(eq(payments.id, back?.PaymentId ?? 0)))[0]?.deletedBy).toBe('agent1');
    expect(await accBal('agent2')).toBe(plus(start, '4.00'));

    const voided = await remove<BackResult>('agent1', `shareClaimBack/${back?.ClaimBackId}`);
    expect(voided.status).toBe(200);
    expect(voided.body.Items[0]?.VoidedDate).not.toBeNull();
    expect(voided.body.Claims[0]).toMatchObject({ Collected: '0.00' });
    expect(await accBal('agent2')).toBe(start);
    expect((await platform.db.select().from(payments).where(eq(payments.id, newPayment)))[0]?.deletedBy).toBe('agent1');
    expect((await remove('agent1', `shareClaimBack/${back?.ClaimBackId}`)).status).toBe(409);
    const actions = await platform.db.select().from(audits).where(and(eq(audits.entity, 'shareClaimBack'), eq(audits.entityId, String(back?.ClaimBackId))));
    expect(actions.map((row) => row.action).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
  });

  concurrencyTest(driver)('concurrent claim-backs never collect more than the claim, and a key sent twice at once books once', async () => {
    const before = await accBal('agent2');
    const outstanding = (await claimOf(agent2Claim))?.Outstanding ?? '';
    const full = { Items: [{ ClaimId: agent2Claim, Amount: outstanding }] };
    const raced = await Promise.all([send<BackResult>('agent1', 'POST', 'shareClaimBack', full), send<BackResult>('agent1', 'POST', 'shareClaimBack', full)]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await accBal('agent2')).toBe(plus(before, outstanding));
    const won = raced.find((answer) => answer.status === 201)?.body.Items[0]?.ClaimBackId;
    expect((await remove('agent1', `shareClaimBack/${won}`)).status).toBe(200);

    const keyed = { Items: [{ ClaimId: agent2Claim, Amount: '3.00' }], IdempotencyKey: 'claim-back-race-1' };
    const twice = await Promise.all([send<BackResult>('agent1', 'POST', 'shareClaimBack', keyed), send<BackResult>('agent1', 'POST', 'shareClaimBack', keyed)]);
    expect(twice.map((answer) => answer.status)).toEqual([201, 201]);
    expect(twice[0]?.body.Items[0]?.ClaimBackId).toBe(twice[1]?.body.Items[0]?.ClaimBackId);
    expect(await accBal('agent2')).toBe(plus(before, '3.00'));
    expect((await remove('agent1', `shareClaimBack/${twice[0]?.body.Items[0]?.ClaimBackId}`)).status).toBe(200);
    expect(await accBal('agent2')).toBe(before);
  });

  test('shareClaimBackImport records every line or none, naming each bad line', async () => {
    const before = { accBal: await accBal('agent2'), backs: await backCount() };
    const good = `agent2,${draw.drawDate},5.00,import, with a comma`;
    const text = ['UserId,DrawDate,Amount,Remark', good, '', 'nobody,2025-04-13,1.00', `agent2,13/04/2025,1.00`, `agent2,${draw.drawDate},99999999.00`, `member1,${draw.drawDate},1.00`].join('\n');
    const refused = await send<{ message: string; data: string[]; Problems: { Line: number; Message: string }[] }>('agent1', 'PUT', 'shareClaimBackImport', { Text: text });
    expect(refused.status).toBe(422);
    expect(refused.body.Problems.map((problem) => problem.Line)).toEqual([4, 5, 6, 7]);
    expect(refused.body.Problems[0]?.Message).toBe('User not found.');
    expect(refused.body.data[2]).toMatch(/^Line 6: .*outstanding on share claim/);
    expect({ accBal: await accBal('agent2'), backs: await backCount() }).toEqual(before);

    const body = { Text: `UserId,DrawDate,Amount\n${good}\n`, IdempotencyKey: 'import-0001' };
    const done = await send<BackResult>('agent1', 'PUT', 'shareClaimBackImport', body);
    expect(done.status).toBe(200);
    expect(done.body.Items).toEqual([expect.objectContaining({ ClaimId: agent2Claim, Amount: '5.00', Remark: 'import, with a comma' })]);
    expect((await send<BackResult>('agent1', 'PUT', 'shareClaimBackImport', body)).body.Items[0]?.ClaimBackId).toBe(done.body.Items[0]?.ClaimBackId);
    expect(await accBal('agent2')).toBe(plus(before.accBal, '5.00'));
  });

  test('a MANUAL claim is entered, changed and removed by the parent, each change audited', async () => {
    const made = await send<Claim>('agent1', 'POST', 'shareClaim', { DrawId: draw.id, UserId: 'agent2', Amount: '25.5', Remark: 'fee' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ Kind: 'MANUAL', UserId: 'agent2', ClaimedBy: 'agent1', Amount: '25.50', OwnShare: '0.00', Editable: true });
    const byAdmin = await send<Claim>('admin', 'POST', 'shareClaim', { DrawId: draw.id, UserId: 'agent2', Amount: '1.00' });
    expect(byAdmin.body).toMatchObject({ ClaimedBy: 'agent1', CreatedBy: 'admin' });
    expect((await send<{ field: string }>('agent1', 'POST', 'shareClaim', { DrawId: draw.id, UserId: 'member1', Amount: '1.00' })).body.field).toBe('UserId');
    expect((await send('agent1', 'POST', 'shareClaim', { DrawId: draw.id, UserId: 'agent2', Amount: '0.00' })).status).toBe(400);
    expect((await send<Claim>('agent1', 'PUT', 'updateReportShare', { ClaimId: made.body.ClaimId, Amount: '30.00', Remark: 'fee' })).body.Amount).toBe('30.00');
    expect((await remove<Claim>('agent1', `shareClaim/${made.body.ClaimId}`)).status).toBe(200);
    expect(await claimOf(made.body.ClaimId)).toBeUndefined();
    expect((await remove('admin', `shareClaim/${byAdmin.body.ClaimId}`)).status).toBe(200);
    const rows = await platform.db.select().from(audits).where(and(eq(audits.entity, 'shareClaim'), eq(audits.entityId, String(made.body.ClaimId))));
    expect(rows.map((row) => `${row.action}:${row.actorId}`).sort()).toEqual(['CREATE:agent1', 'DELETE:agent1', 'UPDATE:agent1']);
    expect(rows.find((row) => row.action === 'UPDATE')).toMatchObject({ before: { Amount: '25.50' }, after: { Amount: '30.00' } });
  });

  test('the lists and reports: working list, claims to collect, V’s claims both ways, claim-backs, down line', async () => {
    const list = await get<{ Items: Claim[]; Total: { Amount: string } }>('agent1', 'shareClaim', `DrawId=${draw.id}`);
    expect(list.body.Items.map((claim) => `${claim.UserId}:${claim.ClaimedBy}:${claim.Editable}`)).toEqual(['agent1:admin:false', 'agent2:agent1:true']);
    const sum = list.body.Items.reduce((total, claim) => total + moneyToCents(claim.Amount), 0n);
    expect(list.body.Total.Amount).toBe(centsToMoney(sum));
    const toCollect = await send<{ Items: Claim[] }>('agent1', 'POST', 'shareClaimBackSelect', { DrawId: draw.id });
    expect(toCollect.body.Items.map((claim) => claim.ClaimId)).toEqual([agent2Claim]);
    const report = await get<{ UserId: string; Items: Claim[] }>('admin', 'selectReportShareClaim', `UserId=agent1&DrawFrom=${draw.drawDate}&DrawTo=${draw.drawDate}`);
    expect(report.body.Items.map((claim) => claim.UserId)).toEqual(['agent1', 'agent2']);
    const backs = await get<{ Items: ClaimBack[]; Total: string }>('agent1', 'selectReportShareClaimBack', `DrawId=${draw.id}`);
    expect(backs.body).toMatchObject({ UserId: 'agent1', Total: '5.00', Items: [{ Remark: 'import, with a comma' }] });
    const down = await get<{ Items: { UserId: string; Share: number; DrawCount: number; Amount: string; Collected: string }[] }>('admin', 'reportDownLine', `DrawId=${draw.id}`);
    const claims = (await get<{ Items: Claim[] }>('admin', 'selectReportShareClaim', `DrawId=${draw.id}`)).body.Items;
    expect(down.body.Items).toEqual([
      expect.objectContaining({ UserId: 'agent1', Share: 0.5, DrawCount: 1, Amount: claims.find((claim) => claim.UserId === 'agent1')?.Amount, Collected: '0.00' }),
      expect.objectContaining({ UserId: 'agent3', Share: 0.3, DrawCount: 1, Amount: claims.find((claim) => claim.UserId === 'agent3')?.Amount }),
    ]);
  });

  test('generateReportPlaceOutShareMix sets the strikes by share beside the strikes by intake, and writes nothing', async () => {
    const audited = await platform.db.select({ n: sql<number>`count(*)::int` }).from(audits);
    type Mix = { Items: { UserId: string; Level: number; ShareStrike: string; IntakeStrike: string; Difference: string }[]; Total: { ShareStrike: string; IntakeStrike: string } };
    const mix = await send<Mix>('admin', 'PUT', 'generateReportPlaceOutShareMix', { DrawId: draw.id });
    expect(mix.status).toBe(200);
    const byShare = (await get<{ Items: { UserId: string; OwnStrike: string }[] }>('admin', 'reportStrikeSummary3', `DrawId=${draw.id}`)).body.Items;
    const intakeReport = (await get<{ Items: { UserId: string; Payout: string }[]; Total: { Payout: string } }>('admin', 'selectReportInTakeStrike', `DrawId=${draw.id}`)).body;
    const byIntake = intakeReport.Items;
    const shareTotal = (await get<{ Total: { Strike: string } }>('admin', 'reportStrikeSummary3', `DrawId=${draw.id}`)).body.Total.Strike;
    // Every strike is borne once each way: by shares up to the company, by the intakes that kept it.
    expect(mix.body.Total).toMatchObject({ ShareStrike: shareTotal, IntakeStrike: intakeReport.Total.Payout });
    expect(moneyToCents(shareTotal)).toBeGreaterThan(0n);
    expect(mix.body.Items.map((row) => row.UserId)).toEqual(expect.arrayContaining(['admin', 'agent1', 'agent2', 'agent3']));
    for (const row of mix.body.Items) {
      const kept = byIntake.filter((item) => item.UserId === row.UserId).reduce((total, item) => total + moneyToCents(item.Payout), 0n);
      expect({ user: row.UserId, share: row.ShareStrike, intake: row.IntakeStrike, difference: row.Difference }).toEqual({
        user: row.UserId,
        share: byShare.find((item) => item.UserId === row.UserId)?.OwnStrike ?? '0.00',
        intake: centsToMoney(kept),
        difference: centsToMoney(kept - moneyToCents(row.ShareStrike)),
      });
    }
    expect(await platform.db.select({ n: sql<number>`count(*)::int` }).from(audits)).toEqual(audited);
  });
});
