// The pay rate in force for a line and the parent cap (docs/decisions/pay-rates.md). A cell is one bet
// kind, permutation class and prize. The rate in force for a user is, cell by cell, the override of the
// nearest agent of its line (the user itself first when it is an agent, then its parent, and so on up),
// else the location's default. An agent's override never exceeds its parent's rate in force.
// Pure: the platform loads the rows and the chains and asks these functions.

export interface RateValue {
  big: number;
  /** null: Small does not win this prize. */
  small: number | null;
}

export interface RateCell extends RateValue {
  betKind: string;
  permClass: number;
  prize: string;
}

export interface OverrideCell extends RateCell {
  agentId: string;
}

export const cellKey = (cell: Pick<RateCell, 'betKind' | 'permClass' | 'prize'>): string => `${cell.betKind}/${cell.permClass}/${cell.prize}`;

/**
 * The rates in force for a line: the defaults overlaid cell by cell by the overrides of `line`
 * (override rows per agent of the line, NEAREST first), the nearest override of a cell winning.
 */
export function ratesInForce<T extends RateCell>(defaults: readonly T[], line: readonly (readonly T[])[]): Map<string, T> {
  const rates = new Map<string, T>(defaults.map((row) => [cellKey(row), row]));
  for (let i = line.length - 1; i >= 0; i--) for (const row of line[i] ?? []) rates.set(cellKey(row), row);
  return rates;
}

export type CapExcess = { field: 'Big' | 'Small'; max: number | null };

/**
 * Whether `rate` exceeds `cap` (the parent's rate in force for the cell): the first field over it,
 * with the most it may be (Small: null where the cap's Small does not win, so the override's must not
 * either). null: within the cap.
 */
export function capExcess(rate: RateValue, cap: RateValue): CapExcess | null {
  if (rate.big > cap.big) return { field: 'Big', max: cap.big };
  if (rate.small === null) return null;
  if (cap.small === null) return { field: 'Small', max: null };
  if (rate.small > cap.small) return { field: 'Small', max: cap.small };
  return null;
}

export interface CapViolation {
  override: OverrideCell;
  /** The parent's rate in force the override exceeds; undefined: no rate to override (no default). */
  cap: RateValue | undefined;
  excess: CapExcess;
}

/**
 * Every override that exceeds its parent's rate in force. `uplinesOf(agentId)` answers the agent's
 * uplines, parent first (the agent itself excluded). An override of a cell without a default is a
 * violation too (there is nothing to override).
 */
export function capViolations(
  defaults: readonly RateCell[],
  overrides: readonly OverrideCell[],
  uplinesOf: (agentId: string) => readonly string[],
): CapViolation[] {
  const byAgent = new Map<string, OverrideCell[]>();
  for (const row of overrides) byAgent.set(row.agentId, [...(byAgent.get(row.agentId) ?? []), row]);
  const violations: CapViolation[] = [];
  for (const [agentId, rows] of byAgent) {
    const line = uplinesOf(agentId).map((upline) => byAgent.get(upline) ?? []);
    const parentRates = ratesInForce<RateCell>(defaults, line);
    for (const row of rows) {
      const cap = parentRates.get(cellKey(row));
      if (!cap) {
        violations.push({ override: row, cap: undefined, excess: { field: 'Big', max: null } });
        continue;
      }
      const excess = capExcess(row, cap);
      if (excess) violations.push({ override: row, cap, excess });
    }
  }
  return violations;
}
