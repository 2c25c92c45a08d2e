// The placements of a draw (docs/decisions/placing-out.md) and the post-step that applies them to the
// company's outset figures (lib/domain/placing-out.ts): read by the outset view (bet/throw,
// exportIntakeAra, the strike report) when the viewer is the company, and by the distributors' figures.
import { asc, eq } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import type { Amounts, NumberFigures } from '@/lib/domain/outset';
import { applyPlacingOut, type Placement, type PlacementSource } from '@/lib/domain/placing-out';
import type { PlacementRow, WireAmounts } from '@/lib/contract/distributors';
import type { Db } from '../../db/client';
import { placements } from '../../db/schema';
import type { DrawRow } from '../draws/read';
import { placingOutApplies } from './settings';

export type PlacementRecord = typeof placements.$inferSelect;

export const amountsOf = (row: Pick<PlacementRecord, 'big' | 'small' | 'unit'>): Amounts => ({
  big: moneyToCents(row.big),
  small: moneyToCents(row.small),
  unit: moneyToCents(row.unit),
});
export const wireOf = (amounts: Amounts): WireAmounts => ({ Big: centsToMoney(amounts.big), Small: centsToMoney(amounts.small), Unit: centsToMoney(amounts.unit) });

export const placementOf = (row: PlacementRecord): Placement => ({
  id: row.id,
  distributorId: row.distributorId,
  key: row.key,
  amounts: amountsOf(row),
  source: row.source as PlacementSource,
});

export async function placementsOfDraw(db: Db, drawId: number): Promise<PlacementRecord[]> {
  return db.select().from(placements).where(eq(placements.drawId, drawId)).orderBy(asc(placements.id));
}

export interface CompanyPlacedOut {
  figures: Map<string, NumberFigures>;
  rows: PlacementRecord[];
  taken: Map<number, Amounts>;
}

/** The company's figures of the draw with its placements applied (none when placing out is off for the draw). */
export async function placedOut(db: Db, draw: Pick<DrawRow, 'id' | 'locId'>, figures: Map<string, NumberFigures>): Promise<CompanyPlacedOut> {
  if (!(await placingOutApplies(db, draw))) return { figures, rows: [], taken: new Map() };
  const rows = await placementsOfDraw(db, draw.id);
  const applied = applyPlacingOut(figures, rows.map(placementOf));
  return { figures: applied.figures, rows, taken: applied.taken };
}

export function placementRow(row: PlacementRecord, taken: Amounts | undefined): PlacementRow {
  return {
    PlacementId: row.id,
    DistributorId: row.distributorId,
    Number: row.key,
    Source: row.source as PlacementSource,
    Placed: wireOf(amountsOf(row)),
    Taken: wireOf(taken ?? { big: 0n, small: 0n, unit: 0n }),
    CreatedBy: row.createdBy,
    CreatedAt: row.createdAt.toISOString(),
  };
}
