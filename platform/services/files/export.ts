// POST bet/page/exportAra and bet/page/exportDetailsAra: the live bets of one draw whose member the
// caller reaches (UserId narrows to that user and below), as an ARA file (lib/domain/ara-write formatAra):
// one line group per ticket, so uploading the file places the same tickets again. The details export
// writes every bet as the ordinary lines it stands for (expandAraBet).
import { asc, eq } from 'drizzle-orm';
import type { TotoTag } from '@/lib/contract/bets';
import type { ExportAraBody } from '@/lib/contract/files';
import { expandAraBet, formatAra, type AraBet } from '@/lib/domain/ara-write';
import type { Db } from '../../db/client';
import { draws, tickets } from '../../db/schema';
import { liveBetsOf, type BetRecord } from '../bets/read';
import { drawOfLocation, scopeFor, ticketsInScope } from '../bets/scope';
import type { UserRow } from '../users/users';

/** A stored bet as an ARA bet (also read by the outset, services/outset/view.ts). */
export function araBetOf(row: BetRecord): AraBet {
  if (row.kind === 'TT') return { kind: 'TT', numbers: row.number.split(' '), amount: row.amount, roll: row.ttRoll, tag: row.ttTag as TotoTag | null };
  return { kind: row.kind, number: row.number, big: row.big, small: row.small };
}

export async function exportAra(db: Db, actor: UserRow, locId: string, request: ExportAraBody, now: Date, details: boolean): Promise<string> {
  const draw = await drawOfLocation(db, locId, request.DrawId);
  const scope = { ...(await scopeFor(db, actor, locId, { UserId: request.UserId }, now)), drawId: draw.id };
  const ticketRows = await db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .where(ticketsInScope(scope))
    .orderBy(asc(tickets.userId), asc(tickets.id));
  const ids = ticketRows.map((row) => row.id);
  const live = await liveBetsOf(db, ids);
  const groups = ids.map((id) => (live.get(id) ?? []).flatMap((row) => (details ? expandAraBet(araBetOf(row)) : [araBetOf(row)])));
  const betCount = [...live.values()].reduce((sum, rows) => sum + rows.length, 0);
  return formatAra({
    location: locId,
    drawDate: draw.drawDate,
    comments: [`${details ? 'exportDetailsAra' : 'exportAra'}: ${ids.length} tickets, ${betCount} bets`],
    groups,
  });
}
