// Demo draws: the past 8 weeks and the next 2 weeks of every location, relative to `now`, each past
// draw with a full result drawn from a PRNG seeded by location and date (the same on every reseed).
import { DEFAULT_DRAW_SCHEDULES, drawsBetween, type DrawSlot } from '@/lib/domain/draw-calendar';
import { addDays, operatorDate } from '@/lib/domain/operator-time';
import { FOUR_D_PRIZE_COUNTS, FOUR_D_PRIZES, TOTO_POOL_GROUPS } from '@/lib/domain/pay-tables';
import type { draws, drawResults, ttDividends } from '../db/schema';
import { intBetween, mulberry32, seedOf } from './prng';

export const PAST_DAYS = 56;
export const FUTURE_DAYS = 14;

type DrawInsert = typeof draws.$inferInsert;
type ResultRow = Omit<typeof drawResults.$inferInsert, 'drawId'>;
type DividendRow = Omit<typeof ttDividends.$inferInsert, 'drawId'>;

export interface DemoDraw {
  draw: DrawInsert;
  results: ResultRow[];
  dividends: DividendRow[];
}

function fourDResult(random: () => number): ResultRow[] {
  const rows = FOUR_D_PRIZES.flatMap((prize) =>
    Array.from({ length: FOUR_D_PRIZE_COUNTS[prize] }, (_, i) => ({
      prize,
      position: i + 1,
      number: String(intBetween(random, 0, 9999)).padStart(4, '0'),
    })),
  );
  // About one draw in ten repeats a starter among the consolations: the same number may win twice.
  const starter = rows.find((row) => row.prize === 'STARTER');
  const consolation = rows.find((row) => row.prize === 'CONSOLATION');
  if (random() < 0.1 && starter && consolation) consolation.number = starter.number;
  return rows;
}

function totoResult(random: () => number): { results: ResultRow[]; dividends: DividendRow[] } {
  const pool = Array.from({ length: 49 }, (_, i) => i + 1);
  const picked: number[] = [];
  for (let i = 0; i < 7; i++) picked.push(...pool.splice(intBetween(random, 0, pool.length - 1), 1));
  const winning = picked.slice(0, 6).sort((a, b) => a - b);
  const pad = (n: number | undefined) => String(n).padStart(2, '0');
  const results = [
    ...winning.map((n, i) => ({ prize: 'WINNING', position: i + 1, number: pad(n) })),
    { prize: 'ADDITIONAL', position: 1, number: pad(picked[6]) },
  ];
  // Pool dividends per $1 of a plausible size for each group.
  const ranges: Record<number, [number, number]> = { 1: [800_000, 3_000_000], 2: [40_000, 150_000], 3: [1_000, 3_000], 4: [200, 600] };
  const dividends = TOTO_POOL_GROUPS.map((group) => {
    const [min, max] = ranges[group] ?? [0, 0];
    return { group, amount: `${intBetween(random, min, max)}.${String(intBetween(random, 0, 99)).padStart(2, '0')}` };
  });
  return { results, dividends };
}

function demoDraw(locId: string, game: '4D' | 'TT', slot: DrawSlot, now: Date): DemoDraw {
  const drawn = slot.drawAt.getTime() <= now.getTime();
  const draw: DrawInsert = { locId, ...slot, status: drawn ? 'RESULTED' : 'OPEN' };
  if (!drawn) return { draw, results: [], dividends: [] };
  const random = mulberry32(seedOf(`${locId}:${slot.drawDate}`));
  if (game === '4D') return { draw, results: fourDResult(random), dividends: [] };
  return { draw, ...totoResult(random) };
}

export function demoDraws(now: Date): DemoDraw[] {
  const today = operatorDate(now);
  return Object.entries(DEFAULT_DRAW_SCHEDULES).flatMap(([locId, schedule]) =>
    drawsBetween(schedule, addDays(today, -PAST_DAYS), addDays(today, FUTURE_DAYS)).map((slot) =>
      demoDraw(locId, schedule.game, slot, now),
    ),
  );
}
