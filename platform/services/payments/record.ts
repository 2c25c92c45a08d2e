// Recording and voiding payments (POST insertStatement2, insertStatements, updateStatementSum and
// DELETE deleteStatement2/{id}). Each runs in one transaction that locks the users' account rows
// (users/credit.ts, in user-id order), so a payment, a placement and a settlement of the same
// user serialize: AccBal moves by exactly the payment, and CreditLeft with it. A voided payment stays
// (marked with when and who) and its amount is taken back off AccBal; it cannot be voided twice. A
// CLAIM payment belongs to its share claim-back and is voided only through it (DELETE
// shareClaimBack/{id}), so the claim's Collected and the agent's AccBal never disagree. A payment's
// IdempotencyKey is looked up under an advisory lock of (recorder, key), taken before the accounts:
// the same key sent at once for two users is one booking and one 409, never a unique-index 500.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Payment, PaymentInput, PaymentType } from '@/lib/contract/payments';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { formatDollars, toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { payments, shareClaimBacks } from '../../db/schema';
import { PlatformError } from '../../errors';
import { creditLeftOf, heldAccount, lockAccount, lockAccounts, moveAccBal, type LockedAccount } from '../users/credit';
import { writeAudit } from '../audit/write';
import { reachableUser } from '../users/downline';
import { assertPaymentCaller, mayPay, payableUser } from './rights';
import type { UserRow } from '../users/users';

export interface PaymentContext {
  db: Db;
  actor: UserRow;
  locId: string;
  now: Date;
}

type PaymentRow = typeof payments.$inferSelect;
export const PAYMENT_NOT_FOUND = 'Payment not found.';

function answer(row: PaymentRow, user: Pick<UserRow, 'userName'>, balances: { AccBal: string; CreditLeft: string }): Payment {
  return {
    PaymentId: row.id,
    UserId: row.userId,
    UserName: user.userName,
    LocId: row.locId,
    Amount: toMoney(row.amount),
    Type: row.type as PaymentType,
    Remark: row.remark,
    CreatedDate: row.createdAt.toISOString(),
    CreatedBy: row.createdBy,
    VoidedDate: row.deletedAt ? row.deletedAt.toISOString() : null,
    VoidedBy: row.deletedBy,
    ...balances,
  };
}

const audited = (row: PaymentRow) => ({ Amount: toMoney(row.amount), Type: row.type, Remark: row.remark });

interface Entry {
  target: UserRow;
  amount: string;
  type: PaymentType;
  remark: string;
  /** The client's key: a payment already recorded under it by the same recorder is answered again. */
  key?: string;
}

const KEY_REUSED = 'This IdempotencyKey was already used for another payment.';
/** Any key in the second half; this one is the payments' IdempotencyKey lock, per recorder and key. */
const KEY_LOCK = 4_861_008;

/** Locks the recorder's keys of the batch (sorted, so two batches never deadlock), before any account. */
async function lockKeys(tx: Db, context: PaymentContext, entries: readonly Entry[]): Promise<void> {
  const keys = [...new Set(entries.flatMap((entry) => (entry.key ? [entry.key] : [])))].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK}, hashtext(${`${context.actor.userId}:${key}`}))`);
}

/** The payment the actor already recorded under the entry's key, if any (the key and the account are locked). */
async function recordedBefore(tx: Db, context: PaymentContext, entry: Entry): Promise<PaymentRow | undefined> {
  if (!entry.key) return undefined;
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.createdBy, context.actor.userId), eq(payments.requestKey, entry.key)));
  if (!row) return undefined;
  const same = row.userId === entry.target.userId && row.locId === context.locId && toMoney(row.amount) === toMoney(entry.amount) && row.type === entry.type && row.remark === entry.remark;
  if (!same) throw new PlatformError(409, KEY_REUSED, 'IdempotencyKey');
  return row;
}

/** Inserts the payment, moves AccBal and writes the audit row; the account is already locked. */
async function book(tx: Db, context: PaymentContext, entry: Entry, account: LockedAccount): Promise<Payment> {
  const earlier = await recordedBefore(tx, context, entry);
  if (earlier) return answer(earlier, entry.target, { AccBal: toMoney(account.accBal), CreditLeft: await creditLeftOf(tx, account) });
  const [row] = await tx
    .insert(payments)
    .values({
      userId: entry.target.userId,
      locId: context.locId,
      amount: entry.amount,
      type: entry.type,
      remark: entry.remark,
      createdBy: context.actor.userId,
      createdAt: context.now,
      requestKey: entry.key ?? null,
    })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  const balances = await moveAccBal(tx, account, entry.amount);
  await writeAudit(tx, {
    actorId: context.actor.userId,
    entity: 'payment',
    entityId: row.id,
    action: 'CREATE',
    targetUserId: row.userId,
    locId: row.locId,
    before: { AccBal: toMoney(account.accBal) },
    after: { ...audited(row), AccBal: balances.AccBal },
  });
  return answer(row, entry.target, balances);
}

/**
 * A payment to record: what the forms send (always with a key), or a type they do not offer (CLAIM:
 * the share claim-backs of services/share-claims/backs.ts, which call this inside their own transaction
 * and keep their own key).
 */
export type PaymentRequest = Omit<PaymentInput, 'Type' | 'IdempotencyKey'> & { Type: PaymentType; IdempotencyKey?: string };

/** POST insertStatements (and insertStatement2 with one item): every payment or none. */
export async function recordPayments(context: PaymentContext, inputs: readonly PaymentRequest[]): Promise<Payment[]> {
  const { db, actor } = context;
  assertPaymentCaller(actor);
  // Each user is checked once, however many of the payments are its (a batch of claim-backs is often one agent's).
  const targets = new Map<string, UserRow>();
  const entries: Entry[] = [];
  for (const input of inputs) {
    const target = targets.get(input.UserId) ?? (await payableUser(db, actor, input.UserId));
    targets.set(input.UserId, target);
    entries.push({ target, amount: input.Amount, type: input.Type, remark: input.Remark, key: input.IdempotencyKey });
  }
  return db.transaction(async (tx) => {
    await lockKeys(tx, context, entries);
    // Then every account, in a fixed order, so two batches never deadlock.
    const accounts = await lockAccounts(tx, entries.map((entry) => entry.target.userId), context.locId);
    const recorded: Payment[] = [];
    for (const entry of entries) {
      const account = heldAccount(accounts, entry.target.userId);
      const payment = await book(tx, context, entry, account);
      accounts.set(entry.target.userId, { ...account, accBal: payment.AccBal });
      recorded.push(payment);
    }
    return recorded;
  });
}

/** POST updateStatementSum: a SETTLE payment of -AccBal, so the user's AccBal becomes 0.00. */
export async function settleUp(context: PaymentContext, userId: string, remark: string): Promise<Payment> {
  const { db, actor } = context;
  assertPaymentCaller(actor);
  const target = await payableUser(db, actor, userId);
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, target.userId, context.locId);
    const balance = moneyToCents(toMoney(account.accBal));
    if (balance === 0n) throw new PlatformError(409, `${target.userId} is settled already: its AccBal is ${formatDollars('0')}.`, 'UserId');
    return book(tx, context, { target, amount: centsToMoney(-balance), type: 'SETTLE', remark }, account);
  });
}

/** 409 for a live CLAIM payment voided as a payment: it names the claim-back that voids it. */
async function claimPaymentRefusal(db: Db, payment: PaymentRow): Promise<PlatformError> {
  const [back] = await db
    .select({ id: shareClaimBacks.id, claimId: shareClaimBacks.claimId })
    .from(shareClaimBacks)
    .where(and(eq(shareClaimBacks.paymentId, payment.id), isNull(shareClaimBacks.voidedAt)));
  const through = back ? `claim-back ${back.id} of share claim ${back.claimId}: void that claim-back (DELETE shareClaimBack/${back.id})` : 'its share claim-back';
  return new PlatformError(409, `Payment ${payment.id} is collected by ${through}, so the claim's Collected and AccBal move together.`);
}

/**
 * DELETE deleteStatement2/{id}: the payment is voided and its amount taken back off AccBal. A CLAIM
 * payment only with `claimBack` (the claim-back calls, voiding it with their claim-back): else 409.
 */
export async function voidPayment(context: PaymentContext, paymentId: number, options: { claimBack?: boolean } = {}): Promise<Payment> {
  const { db, actor, locId, now } = context;
  assertPaymentCaller(actor);
  const [found] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.locId, locId)));
  const target = found ? await reachableUser(db, actor, found.userId) : undefined;
  if (!found || !target) throw PlatformError.notFound(PAYMENT_NOT_FOUND);
  if (!mayPay(actor, target)) throw PlatformError.forbidden(`Payments of ${target.userId} are voided by its direct upline or an admin.`);
  if (found.type === 'CLAIM' && !found.deletedAt && !options.claimBack) throw await claimPaymentRefusal(db, found);
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, target.userId, locId);
    const [row] = await tx
      .update(payments)
      .set({ deletedAt: now, deletedBy: actor.userId })
      .where(and(eq(payments.id, paymentId), isNull(payments.deletedAt)))
      .returning();
    if (!row) {
      const when = found.deletedAt ? ` on ${found.deletedAt.toISOString()}` : '';
      throw new PlatformError(409, `Payment ${paymentId} was voided already${when}.`);
    }
    const balances = await moveAccBal(tx, account, centsToMoney(-moneyToCents(toMoney(row.amount))));
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'payment',
      entityId: row.id,
      action: 'DELETE',
      targetUserId: row.userId,
      locId,
      before: { ...audited(row), VoidedDate: null, AccBal: toMoney(account.accBal) },
      after: { VoidedDate: now.toISOString(), VoidedBy: actor.userId, AccBal: balances.AccBal },
    });
    return answer(row, target, balances);
  });
}
