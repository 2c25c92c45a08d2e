// Throw Number (docs/decisions/placing-out.md): the company throws chosen numbers and stakes out to a
// distributor by hand (POST bet/throw), or all it still holds of some numbers (POST throw); DELETE
// bet/throws takes throws back. 4D only (a TT location answers 404). A throw may not pass what the
// company still holds of a number (its Intake after every placement so far): the draw's row is locked
// first, so two throws at once are checked one after the other and cannot pass it together.
import { and, eq, inArray } from 'drizzle-orm';
import type { PlacementRow, ThrowBody } from '@/lib/contract/distributors';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import type { Amounts } from '@/lib/domain/outset';
import { heldOf, throwProblems } from '@/lib/domain/placing-out';
import type { Db } from '../../db/client';
import { distributors, draws, placements } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { drawOfLocation } from '../bets/scope';
import type { DrawRow } from '../draws/read';
import { outsetView } from '../outset/view';
import { findDistributor, type DistributorContext } from './distributors';
import { placementRow } from './placements';
import { assertPlaceable } from './settings';

function fourDOnly(context: DistributorContext): void {
  if (context.game !== '4D') throw PlatformError.notFound('Throw Number is for 4D locations only.');
}

/** Locks the draw's row (placements of one draw are made one at a time) and checks it takes placements now. */
export async function lockPlaceableDraw(tx: Db, context: DistributorContext, drawId: number): Promise<DrawRow> {
  await drawOfLocation(tx, context.locId, drawId);
  const [draw] = await tx.select().from(draws).where(eq(draws.id, drawId)).for('update');
  if (!draw) throw PlatformError.notFound('Draw not found.');
  await assertPlaceable(tx, draw, context.now);
  return draw;
}

async function activeDistributor(tx: Db, context: DistributorContext, id: number) {
  const distributor = await findDistributor(tx, context.locId, id);
  if (!distributor.active) throw new PlatformError(409, 'This distributor is switched off.', 'DistributorId');
  return distributor;
}

interface Line {
  key: string;
  amounts: Amounts;
}

async function place(context: DistributorContext, drawId: number, distributorId: number, linesOf: (held: Map<string, Amounts>) => Line[]): Promise<PlacementRow[]> {
  return context.db.transaction(async (tx) => {
    const draw = await lockPlaceableDraw(tx, context, drawId);
    await activeDistributor(tx, context, distributorId);
    const view = await outsetView(tx, context.actor, context.locId, { DrawId: draw.id });
    const held = heldOf(view.figures);
    const lines = linesOf(held);
    const problems = throwProblems(held, lines);
    const first = problems[0];
    if (first) {
      const column = first.kind === 'big' ? 'Big' : first.kind === 'small' ? 'Small' : 'Unit';
      throw new PlatformError(409, `The company holds only ${centsToMoney(first.held)} ${column} of ${first.key}.`, 'Items');
    }
    const rows = await tx
      .insert(placements)
      .values(
        lines.map((line) => ({
          distributorId,
          drawId: draw.id,
          key: line.key,
          big: centsToMoney(line.amounts.big),
          small: centsToMoney(line.amounts.small),
          unit: centsToMoney(line.amounts.unit),
          source: 'THROW',
          createdBy: context.actor.userId,
          createdAt: context.now,
        })),
      )
      .returning();
    for (const row of rows) {
      await writeAudit(tx, {
        actorId: context.actor.userId,
        entity: 'throw',
        entityId: row.id,
        action: 'CREATE',
        locId: context.locId,
        after: { DrawId: draw.id, DrawDate: draw.drawDate, DistributorId: distributorId, Number: row.key, Big: row.big, Small: row.small },
      });
    }
    return rows.map((row) => placementRow(row, { big: moneyToCents(row.big), small: moneyToCents(row.small), unit: moneyToCents(row.unit) }));
  });
}

/** POST bet/throw */
export async function throwNumbers(context: DistributorContext, body: ThrowBody): Promise<PlacementRow[]> {
  fourDOnly(context);
  const lines = body.Items.map((item) => ({ key: item.Number, amounts: { big: moneyToCents(item.Big), small: moneyToCents(item.Small), unit: 0n } }));
  return place(context, body.DrawId, body.DistributorId, () => lines);
}

/** POST throw: every number's whole remaining hold (a number the company holds nothing of: 409). */
export async function throwAll(context: DistributorContext, body: { DrawId: number; DistributorId: number; Numbers: string[] }): Promise<PlacementRow[]> {
  fourDOnly(context);
  return place(context, body.DrawId, body.DistributorId, (held) =>
    [...new Set(body.Numbers)].map((key) => {
      const has = held.get(key);
      if (!has || has.big + has.small === 0n) throw new PlatformError(409, `The company holds nothing of ${key} on this draw.`, 'Numbers');
      return { key, amounts: { big: has.big, small: has.small, unit: 0n } };
    }),
  );
}

/** DELETE bet/throws: all or none; an id that is not a throw of the location is a 404. */
export async function deleteThrows(context: DistributorContext, ids: readonly number[]): Promise<{ Deleted: number[] }> {
  fourDOnly(context);
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return context.db.transaction(async (tx) => {
    const rows = await tx
      .select({ placement: placements })
      .from(placements)
      .innerJoin(distributors, eq(distributors.id, placements.distributorId))
      .where(and(inArray(placements.id, wanted), eq(placements.source, 'THROW'), eq(distributors.locId, context.locId)))
      .for('update');
    if (rows.length !== wanted.length) throw PlatformError.notFound('Throw not found.');
    await tx.delete(placements).where(inArray(placements.id, wanted));
    for (const { placement } of rows) {
      await writeAudit(tx, {
        actorId: context.actor.userId,
        entity: 'throw',
        entityId: placement.id,
        action: 'DELETE',
        locId: context.locId,
        before: { DrawId: placement.drawId, DistributorId: placement.distributorId, Number: placement.key, Big: placement.big, Small: placement.small },
      });
    }
    return { Deleted: wanted };
  });
}
