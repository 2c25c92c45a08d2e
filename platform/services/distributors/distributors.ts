// Distributors of a location (docs/decisions/placing-out.md): list with what each takes of a draw,
// one by id, create, edit, set partners, delete (409 while it holds throws); the rule of each. Every
// change is audited in its own transaction. A distributor of another location is a 404.
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type {
  DistributorCreate,
  DistributorEdit,
  DistributorFigures,
  DistributorRow,
  DistributorTotals,
  Partner,
  RuleBody,
  RuleRow,
} from '@/lib/contract/distributors';
import { moneyToCents } from '@/lib/domain/bet-expansion';
import type { Amounts } from '@/lib/domain/outset';
import type { DistributorRule } from '@/lib/domain/placing-out';
import type { Db } from '../../db/client';
import { distributorRules, distributors, draws, placements } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { hasDatabaseCode } from '../hierarchy/create';
import { drawOfLocation } from '../bets/scope';
import type { DrawRow } from '../draws/read';
import { outsetView } from '../outset/view';
import type { UserRow } from '../users/users';
import { placementRow, wireOf } from './placements';

export interface DistributorContext {
  db: Db;
  actor: UserRow;
  locId: string;
  game: '4D' | 'TT';
  now: Date;
}

export type DistributorRecord = typeof distributors.$inferSelect;
type RuleRecord = typeof distributorRules.$inferSelect;
const NOT_FOUND = 'Distributor not found.';
const ZERO: Amounts = { big: 0n, small: 0n, unit: 0n };

export function distributorAnswer(row: DistributorRecord): DistributorRow {
  return {
    DistributorId: row.id,
    LocId: row.locId,
    Name: row.name,
    Contact: row.contact,
    Remark: row.remark,
    Active: row.active,
    Partners: (row.partners as Partner[]).map((p) => ({ Name: p.Name, Phone: p.Phone })),
    UpdatedBy: row.updatedBy,
    UpdatedAt: row.updatedAt.toISOString(),
  };
}
const fieldsOf = (row: DistributorRecord) => ({ Name: row.name, Contact: row.contact, Remark: row.remark, Active: row.active });

export async function findDistributor(db: Db, locId: string, id: number, lock = false): Promise<DistributorRecord> {
  const query = db.select().from(distributors).where(and(eq(distributors.locId, locId), eq(distributors.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw PlatformError.notFound(NOT_FOUND);
  return row;
}

const duplicateName = () => new PlatformError(409, 'A distributor of this name exists already.', 'Name');
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (hasDatabaseCode(error, '23505')) throw duplicateName();
    throw error;
  }
}

/** The draw of DrawId, or the location's latest draw that has closed (else the next one); null when it has none. */
async function drawOrLatest(context: DistributorContext, drawId: number | undefined): Promise<DrawRow | null> {
  if (drawId !== undefined) return drawOfLocation(context.db, context.locId, drawId);
  const [closed] = await context.db.select().from(draws).where(and(eq(draws.locId, context.locId), lte(draws.closeAt, context.now), eq(draws.status, 'OPEN'))).orderBy(desc(draws.closeAt)).limit(1);
  if (closed) return closed;
  const [next] = await context.db.select().from(draws).where(and(eq(draws.locId, context.locId), eq(draws.status, 'OPEN'))).orderBy(asc(draws.closeAt)).limit(1);
  return next ?? null;
}

/** What each placement of the draw takes now (the company's post-step), by placement id, and the rows. */
async function takenOfDraw(context: DistributorContext, draw: DrawRow) {
  const view = await outsetView(context.db, context.actor, context.locId, { DrawId: draw.id });
  return view.placed ?? { rows: [], taken: new Map<number, Amounts>(), figures: view.figures };
}

/** GET distributors/total */
export async function distributorTotals(context: DistributorContext, drawId?: number): Promise<DistributorTotals> {
  const rows = await context.db.select().from(distributors).where(eq(distributors.locId, context.locId)).orderBy(asc(distributors.name), asc(distributors.id));
  const draw = await drawOrLatest(context, drawId);
  const byDistributor = new Map<number, Amounts>();
  if (draw) {
    const { rows: placed, taken } = await takenOfDraw(context, draw);
    for (const row of placed) {
      const t = taken.get(row.id) ?? ZERO;
      const sum = byDistributor.get(row.distributorId) ?? ZERO;
      byDistributor.set(row.distributorId, { big: sum.big + t.big, small: sum.small + t.small, unit: sum.unit + t.unit });
    }
  }
  let sum = ZERO;
  const items = rows.map((row) => {
    const t = byDistributor.get(row.id) ?? ZERO;
    sum = { big: sum.big + t.big, small: sum.small + t.small, unit: sum.unit + t.unit };
    return { ...distributorAnswer(row), Taken: wireOf(t) };
  });
  return { DrawId: draw?.id ?? null, DrawDate: draw?.drawDate ?? null, Total: items.length, Items: items, Sum: wireOf(sum) };
}

/** GET distributors/users/{id}: the distributor's placements of the draw, who made each and what each takes now. */
export async function distributorFigures(context: DistributorContext, id: number, drawId?: number): Promise<DistributorFigures> {
  const distributor = await findDistributor(context.db, context.locId, id);
  const draw = await drawOrLatest(context, drawId);
  if (!draw) throw PlatformError.notFound('Draw not found.');
  const { rows, taken } = await takenOfDraw(context, draw);
  let sum = ZERO;
  const items = rows
    .filter((row) => row.distributorId === id)
    .map((row) => {
      const t = taken.get(row.id) ?? ZERO;
      sum = { big: sum.big + t.big, small: sum.small + t.small, unit: sum.unit + t.unit };
      return placementRow(row, t);
    });
  return { DistributorId: id, Name: distributor.name, DrawId: draw.id, DrawDate: draw.drawDate, Total: items.length, Items: items, Sum: wireOf(sum) };
}

export async function createDistributor(context: DistributorContext, input: DistributorCreate): Promise<DistributorRow> {
  return uniquely(() =>
    context.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(distributors)
        .values({ locId: context.locId, name: input.Name, contact: input.Contact, remark: input.Remark, active: input.Active, updatedBy: context.actor.userId, updatedAt: context.now })
        .returning();
      if (!row) throw new Error('distributor insert returned nothing');
      await writeAudit(tx, { actorId: context.actor.userId, entity: 'distributor', entityId: row.id, action: 'CREATE', locId: context.locId, after: fieldsOf(row) });
      return distributorAnswer(row);
    }),
  );
}

export async function editDistributor(context: DistributorContext, input: DistributorEdit): Promise<DistributorRow> {
  return uniquely(() =>
    context.db.transaction(async (tx) => {
      const before = await findDistributor(tx, context.locId, input.DistributorId, true);
      const [row] = await tx
        .update(distributors)
        .set({ name: input.Name, contact: input.Contact, remark: input.Remark, active: input.Active, updatedBy: context.actor.userId, updatedAt: context.now })
        .where(eq(distributors.id, before.id))
        .returning();
      if (!row) throw new Error('distributor update returned nothing');
      await writeAudit(tx, { actorId: context.actor.userId, entity: 'distributor', entityId: row.id, action: 'UPDATE', locId: context.locId, before: fieldsOf(before), after: fieldsOf(row) });
      return distributorAnswer(row);
    }),
  );
}

export async function setPartners(context: DistributorContext, id: number, partners: Partner[]): Promise<DistributorRow> {
  return context.db.transaction(async (tx) => {
    const before = await findDistributor(tx, context.locId, id, true);
    const [row] = await tx.update(distributors).set({ partners, updatedBy: context.actor.userId, updatedAt: context.now }).where(eq(distributors.id, id)).returning();
    if (!row) throw new Error('distributor update returned nothing');
    await writeAudit(tx, { actorId: context.actor.userId, entity: 'distributorPartners', entityId: id, action: 'UPDATE', locId: context.locId, before: { Partners: before.partners }, after: { Partners: partners } });
    return distributorAnswer(row);
  });
}

/** DELETE distributors/{id}: 409 while it holds throws (delete them first); its rule and rule placements go with it. */
export async function deleteDistributor(context: DistributorContext, id: number): Promise<{ Deleted: number }> {
  return context.db.transaction(async (tx) => {
    const before = await findDistributor(tx, context.locId, id, true);
    const [thrown] = await tx.select({ id: placements.id }).from(placements).where(and(eq(placements.distributorId, id), eq(placements.source, 'THROW'))).limit(1);
    if (thrown) throw new PlatformError(409, 'This distributor holds throws: delete its throws first.', 'DistributorId');
    await tx.delete(distributors).where(eq(distributors.id, id));
    await writeAudit(tx, { actorId: context.actor.userId, entity: 'distributor', entityId: id, action: 'DELETE', locId: context.locId, before: fieldsOf(before) });
    return { Deleted: id };
  });
}

// ---- Rules ---------------------------------------------------------------------------------------------

const numbersOf = (text: string): string[] => (text === '' ? [] : text.split(' '));

export function ruleAnswer(id: number, row: RuleRecord | undefined): RuleRow {
  if (!row) return { DistributorId: id, Numbers: [], Big: true, Small: true, Unit: true, Percent: 0, CapBig: '0.00', CapSmall: '0.00', CapUnit: '0.00', UpdatedBy: null, UpdatedAt: null };
  return {
    DistributorId: id,
    Numbers: numbersOf(row.numbers),
    Big: row.big,
    Small: row.small,
    Unit: row.unit,
    Percent: row.percent,
    CapBig: row.capBig,
    CapSmall: row.capSmall,
    CapUnit: row.capUnit,
    UpdatedBy: row.updatedBy,
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

export function domainRule(rule: RuleRow): DistributorRule {
  return {
    numbers: rule.Numbers,
    kinds: { big: rule.Big, small: rule.Small, unit: rule.Unit },
    percent: rule.Percent,
    caps: { big: moneyToCents(rule.CapBig), small: moneyToCents(rule.CapSmall), unit: moneyToCents(rule.CapUnit) },
  };
}

export async function ruleOf(db: Db, locId: string, id: number): Promise<RuleRow> {
  await findDistributor(db, locId, id);
  const [row] = await db.select().from(distributorRules).where(eq(distributorRules.distributorId, id));
  return ruleAnswer(id, row);
}

/** PUT distributors/rule/{id}: numbers of the location's game only (4D numbers at 4D, TT numbers at TT). */
export async function saveRule(context: DistributorContext, id: number, body: RuleBody): Promise<RuleRow> {
  const wrong = body.Numbers.findIndex((n) => (context.game === '4D' ? !/^\d{4}$/.test(n) : /^\d{4}$/.test(n)));
  if (wrong >= 0) throw PlatformError.badRequest(context.game === '4D' ? 'Each number must be 4 digits.' : 'Each number must be a TT number from 01 to 49.', `Numbers.${wrong}`);
  const numbers = [...new Set(body.Numbers)].sort().join(' ');
  return context.db.transaction(async (tx) => {
    await findDistributor(tx, context.locId, id, true);
    const [before] = await tx.select().from(distributorRules).where(eq(distributorRules.distributorId, id));
    const values = { numbers, big: body.Big, small: body.Small, unit: body.Unit, percent: body.Percent, capBig: body.CapBig, capSmall: body.CapSmall, capUnit: body.CapUnit, updatedBy: context.actor.userId, updatedAt: context.now };
    const [row] = await tx.insert(distributorRules).values({ distributorId: id, ...values }).onConflictDoUpdate({ target: distributorRules.distributorId, set: values }).returning();
    const answer = ruleAnswer(id, row);
    const { UpdatedBy: _by, UpdatedAt: _at, ...after } = answer;
    const old = before ? ruleAnswer(id, before) : null;
    await writeAudit(tx, {
      actorId: context.actor.userId,
      entity: 'distributorRule',
      entityId: id,
      action: before ? 'UPDATE' : 'CREATE',
      locId: context.locId,
      ...(old ? { before: { ...old, UpdatedBy: undefined, UpdatedAt: undefined } } : {}),
      after,
    });
    return answer;
  });
}
