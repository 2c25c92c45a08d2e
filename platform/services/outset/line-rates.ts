// The 4D prize rates in force for each bettor's line over an outset (docs/decisions/pay-rates.md): a
// member's line is its uplines (within the viewer's subtree, then the viewer's own uplines); the lines
// are named by their override owners, and each line's ordinary rates are the defaults overlaid cell by
// cell by those owners' overrides (lib/domain/pay-rate-rules.ts). MaxPayout and the intake payouts
// price intakes with them (lib/domain/outset-rates.ts). i-bet parts count at the ordinary rate.
import type { Amounts, NumberStake, Outset } from '@/lib/domain/outset';
import { intakeMixes, type Mixes } from '@/lib/domain/outset-rates';
import { ratesInForce } from '@/lib/domain/pay-rate-rules';
import { DEFAULT_FOUR_D_PAY_TABLES, FOUR_D_PRIZES, SINGAPORE_PAY_TABLE, type FourDPrize } from '@/lib/domain/pay-tables';
import { rateCents } from '@/lib/domain/strike';
import type { Db } from '../../db/client';
import { cellOf, locationRates } from '../content/pay-rate-read';
import { parentsOf, uplinesFrom } from '../users/uplines';

export interface LineRates {
  /** The line's name (its override owners, nearest first) of a member. */
  lineOf(memberId: string): string;
  /** The ordinary rate of `prize` for a line, hundredths per $1 (Big, Small; unit as Big). */
  rate(line: string, prize: FourDPrize): Amounts;
  /** The location's default rate of `prize`. */
  fallback(prize: FourDPrize): Amounts;
}

export interface PricedOutset {
  rates: LineRates;
  mixes: Mixes;
}

const amountsOf = (big: number, small: number | null): Amounts => {
  const b = rateCents(big);
  return { big: b, small: small === null ? 0n : rateCents(small), unit: b };
};

/** The line rates of a location for the members of `parents` (the subtree's parents; the viewer's line is read here). */
export async function lineRates(db: Db, locId: string, viewerId: string, parents: ReadonlyMap<string, string | null>): Promise<LineRates> {
  const { defaults, overrides } = await locationRates(db, locId);
  const table = locId === 'SG' || locId === 'MG' ? DEFAULT_FOUR_D_PAY_TABLES[locId] : SINGAPORE_PAY_TABLE;
  const ordinary = (row: { betKind: string; permClass: number }) => row.betKind === 'ORDINARY' && row.permClass === 0;
  const defaultRows = defaults.filter(ordinary).map(cellOf);
  const fallbacks = new Map(FOUR_D_PRIZES.map((prize) => [prize, amountsOf(table.ordinary[prize].big, table.ordinary[prize].small)]));
  for (const row of defaultRows) if (fallbacks.has(row.prize as FourDPrize)) fallbacks.set(row.prize as FourDPrize, amountsOf(row.big, row.small));
  const fallback = (prize: FourDPrize) => fallbacks.get(prize) ?? { big: 0n, small: 0n, unit: 0n };
  const owners = new Set(overrides.filter(ordinary).map((row) => row.agentId as string));
  if (owners.size === 0) return { lineOf: () => '', rate: (_line, prize) => fallback(prize), fallback };
  const above = uplinesFrom(await parentsOf(db, [viewerId]), viewerId);
  const lines = new Map<string, string>();
  const lineOf = (memberId: string) => {
    let line = lines.get(memberId);
    if (line !== undefined) return line;
    const chain: string[] = [];
    for (let at: string | null = memberId; at !== null && chain.length < 64; at = at === viewerId ? null : (parents.get(at) ?? null)) chain.push(at);
    line = [...chain, ...above].filter((userId) => owners.has(userId)).join('/');
    lines.set(memberId, line);
    return line;
  };
  const tables = new Map<string, Map<string, Amounts>>();
  const rate = (line: string, prize: FourDPrize): Amounts => {
    let byPrize = tables.get(line);
    if (!byPrize) {
      const byOwner = line === '' ? [] : line.split('/').map((owner) => overrides.filter((row) => row.agentId === owner && ordinary(row)).map(cellOf));
      const inForce = ratesInForce(defaultRows, byOwner);
      byPrize = new Map([...inForce.values()].map((cell) => [cell.prize, amountsOf(cell.big, cell.small)]));
      tables.set(line, byPrize);
    }
    return byPrize.get(prize) ?? fallback(prize);
  };
  return { lineOf, rate, fallback };
}

/** The line rates and the intake mixes of an outset over `stakes`. */
export async function pricedOutset(db: Db, locId: string, viewerId: string, climb: { outset: Outset; parents: ReadonlyMap<string, string | null>; stakes: readonly NumberStake[] }): Promise<PricedOutset> {
  const rates = await lineRates(db, locId, viewerId, climb.parents);
  return { rates, mixes: intakeMixes(climb.outset, climb.parents, climb.stakes, rates.lineOf) };
}
