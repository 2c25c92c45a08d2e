// Writing pay rates (docs/decisions/pay-rates.md): an agent's override of one cell (create, edit,
// delete) and a default cell's amounts. Every write checks the parent cap over the whole location
// after the change (lib/domain/pay-rate-rules.ts): the changed row within its parent's rate in force,
// and no override below it left over its new rate. Writes of one location run one at a time (an
// advisory lock), so two writes cannot each pass the check and break it together. Each is audited.
import { and, eq, sql } from 'drizzle-orm';
import type { PayRate, PayRateCreate, PayRateEdit } from '@/lib/contract/pay-rates';
import { toMoney } from '@/lib/domain/money';
import { capViolations, type CapViolation, type OverrideCell } from '@/lib/domain/pay-rate-rules';
import type { Db } from '../../db/client';
import { payRates } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { assertInDownline } from '../users/downline';
import type { UserRow } from '../users/users';
import { parentsOf, uplinesFrom } from '../users/uplines';
import { cellOf, locationRates, wireOf, type PayRateRow } from './pay-rate-read';

export interface PayRateContext {
  db: Db;
  actor: UserRow;
  location: { locId: string; game: '4D' | 'TT' };
}

const PAY_RATE_LOCK = 4_861_022;
const NOT_FOUND = 'Pay rate not found.';

const cellName = (row: { betKind: string; permClass: number; prize: string }) =>
  `${row.betKind}${row.permClass ? ` ${row.permClass}` : ''} ${row.prize}`;
const amounts = (row: PayRateRow) => ({ Big: toMoney(row.big), Small: row.small === null ? null : toMoney(row.small) });

/** Pay rates are edited for 4D locations only: a Toto location answers 404 as if the call did not exist. */
function assertFourD(context: PayRateContext): void {
  if (context.location.game === 'TT') throw PlatformError.notFound();
}

async function lockLocation(tx: Db, locId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAY_RATE_LOCK}, hashtext(${locId}))`);
}

function refusal(violation: CapViolation, changed: PayRateRow, parentName: string): PlatformError {
  const { override, excess } = violation;
  const field = excess.field;
  if (violation.cap === undefined) return PlatformError.badRequest(`The default table has no ${cellName(override)} rate to override.`, 'Prize');
  const isChanged = override.agentId === changed.agentId && cellName(override) === cellName(changed);
  if (isChanged) {
    const limit = excess.max === null ? `Small does not win ${override.prize} at ${parentName}, so it may not here` : `${field} may be at most ${toMoney(excess.max)}, the rate of ${parentName}`;
    return PlatformError.badRequest(`${limit}.`, field);
  }
  const theirs = field === 'Big' ? override.big : override.small;
  return new PlatformError(409, `${override.agentId}'s ${cellName(override)} ${field} is ${toMoney(theirs ?? 0)}, over this rate: lower it first.`, field);
}

/** Refuses the change when any override of the location would then exceed its parent's rate in force. */
async function assertCaps(tx: Db, locId: string, changed: PayRateRow): Promise<void> {
  const { defaults, overrides } = await locationRates(tx, locId);
  const owners = [...new Set(overrides.map((row) => row.agentId as string))];
  const parents = await parentsOf(tx, owners);
  const cells: OverrideCell[] = overrides.map((row) => ({ ...cellOf(row), agentId: row.agentId as string }));
  const violations = capViolations(defaults.map(cellOf), cells, (agentId) => uplinesFrom(parents, agentId));
  if (violations.length === 0) return;
  const own = violations.find((v) => v.override.agentId === changed.agentId && cellName(v.override) === cellName(changed));
  const first = own ?? violations[0];
  if (!first) return;
  const source = first.cap && 'row' in first.cap ? (first.cap as { row: PayRateRow }).row.agentId : null;
  throw refusal(first, changed, source ?? 'the default table');
}

/** POST payRate: an override of one cell for an agent in reach (an ADMIN or a member has none). */
export async function createOverride(context: PayRateContext, input: PayRateCreate): Promise<PayRate> {
  assertFourD(context);
  const { db, actor, location } = context;
  const agent = await assertInDownline(db, actor, input.UserId);
  if (agent.role !== 'AG') throw PlatformError.badRequest('Only an agent has its own pay rates.', 'UserId');
  if (input.BetKind === 'IBET' ? input.PermClass === 0 : input.PermClass !== 0) {
    throw PlatformError.badRequest(input.BetKind === 'IBET' ? 'An i-bet rate needs PermClass 24, 12, 6 or 4.' : 'Only an i-bet rate has a PermClass.', 'PermClass');
  }
  return db.transaction(async (tx) => {
    await lockLocation(tx, location.locId);
    const key = and(
      eq(payRates.locId, location.locId),
      eq(payRates.agentId, agent.userId),
      eq(payRates.betKind, input.BetKind),
      eq(payRates.permClass, input.PermClass),
      eq(payRates.prize, input.Prize),
    );
    const [existing] = await tx.select().from(payRates).where(key);
    if (existing) throw new PlatformError(409, `${agent.userId} already has a ${cellName(existing)} rate: edit it instead.`, 'Prize');
    const [row] = await tx
      .insert(payRates)
      .values({ locId: location.locId, agentId: agent.userId, betKind: input.BetKind, permClass: input.PermClass, prize: input.Prize, big: input.Big, small: input.Small })
      .returning();
    if (!row) throw new Error('pay rate insert returned nothing');
    await assertCaps(tx, location.locId, row);
    await writeAudit(tx, { actorId: actor.userId, entity: 'payRate', entityId: row.id, action: 'CREATE', targetUserId: agent.userId, locId: location.locId, after: { Cell: cellName(row), ...amounts(row) } });
    return wireOf(row);
  });
}

/** PUT payRate (an override: `agentOnly`) or PUT payRateDefault (a default cell): new amounts. */
export async function editRate(context: PayRateContext, input: PayRateEdit, which: 'override' | 'default'): Promise<PayRate> {
  assertFourD(context);
  const { db, actor, location } = context;
  const [before] = await db.select().from(payRates).where(and(eq(payRates.id, input.PayRateId), eq(payRates.locId, location.locId)));
  if (!before || (which === 'default') !== (before.agentId === null)) throw PlatformError.notFound(NOT_FOUND);
  if (before.agentId !== null) await assertInDownline(db, actor, before.agentId);
  if (which === 'default' && before.small === null && input.Small !== null) throw PlatformError.badRequest(`Small does not win ${before.prize}.`, 'Small');
  return db.transaction(async (tx) => {
    await lockLocation(tx, location.locId);
    const [row] = await tx.update(payRates).set({ big: input.Big, small: input.Small }).where(eq(payRates.id, before.id)).returning();
    if (!row) throw PlatformError.notFound(NOT_FOUND);
    await assertCaps(tx, location.locId, row);
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: which === 'default' ? 'payRateDefault' : 'payRate',
      entityId: row.id,
      action: 'UPDATE',
      targetUserId: row.agentId,
      locId: location.locId,
      before: { Cell: cellName(before), ...amounts(before) },
      after: { Cell: cellName(row), ...amounts(row) },
    });
    return wireOf(row);
  });
}

/** DELETE payRate/{id}: an override goes; its agent's line falls back to the rate above (never higher than the cap allowed). */
export async function deleteOverride(context: PayRateContext, id: number): Promise<{ PayRateId: number }> {
  assertFourD(context);
  const { db, actor, location } = context;
  const [before] = await db.select().from(payRates).where(and(eq(payRates.id, id), eq(payRates.locId, location.locId)));
  if (!before || before.agentId === null) throw PlatformError.notFound(NOT_FOUND);
  await assertInDownline(db, actor, before.agentId);
  await db.transaction(async (tx) => {
    await lockLocation(tx, location.locId);
    await tx.delete(payRates).where(eq(payRates.id, before.id));
    await writeAudit(tx, { actorId: actor.userId, entity: 'payRate', entityId: before.id, action: 'DELETE', targetUserId: before.agentId, locId: location.locId, before: { Cell: cellName(before), ...amounts(before) } });
  });
  return { PayRateId: before.id };
}
