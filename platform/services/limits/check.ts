// The limits of TT's Limit Setting at placement (docs/decisions/betting.md, "Toto limits"). Inside the
// placement's transaction: the limit rows of every number the submission names are locked (FOR UPDATE,
// in id order, so two placements wait for each other and never deadlock), then the stakes the draw
// already took on each limited number are summed and firstBreach decides. A second placement on the
// same number reads them after the first committed, so two together can never pass a limit.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { moneyToCents } from '@/lib/domain/bet-expansion';
import { breachMessage, firstBreach, type NewTotoStake, type TakenByType, type TotoLimit, type TotoLimitType } from '@/lib/domain/toto-limits';
import type { Db } from '../../db/client';
import { bets, totoLimits } from '../../db/schema';
import { PlatformError } from '../../errors';
import type { NewBet } from '../bets/normalize';

export interface DrawStakes {
  drawId: number;
  bets: readonly NewBet[];
}

const numbersOf = (bet: NewBet): string[] => bet.number.split(' ');

/** What the draw took on the number, per bet type (the shape is read from the stored numbers). */
async function takenOn(tx: Db, drawId: number, number: string): Promise<TakenByType> {
  const holds = sql`position(${` ${number} `} in ' ' || ${bets.number} || ' ') > 0`;
  const ordinary = sql`not ${bets.ttRoll} and length(${bets.number}) = 17`;
  const [row] = await tx
    .select({
      roll: sql<string | null>`sum(${bets.cost}) filter (where ${bets.ttRoll})`,
      ordinary: sql<string | null>`sum(${bets.cost}) filter (where ${ordinary})`,
      system: sql<string | null>`sum(${bets.cost}) filter (where not ${bets.ttRoll} and not (${ordinary}))`,
    })
    .from(bets)
    .where(and(eq(bets.drawId, drawId), eq(bets.kind, 'TT'), isNull(bets.deletedAt), holds));
  const cents = (value: string | null | undefined) => moneyToCents(value ?? '0');
  return { ORDINARY: cents(row?.ordinary), SYSTEM: cents(row?.system), ROLL: cents(row?.roll) };
}

/** Refuses (409, naming the number and what is left) a submission that would pass a limit of its location. */
export async function assertWithinLimits(tx: Db, locId: string, draws: readonly DrawStakes[]): Promise<void> {
  const numbers = [...new Set(draws.flatMap((draw) => draw.bets.filter((bet) => bet.kind === 'TT').flatMap(numbersOf)))];
  if (numbers.length === 0) return;
  const rows = await tx
    .select({ number: totoLimits.number, betType: totoLimits.betType, amount: totoLimits.amount })
    .from(totoLimits)
    .where(and(eq(totoLimits.locId, locId), inArray(totoLimits.number, numbers)))
    .orderBy(asc(totoLimits.id))
    .for('update');
  if (rows.length === 0) return;
  const limits: TotoLimit[] = rows.map((row) => ({ ...row, betType: row.betType as TotoLimitType }));
  const limited = [...new Set(limits.map((limit) => limit.number))].sort();
  for (const draw of draws) {
    const stakes: NewTotoStake[] = draw.bets
      .filter((bet) => bet.kind === 'TT')
      .map((bet) => ({ numbers: numbersOf(bet), roll: bet.ttRoll, cost: bet.cost }));
    const named = limited.filter((number) => stakes.some((stake) => stake.numbers.includes(number)));
    if (named.length === 0) continue;
    const taken = new Map<string, TakenByType>();
    for (const number of named) taken.set(number, await takenOn(tx, draw.drawId, number));
    const breach = firstBreach(limits, taken, stakes);
    if (breach) {
      throw new PlatformError(409, breachMessage(breach), undefined, { limit: { Number: breach.number, BetType: breach.betType, Left: breach.left } });
    }
  }
}
