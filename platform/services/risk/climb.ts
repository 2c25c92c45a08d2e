// The company's Intake of a 4D draw from the risk board's running totals (docs/decisions/risk-board.md):
// the totals are kept per number, bettor's line and holder (a member's parent, or a bettor that is not
// a member), so they climb the tree with the eat limits in force now (Out Settings 1 and 2) exactly as
// the outset climbs the bets (lib/domain/outset.ts), and the company's placing out then applies, as in
// its Bets In / Out. Only the holders' uplines and limits are read, never the bets. Without any eat
// limit above a holder and nothing placed out, the company keeps the whole book, and `climbs` says the
// caller may sum the totals instead.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NumberFigures } from '@/lib/domain/outset';
import { applyPlacingOut } from '@/lib/domain/placing-out';
import { companyLineTotals, type EatLimits, type HeldTotal, type LineTotal } from '@/lib/domain/risk-board';
import type { Db } from '../../db/client';
import { riskTotals } from '../../db/schema';
import { parentsOf } from '../users/uplines';
import { placementOf, placementsOfDraw } from '../distributors/placements';
import { placingOutApplies } from '../distributors/settings';
import { eaterLimits, eaterNumberLimits } from '../outset/view';

export interface Climb {
  /** Each holder's uplines up to the company, whose parent is null. */
  parents: Map<string, string | null>;
  limits: EatLimits;
  /** The company's placing out of the draw, applied to its figures. */
  adjust: (figures: Map<string, NumberFigures>) => Map<string, NumberFigures>;
  /** false: no eat limit above any holder and nothing placed out, so the company keeps the whole book. */
  climbs: boolean;
  /** Everything the climb reads besides the totals (uplines, limits, placements): equal keys climb alike. */
  key(): string;
}

const positive = (amounts: { big?: bigint; small?: bigint } | undefined) => (amounts?.big ?? 0n) > 0n || (amounts?.small ?? 0n) > 0n;

/** What the totals of `holders` climb through to `top` (the company) for a draw; `numbers` narrows the per-number limits and placements read. */
export async function climbOf(db: Db, draw: { id: number; locId: string }, top: string, holders: readonly string[], numbers?: readonly string[]): Promise<Climb> {
  const parents = await parentsOf(db, holders.filter((holder) => holder !== '' && holder !== top));
  parents.set(top, null);
  const eaters = [...parents.keys()].filter((userId) => userId !== top);
  const [limits, numberLimits, placements] = await Promise.all([
    eaterLimits(db, draw.locId, eaters),
    eaterNumberLimits(db, draw.locId, eaters),
    placingOutApplies(db, draw).then(async (applies) => (applies ? (await placementsOfDraw(db, draw.id)).map(placementOf) : [])),
  ]);
  const wanted = numbers ? new Set(numbers) : null;
  const placed = wanted ? placements.filter((placement) => wanted.has(placement.key)) : placements;
  const eats =
    [...limits.values()].some(positive) ||
    [...numberLimits.values()].some((byNumber) => [...byNumber].some(([number, own]) => (wanted === null || wanted.has(number)) && positive(own)));
  const text = (value: unknown) => JSON.stringify(value, (_key, field: unknown) => (typeof field === 'bigint' ? field.toString() : field));
  const sorted = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const key = () =>
    text([
      top,
      sorted(parents),
      sorted(limits),
      sorted(numberLimits).map(([userId, byNumber]) => [userId, sorted(byNumber)]),
      placed.map((placement) => [placement.id, placement.key, placement.amounts]),
    ]);
  return {
    parents,
    limits: { limitOf: (userId) => limits.get(userId) ?? null, numberLimitOf: (userId, key) => numberLimits.get(userId)?.get(key) },
    adjust: (figures) => (placed.length === 0 ? figures : applyPlacingOut(figures, placed).figures),
    climbs: eats || placed.length > 0,
    key,
  };
}

/** What the company keeps of the numbers of `totals` under a climb: climbed, or the whole book when nothing climbs. */
export function keptUnder(climb: Climb, top: string, totals: readonly HeldTotal[]): Map<string, LineTotal[]> {
  return climb.climbs ? companyLineTotals(totals, climb.parents, top, climb.limits, climb.adjust) : bookLineTotals(totals);
}

/** The running totals of a draw (of `numbers` only, when given), per number, line and holder. */
export async function heldTotals(db: Db, drawId: number, numbers?: readonly string[]): Promise<HeldTotal[]> {
  if (numbers && numbers.length === 0) return [];
  return db
    .select({ number: riskTotals.number, line: riskTotals.line, holder: riskTotals.holder, big: riskTotals.big, small: riskTotals.small })
    .from(riskTotals)
    .where(and(eq(riskTotals.drawId, drawId), numbers ? inArray(riskTotals.number, [...numbers]) : undefined, sql`${riskTotals.big} + ${riskTotals.small} > 0`));
}

/** Per number, the line totals of the whole book (the company keeps all of it when nothing climbs). */
export function bookLineTotals(totals: readonly HeldTotal[]): Map<string, LineTotal[]> {
  const byNumber = new Map<string, Map<string, LineTotal>>();
  for (const total of totals) {
    const lines = byNumber.get(total.number) ?? new Map<string, LineTotal>();
    const at = lines.get(total.line) ?? { line: total.line, big: 0n, small: 0n };
    at.big += total.big;
    at.small += total.small;
    lines.set(total.line, at);
    byNumber.set(total.number, lines);
  }
  return new Map([...byNumber].map(([number, lines]) => [number, [...lines.values()]]));
}

/** The company's Intake per number (of `numbers` only, when given) and line of a draw: climbed, or the whole book when nothing climbs. */
export async function companyTotals(db: Db, draw: { id: number; locId: string }, top: string, numbers?: readonly string[]): Promise<Map<string, LineTotal[]>> {
  const totals = await heldTotals(db, draw.id, numbers);
  if (totals.length === 0) return new Map();
  return keptUnder(await climbOf(db, draw, top, [...new Set(totals.map((total) => total.holder))], numbers), top, totals);
}
