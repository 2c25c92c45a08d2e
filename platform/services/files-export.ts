// POST bet/page/exportAra and bet/page/exportDetailsAra: the live bets of one draw whose member the
// caller reaches (UserId narrows to that user and below), as an ARA file (lib/domain/ara formatAra):
// one line group per ticket, so uploading the file places the same tickets again. The details export
// writes every bet as the ordinary lines it stands for (expandAraBet).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { expandAraBet, formatAra, type AraBet } from '@/lib/domain/ara';
import type { Db } from '../db/client';
import { bets, draws, tickets } from '../db/schema';
import type { BetRecord } from './bets-read';
import { drawOfLocation, scopeFor, ticketsInScope } from './bets-scope';
import type { UserRow } from './users';

export interface ExportRequest {
  DrawId: number;
  UserId?: string;
}

/** A stored bet as an ARA bet. */
export function araBetOf(row: Pick<BetRecord, 'kind' | 'number' | 'big' | 'small' | 'amount' | 'ttRoll' | 'ttTag'>): AraBet {
  if (row.kind === 'TT') {
    return { kind: 'TT', numbers: row.number.split(' '), amount: row.amount, roll: row.ttRoll, tag: (row.ttTag as 'STAR' | 'TO' | 'TE' | 'TT' | null) ?? null };
  }
  return { kind: row.kind, number: row.number, big: row.big, small: row.small };
}

export async function exportAra(db: Db, actor: UserRow, locId: string, request: ExportRequest, now: Date, details: boolean): Promise<string> {
  const draw = await drawOfLocation(db, locId, request.DrawId);
  const scope = { ...(await scopeFor(db, actor, locId, { UserId: request.UserId }, now)), drawId: draw.id };
  const ticketRows = await db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .where(ticketsInScope(scope))
    .orderBy(asc(tickets.userId), asc(tickets.id));
  const ids = ticketRows.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(bets)
          .where(and(inArray(bets.ticketId, ids), isNull(bets.deletedAt)))
          .orderBy(asc(bets.ticketId), asc(bets.position));
  const byTicket = new Map<number, AraBet[]>(ids.map((id) => [id, []]));
  for (const row of rows) {
    const bet = araBetOf(row);
    byTicket.get(row.ticketId)?.push(...(details ? expandAraBet(bet) : [bet]));
  }
  return formatAra({
    location: locId,
    drawDate: draw.drawDate,
    comments: [`${details ? 'exportDetailsAra' : 'exportAra'}: ${ids.length} tickets, ${rows.length} bets`],
    groups: ids.map((id) => byTicket.get(id) ?? []),
  });
}
