// A draw of its own for a journey that settles one (the sg-books project): a new SG draw on a free
// Monday about half a year ahead (SG draws on Wednesday, Saturday and Sunday), never the next draw of
// the other journeys; results that give one number the 1st prize and miss every number a given set of
// bets could win on. The journey resets and cancels the draw at the end (`dropDraw`).
import { expandRoll, orderings } from '@/lib/domain/bet-expansion';
import type { PlatformUser } from './platform-api';

export interface DrawRow { DrawId: number; DrawDate: string; HasResult: boolean }
export interface BetRow { UserId: string; Number: string; Kind: string; Big: string; Small: string }

const PRIZES = ['FIRST', 'SECOND', 'THIRD', ...Array(10).fill('STARTER'), ...Array(10).fill('CONSOLATION')] as const;

/** Every 4-digit number a bet could win on. */
export function coveredNumbers(bets: readonly BetRow[]): Set<string> {
  const covered = new Set<string>();
  for (const bet of bets) {
    if (bet.Kind === 'ROLL') expandRoll(bet.Number).forEach((n) => covered.add(n));
    else if (/^\d{4}$/.test(bet.Number)) orderings(bet.Number).forEach((n) => covered.add(n));
  }
  return covered;
}

/** A new SG draw on a free Monday about half a year ahead: sales open until 18:00, the draw at 18:30 (GMT+8). */
export async function newDraw(admin: PlatformUser): Promise<DrawRow & { CloseDate: string; DrawTime: string }> {
  const taken = new Set((await admin.get<DrawRow[]>('draw2')).map((d) => d.DrawDate));
  const day = new Date(Date.now() + 180 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  while (taken.has(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 7);
  const date = day.toISOString().slice(0, 10);
  return admin.post('draw', { DrawDate: date, CloseDate: `${date}T10:00:00.000Z`, DrawTime: `${date}T10:30:00.000Z` });
}

/** Results that give `number` the 1st prize and miss every number in `covered` (member1's other bets). */
export function resultsFor(number: string, covered: ReadonlySet<string>): { Prize: string; Position: number; Number: string }[] {
  const numbers = [number];
  for (let n = 0; numbers.length < PRIZES.length; n += 37) {
    const candidate = String(n % 10_000).padStart(4, '0');
    if (!covered.has(candidate) && !orderings(number).includes(candidate) && !numbers.includes(candidate)) numbers.push(candidate);
  }
  return numbers.map((value, i) => ({ Prize: PRIZES[i] as string, Position: i < 3 ? 1 : ((i - 3) % 10) + 1, Number: value }));
}

/** The bets of a draw (every user's), for `coveredNumbers`. */
export async function betsOfDraw(admin: PlatformUser, drawId: number): Promise<BetRow[]> {
  return (await admin.get<{ Items: BetRow[] }>('reportBetPageFull', { DrawId: String(drawId), PageSize: '10000' })).Items;
}

/** The journey's draw leaves the books: its result reset, then cancelled (which frees the stakes on it). */
export async function dropDraw(admin: PlatformUser, drawId: number | null): Promise<void> {
  if (drawId === null) return;
  await admin.put(`draw/result/reset6/${drawId}`).catch(() => undefined);
  await admin.put('draw', { DrawId: drawId, Status: 'CANCELLED' }).catch(() => undefined);
}
