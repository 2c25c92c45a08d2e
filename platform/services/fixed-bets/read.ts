// Fixed bets as the contract answers them: the bet, its days, the draw it plays next and its runs.
// Shared by the create, list and view calls and the sweep.
import { desc, eq, inArray } from 'drizzle-orm';
import type { FixedBet, FixedRun } from '@/lib/contract/fixed-bets';
import { DEFAULT_DRAW_SCHEDULES, type DrawSchedule } from '@/lib/domain/draw-calendar';
import { weekdayOf } from '@/lib/domain/operator-time';
import type { Weekday } from '@/lib/domain/operator-zone';
import type { Db } from '../../db/client';
import { draws, fixedBetRuns, fixedBets } from '../../db/schema';
import { betAnswer } from '../bets/read';
import { openDrawsOf, type DrawRow } from '../draws/read';

export type FixedBetRow = typeof fixedBets.$inferSelect;
export const FIXED_BET_NOT_FOUND = 'Fixed bet not found.';

const ALL_DAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/** The weekdays the location draws on (Magnum's special Tuesdays count): the Days a fixed bet may pick. */
export function drawWeekdaysOf(locId: string): Weekday[] {
  const schedule: DrawSchedule | undefined = (DEFAULT_DRAW_SCHEDULES as Record<string, DrawSchedule>)[locId];
  if (!schedule) return [...ALL_DAYS];
  const days = new Set<Weekday>(schedule.weekdays);
  if (schedule.specialTuesdays) days.add(2);
  return ALL_DAYS.filter((day) => days.has(day));
}

/** Days as stored: bit n for weekday n. */
export const daysToMask = (days: readonly number[]): number => days.reduce((mask, day) => mask | (1 << day), 0);
export const maskToDays = (mask: number): Weekday[] => ALL_DAYS.filter((day) => (mask & (1 << day)) !== 0);
export const playsOn = (fixed: Pick<FixedBetRow, 'days'>, drawDate: string): boolean => (fixed.days & (1 << weekdayOf(drawDate))) !== 0;

/** The open draws of the locations (draws/read.ts), the next close first, by location. */
export async function openDrawsByLocation(db: Db, locIds: readonly string[], now: Date): Promise<Map<string, DrawRow[]>> {
  const byLoc = new Map<string, DrawRow[]>();
  for (const row of await openDrawsOf(db, locIds, now)) byLoc.set(row.locId, [...(byLoc.get(row.locId) ?? []), row]);
  return byLoc;
}

/** The draw a fixed bet plays next: the earliest open draw of its location on one of its days. */
export function nextDrawOf(fixed: Pick<FixedBetRow, 'days'>, open: readonly DrawRow[] | undefined): DrawRow | undefined {
  return open?.find((draw) => playsOn(fixed, draw.drawDate));
}

/** NextDraw of a fixed bet and of bet/fixed/settings. */
export function nextDrawAnswer(draw: DrawRow | undefined): FixedBet['NextDraw'] {
  return draw ? { DrawId: draw.id, DrawDate: draw.drawDate, CloseDate: draw.closeAt.toISOString() } : null;
}

/** The runs of the fixed bets, the latest draw first, by fixed bet. */
export async function runsOf(db: Db, ids: readonly number[]): Promise<Map<number, FixedRun[]>> {
  const byBet = new Map<number, FixedRun[]>();
  if (ids.length === 0) return byBet;
  const rows = await db
    .select({ run: fixedBetRuns, drawDate: draws.drawDate })
    .from(fixedBetRuns)
    .innerJoin(draws, eq(draws.id, fixedBetRuns.drawId))
    .where(inArray(fixedBetRuns.fixedBetId, [...ids]))
    .orderBy(desc(draws.drawDate), desc(fixedBetRuns.drawId));
  for (const { run, drawDate } of rows) {
    const answer: FixedRun = {
      DrawId: run.drawId,
      DrawDate: drawDate,
      Status: run.status as FixedRun['Status'],
      TicketId: run.ticketId,
      Reason: run.reason,
      AttemptedDate: run.attemptedAt.toISOString(),
    };
    byBet.set(run.fixedBetId, [...(byBet.get(run.fixedBetId) ?? []), answer]);
  }
  return byBet;
}

export interface AnswerContext {
  userNames: ReadonlyMap<string, string>;
  open: ReadonlyMap<string, DrawRow[]>;
  runs: ReadonlyMap<number, FixedRun[]>;
  deletable: boolean;
}

export function fixedBetAnswer(row: FixedBetRow, context: AnswerContext): FixedBet {
  // The bet's fields as a ticket's bet answers them (the id is the fixed bet's, sent as FixedBetId).
  const { BetId: _betId, ...bet } = betAnswer({ ...row, ticketId: 0, drawId: 0, position: 0, deletedReason: null });
  const next = nextDrawOf(row, context.open.get(row.locId));
  return {
    ...bet,
    FixedBetId: row.id,
    UserId: row.userId,
    UserName: context.userNames.get(row.userId) ?? row.userId,
    LocId: row.locId,
    Days: maskToDays(row.days),
    CreatedDate: row.createdAt.toISOString(),
    CreatedBy: row.createdBy,
    Deletable: context.deletable,
    NextDraw: nextDrawAnswer(next),
    LastRun: context.runs.get(row.id)?.[0] ?? null,
  };
}
