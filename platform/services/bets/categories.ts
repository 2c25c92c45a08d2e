// catTypeDistinct (docs/decisions/platform.md "The leftover calls"): the bet categories the live bets
// of one draw in the caller's reach use, with how many bets each.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { CAT_TYPE_NAMES, catTypeOf, type CatType } from '@/lib/domain/lookups';
import type { Db } from '../../db/client';
import { bets, draws, tickets } from '../../db/schema';
import { ticketsInScope, type BetScope } from './scope';

export async function distinctCatTypes(db: Db, scope: BetScope): Promise<{ CatType: CatType; Name: string; Bets: number }[]> {
  // A Toto system entry has more than six numbers: seven or more two-digit numbers are over 17 characters.
  const system = sql<boolean>`length(${bets.number}) > 17`;
  const rows = await db
    .select({ kind: bets.kind, roll: bets.ttRoll, system, n: count() })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .innerJoin(bets, and(eq(bets.ticketId, tickets.id), isNull(bets.deletedAt)))
    .where(ticketsInScope(scope))
    .groupBy(bets.kind, bets.ttRoll, system);
  const totals = new Map<CatType, number>();
  for (const row of rows) {
    const type = catTypeOf(row.kind, row.roll, row.system ? 7 : 6);
    totals.set(type, (totals.get(type) ?? 0) + Number(row.n));
  }
  return [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([type, n]) => ({ CatType: type, Name: CAT_TYPE_NAMES[type], Bets: n }));
}
