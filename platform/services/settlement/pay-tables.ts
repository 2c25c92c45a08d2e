// The pay table each member is paid from when a draw settles (docs/decisions/pay-rates.md): the
// location's default rows of `pay_rates` (agent_id null) overlaid cell by cell by the override rows of
// its line, the NEAREST upline's override of a cell winning (lib/domain/pay-rate-rules.ts). Tables are
// built once per distinct line of override owners.
import { eq } from 'drizzle-orm';
import {
  FOUR_D_PRIZES,
  IBET_PERM_CLASSES,
  TOTO_FIXED_PRIZES,
  type IBetPermClass,
  type PrizeRate,
  type PrizeTable,
  type TotoGroup,
} from '@/lib/domain/pay-tables';
import type { FourDRates, TotoPrizes } from '@/lib/domain/strike';
import type { Db } from '../../db/client';
import { payRates } from '../../db/schema';
import { PlatformError } from '../../errors';

type RateRow = typeof payRates.$inferSelect;
type Rows = ReadonlyMap<string, RateRow>;

const keyOf = (kind: string, perm: number, prize: string) => `${kind}/${perm}/${prize}`;

/** Resolves each member's tables from its chain of uplines (nearest first). */
export interface PayTables {
  fourD(uplines: readonly string[]): FourDRates;
  toto(uplines: readonly string[]): TotoPrizes;
}

function rateOf(row: RateRow): PrizeRate {
  return { big: Number(row.big), small: row.small === null ? null : Number(row.small) };
}

function prizeTable(locId: string, rows: Rows, kind: string, perm: number, fallback?: PrizeTable): PrizeTable {
  const entries = FOUR_D_PRIZES.map((prize) => {
    const row = rows.get(keyOf(kind, perm, prize));
    if (row) return [prize, rateOf(row)] as const;
    if (fallback) return [prize, fallback[prize]] as const;
    throw new PlatformError(409, `The ${locId} pay table has no ${kind}${perm ? ` ${perm}` : ''} rate for ${prize}: it cannot be settled.`);
  });
  return Object.fromEntries(entries) as unknown as PrizeTable;
}

/** ROLL and KBET rows default to the ORDINARY ones (a roll and a box pay like ordinary bets). */
function fourDRates(locId: string, rows: Rows): FourDRates {
  const ordinary = prizeTable(locId, rows, 'ORDINARY', 0);
  const ibet = Object.fromEntries(IBET_PERM_CLASSES.map((perm) => [perm, prizeTable(locId, rows, 'IBET', perm)])) as Record<IBetPermClass, PrizeTable>;
  return {
    ORDINARY: ordinary,
    ROLL: prizeTable(locId, rows, 'ROLL', 0, ordinary),
    KBET: prizeTable(locId, rows, 'KBET', 0, ordinary),
    IBET: ibet,
  };
}

/** Groups 1-4 the draw's dividends; 5-7 the TT rows G5-G7, else the fixed table. */
function totoPrizes(rows: Rows, dividends: ReadonlyMap<number, string>): TotoPrizes {
  const fixed = (group: 5 | 6 | 7) => rows.get(keyOf('TT', 0, `G${group}`))?.big ?? TOTO_FIXED_PRIZES[group];
  const pool = (group: TotoGroup) => dividends.get(group) ?? '0';
  return { 1: pool(1), 2: pool(2), 3: pool(3), 4: pool(4), 5: fixed(5), 6: fixed(6), 7: fixed(7) };
}

/** Loads the location's pay rates once; tables are built lazily and cached per override owner. */
export async function loadPayTables(tx: Db, locId: string, dividends: ReadonlyMap<number, string> = new Map()): Promise<PayTables> {
  const all = await tx.select().from(payRates).where(eq(payRates.locId, locId));
  const defaults = new Map<string, RateRow>();
  const overrides = new Map<string, Map<string, RateRow>>();
  for (const row of all) {
    const key = keyOf(row.betKind, row.permClass, row.prize);
    if (row.agentId === null) defaults.set(key, row);
    else {
      let own = overrides.get(row.agentId);
      if (!own) overrides.set(row.agentId, (own = new Map()));
      own.set(key, row);
    }
  }
  /** The uplines that own overrides, nearest first: the line's identity as far as rates go. */
  const owners = (uplines: readonly string[]) => uplines.filter((userId) => overrides.has(userId));
  const rowsOf = (who: readonly string[]): Rows => {
    const rows = new Map(defaults);
    for (const userId of [...who].reverse()) for (const [key, row] of overrides.get(userId) ?? []) rows.set(key, row);
    return rows;
  };
  const fourD = new Map<string, FourDRates>();
  const toto = new Map<string, TotoPrizes>();
  return {
    fourD(uplines) {
      const who = owners(uplines);
      let rates = fourD.get(who.join('/'));
      if (!rates) fourD.set(who.join('/'), (rates = fourDRates(locId, rowsOf(who))));
      return rates;
    },
    toto(uplines) {
      const who = owners(uplines);
      let prizes = toto.get(who.join('/'));
      if (!prizes) toto.set(who.join('/'), (prizes = totoPrizes(rowsOf(who), dividends)));
      return prizes;
    },
  };
}
