// Credit Recal (docs/decisions/utilities.md): CreditLeft is computed (users/accounts.ts: Credit - open
// stakes - unsettled losses), so what can drift is the stored AccBal it reads, which must always equal
// the user's ledger in the location: its settlements' amounts plus its live payments. The preview lists
// every account of the location whose AccBal is not its ledger, with CreditLeft now and recomputed, and
// a fingerprint of those differences. The fix locks every account row of the location (user-id order,
// as settlement and the credit writes do), recomputes under the locks, refuses with a 409 when the
// differences are no longer the previewed ones, and otherwise sets each AccBal to its ledger, with one
// audit row per account, all in one transaction.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import type { CreditDifference, CreditFixed, CreditRecal } from '@/lib/contract/utilities';
import type { Db } from '../../db/client';
import { payments, settlements, userLocations, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { creditLeftByUser } from '../users/accounts';
import { fourDLocation, type UtilityContext } from './context';

const PAGE = 'Credit Recal';

const cents = (value: string | null | undefined) => moneyToCents(toMoney(value ?? '0'));
const loss = (value: bigint) => (value < 0n ? -value : 0n);

async function sumsByUser(rows: Promise<{ userId: string; total: string | null }[]>): Promise<Map<string, bigint>> {
  return new Map((await rows).map((row) => [row.userId, cents(row.total)]));
}

/** Every account of the location whose AccBal is not its ledger; `lock` holds every account row first. */
async function differences(db: Db, locId: string, lock: boolean): Promise<{ checked: number; rows: CreditDifference[] }> {
  const accountQuery = db
    .select({ userId: userLocations.userId, credit: userLocations.credit, accBal: userLocations.accBal })
    .from(userLocations)
    .where(eq(userLocations.locId, locId))
    .orderBy(asc(userLocations.userId));
  const accounts = lock ? await accountQuery.for('update') : await accountQuery;
  const settled = await sumsByUser(
    db.select({ userId: settlements.userId, total: sql<string | null>`sum(${settlements.amount})` }).from(settlements).where(eq(settlements.locId, locId)).groupBy(settlements.userId),
  );
  const paid = await sumsByUser(
    db
      .select({ userId: payments.userId, total: sql<string | null>`sum(${payments.amount})` })
      .from(payments)
      .where(and(eq(payments.locId, locId), isNull(payments.deletedAt)))
      .groupBy(payments.userId),
  );
  const drifted = accounts.filter((row) => cents(row.accBal) !== (settled.get(row.userId) ?? 0n) + (paid.get(row.userId) ?? 0n));
  if (drifted.length === 0) return { checked: accounts.length, rows: [] };
  const ids = drifted.map((row) => row.userId);
  const left = await creditLeftByUser(db, ids, locId);
  const named = await db.select({ userId: users.userId, userName: users.userName, role: users.role }).from(users).where(inArray(users.userId, ids));
  const names = new Map(named.map((row) => [row.userId, row]));
  const rows = drifted.map((row): CreditDifference => {
    const stored = cents(row.accBal);
    const ledger = (settled.get(row.userId) ?? 0n) + (paid.get(row.userId) ?? 0n);
    const now = cents(left.get(row.userId));
    const recal = now + loss(stored) - loss(ledger);
    return {
      UserId: row.userId,
      UserName: names.get(row.userId)?.userName ?? '',
      Role: names.get(row.userId)?.role ?? '',
      Credit: toMoney(row.credit),
      AccBal: centsToMoney(stored),
      LedgerAccBal: centsToMoney(ledger),
      CreditLeft: centsToMoney(now),
      RecalCreditLeft: centsToMoney(recal),
      Difference: centsToMoney(recal - now),
    };
  });
  return { checked: accounts.length, rows };
}

/** Names a list of differences: the same accounts with the same stored and ledger balances. */
export function fingerprintOf(locId: string, rows: readonly CreditDifference[]): string {
  const text = JSON.stringify([locId, rows.map((row) => [row.UserId, row.AccBal, row.LedgerAccBal])]);
  return createHash('sha256').update(text).digest('hex');
}

export async function previewCreditRecal(context: UtilityContext): Promise<CreditRecal> {
  const locId = fourDLocation(context, PAGE);
  const { checked, rows } = await differences(context.db, locId, false);
  return { LocId: locId, Checked: checked, Differences: rows, Fingerprint: fingerprintOf(locId, rows) };
}

export async function fixCreditRecal(context: UtilityContext, fingerprint: string): Promise<CreditFixed> {
  const locId = fourDLocation(context, PAGE);
  return context.db.transaction(async (tx) => {
    const { rows } = await differences(tx, locId, true);
    if (fingerprintOf(locId, rows) !== fingerprint) {
      throw new PlatformError(409, 'The balances changed since the preview: check the new differences and confirm again.');
    }
    for (const row of rows) {
      await tx
        .update(userLocations)
        .set({ accBal: row.LedgerAccBal })
        .where(and(eq(userLocations.userId, row.UserId), eq(userLocations.locId, locId)));
      await writeAudit(tx, {
        actorId: context.actor.userId,
        entity: 'creditRecal',
        entityId: `${row.UserId}@${locId}`,
        action: 'UPDATE',
        targetUserId: row.UserId,
        locId,
        before: { AccBal: row.AccBal, CreditLeft: row.CreditLeft },
        after: { AccBal: row.LedgerAccBal, CreditLeft: row.RecalCreditLeft },
      });
    }
    return { Fixed: rows };
  });
}
