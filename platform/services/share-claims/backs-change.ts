// Changing a recorded claim-back: PUT shareClaimBack (a new amount or remark: its CLAIM payment is
// voided and a new one booked, so the statement history shows both) and DELETE shareClaimBack/{id}
// (void: its payment is voided, AccBal moves back). The claim and the claim-back are locked first,
// then the account (by the payments service); each change writes its audit row in the transaction.
import { eq } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { formatDollars, toMoney } from '@/lib/domain/money';
import { shareClaimBacks } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { recordPayments, voidPayment } from '../payments/record';
import { claimBackResult, lockClaimBack, paymentRemarks, withRemark } from './backs';
import { assertClaimWriter, type ClaimContext } from './access';
import { collectedOn } from './rows';

/** PUT shareClaimBack: nothing is written when amount and remark are the same. */
export async function updateClaimBack(context: ClaimContext, input: { ClaimBackId: number; Amount: string; Remark: string }) {
  const { db, actor, locId, now } = context;
  assertClaimWriter(actor);
  await db.transaction(async (tx) => {
    const { claim, back } = await lockClaimBack(tx, context, input.ClaimBackId);
    if (toMoney(back.amount) === input.Amount && back.remark === input.Remark) return;
    const others = (await collectedOn(tx, claim.id)) - moneyToCents(toMoney(back.amount));
    if (others + moneyToCents(input.Amount) > moneyToCents(toMoney(claim.amount))) {
      const room = moneyToCents(toMoney(claim.amount)) - others;
      throw new PlatformError(409, `Share claim ${claim.id} on ${claim.userId} has room for ${formatDollars(centsToMoney(room))} on this claim-back, not ${formatDollars(input.Amount)}.`, 'Amount');
    }
    const payments = { db: tx, actor, locId, now };
    await voidPayment(payments, back.paymentId, { claimBack: true });
    const base = (await paymentRemarks(tx, [claim])).get(claim.id) ?? '';
    const [booked] = await recordPayments(payments, [{ UserId: claim.userId, Amount: input.Amount, Type: 'CLAIM', Remark: withRemark(base, input.Remark) }]);
    if (!booked) throw new Error('claim-back payment was not booked');
    await tx.update(shareClaimBacks).set({ amount: input.Amount, remark: input.Remark, paymentId: booked.PaymentId }).where(eq(shareClaimBacks.id, back.id));
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'shareClaimBack',
      entityId: back.id,
      action: 'UPDATE',
      targetUserId: claim.userId,
      locId,
      before: { Amount: toMoney(back.amount), Remark: back.remark, PaymentId: back.paymentId },
      after: { Amount: input.Amount, Remark: input.Remark, PaymentId: booked.PaymentId },
    });
  });
  return claimBackResult(context, [input.ClaimBackId]);
}

/** DELETE shareClaimBack/{id}: the claim-back and its payment are voided (both stay on record); 409 when voided already. */
export async function voidClaimBack(context: ClaimContext, id: number) {
  const { db, actor, locId, now } = context;
  assertClaimWriter(actor);
  await db.transaction(async (tx) => {
    const { claim, back } = await lockClaimBack(tx, context, id);
    await voidPayment({ db: tx, actor, locId, now }, back.paymentId, { claimBack: true });
    await tx.update(shareClaimBacks).set({ voidedAt: now, voidedBy: actor.userId }).where(eq(shareClaimBacks.id, back.id));
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'shareClaimBack',
      entityId: back.id,
      action: 'DELETE',
      targetUserId: claim.userId,
      locId,
      before: { ClaimId: claim.id, Amount: toMoney(back.amount), Remark: back.remark, PaymentId: back.paymentId, VoidedDate: null },
      after: { VoidedDate: now.toISOString(), VoidedBy: actor.userId },
    });
  });
  return claimBackResult(context, [id]);
}
