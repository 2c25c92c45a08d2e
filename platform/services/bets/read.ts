// Tickets and bets as the contract answers them, and the reads every bet call shares.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Bet, Ticket, TotoTag } from '@/lib/contract/bets';
import { sumMoney } from '@/lib/domain/bet-expansion';
import { operatorTime } from '@/lib/domain/operator-time';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { bets, draws, tickets } from '../../db/schema';
import { PlatformError } from '../../errors';
import type { DrawRow } from '../draws/read';
import { reachableUser } from '../users/downline';
import type { UserRow } from '../users/users';

export type TicketRecord = typeof tickets.$inferSelect;
export type BetRecord = typeof bets.$inferSelect;

export const TICKET_NOT_FOUND = 'Ticket not found.';
export const BET_NOT_FOUND = 'Bet not found.';

/** Sales are open: the draw has no result, is not cancelled, and its close time is still ahead. */
export function isDrawOpen(draw: Pick<DrawRow, 'status' | 'closeAt'>, now: Date): boolean {
  return draw.status === 'OPEN' && draw.closeAt.getTime() > now.getTime();
}

/** 409 unless the draw still takes bets (and so still lets them be deleted). */
export function assertDrawOpen(draw: DrawRow, now: Date, action: 'place' | 'delete' | 'move'): void {
  if (isDrawOpen(draw, now)) return;
  const tail = action === 'place' ? '' : action === 'delete' ? ' Its bets can no longer be deleted.' : ' Its bets can no longer be moved.';
  if (draw.status === 'CANCELLED') throw new PlatformError(409, `The draw of ${draw.drawDate} was cancelled.${tail}`);
  throw new PlatformError(409, `Betting for the draw of ${draw.drawDate} closed at ${operatorTime(draw.closeAt)}.${tail}`);
}

export function betAnswer(row: BetRecord): Bet {
  const common = { BetId: row.id, Count: row.lineCount, Cost: toMoney(row.cost) };
  if (row.kind === 'TT') {
    const tag = row.ttTag as TotoTag | null;
    return { ...common, Kind: 'TT', Numbers: row.number.split(' '), Roll: row.ttRoll, Tag: tag, Amount: toMoney(row.amount) };
  }
  return { ...common, Kind: row.kind, Number: row.number, Big: toMoney(row.big), Small: toMoney(row.small) };
}

/** The live (not deleted) bets of the tickets, by ticket, in ticket order. */
export async function liveBetsOf(db: Db, ticketIds: readonly number[]): Promise<Map<number, BetRecord[]>> {
  const byTicket = new Map<number, BetRecord[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await db
    .select()
    .from(bets)
    .where(and(inArray(bets.ticketId, [...ticketIds]), isNull(bets.deletedAt)))
    .orderBy(asc(bets.ticketId), asc(bets.position), asc(bets.id));
  for (const row of rows) {
    const list = byTicket.get(row.ticketId);
    if (list) list.push(row);
    else byTicket.set(row.ticketId, [row]);
  }
  return byTicket;
}

export function ticketAnswer(ticket: TicketRecord, draw: DrawRow, live: readonly BetRecord[], deletable: boolean): Ticket {
  return {
    TicketId: ticket.id,
    UserId: ticket.userId,
    LocId: ticket.locId,
    DrawId: draw.id,
    DrawDate: draw.drawDate,
    CreatedDate: ticket.createdAt.toISOString(),
    CreatedBy: ticket.createdBy,
    Source: ticket.source as Ticket['Source'],
    Total: sumMoney(live.map((bet) => bet.cost)),
    Deletable: deletable,
    Bets: live.map(betAnswer),
  };
}

/** A live ticket of the location with its draw, when the actor reaches its member; else 404. */
export async function visibleTicket(db: Db, actor: UserRow, locId: string, ticketId: number): Promise<{ ticket: TicketRecord; draw: DrawRow }> {
  const [row] = await db
    .select({ ticket: tickets, draw: draws })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .where(and(eq(tickets.id, ticketId), eq(tickets.locId, locId), isNull(tickets.deletedAt)));
  if (!row || !(await reachableUser(db, actor, row.ticket.userId))) throw PlatformError.notFound(TICKET_NOT_FOUND);
  return row;
}
