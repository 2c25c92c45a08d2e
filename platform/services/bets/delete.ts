// Deleting bets before their draw closes: DELETE bet?BetId= (one line) and bet/page?TicketId= (a
// whole ticket). Rows stay, marked deleted (when, who); a ticket whose last bet goes is marked too.
// The member's account row is locked first, like placement, so a refund and a placement never
// read CreditLeft half-way. Each deletion writes an audit row (DELETE when the ticket goes, else UPDATE).
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Deleted } from '@/lib/contract/bets';
import { sumMoney } from '@/lib/domain/bet-expansion';
import type { Db } from '../../db/client';
import { bets, draws, tickets } from '../../db/schema';
import { PlatformError } from '../../errors';
import { creditLeftOf, lockAccount } from '../users/credit';
import { writeAudit } from '../audit/write';
import { assertDrawOpen, BET_NOT_FOUND, visibleTicket, type TicketRecord } from './read';
import { assertMayPlaceBets } from './rights';
import { recordDeletion } from '../risk/totals';
import { reachableUser } from '../users/downline';
import type { DrawRow } from '../draws/read';
import type { UserRow } from '../users/users';

interface DeleteContext {
  db: Db;
  actor: UserRow;
  locId: string;
  now: Date;
}

/** Marks the given live bets of the ticket deleted (all of them without betIds) and refunds them. */
async function deleteFrom(context: DeleteContext, ticket: TicketRecord, draw: DrawRow, betIds: number[] | 'all', notFound: string): Promise<Deleted> {
  return context.db.transaction(async (tx) => {
    const account = await lockAccount(tx, ticket.userId, context.locId);
    // Read under the lock: the draw may have been resulted or cancelled meanwhile.
    const [current] = await tx.select().from(draws).where(eq(draws.id, draw.id));
    assertDrawOpen(current ?? draw, context.now, 'delete');
    const marker = { deletedAt: context.now, deletedBy: context.actor.userId, deletedReason: 'DELETED' };
    const which = betIds === 'all' ? undefined : inArray(bets.id, betIds);
    const removed = await tx
      .update(bets)
      .set(marker)
      .where(and(eq(bets.ticketId, ticket.id), isNull(bets.deletedAt), which))
      .returning({ id: bets.id, cost: bets.cost, kind: bets.kind, number: bets.number, big: bets.big, small: bets.small });
    if (removed.length === 0) throw PlatformError.notFound(notFound);
    await recordDeletion(tx, context.locId, ticket.userId, { drawId: draw.id, bets: removed });
    const [remaining] = await tx
      .select({ n: count() })
      .from(bets)
      .where(and(eq(bets.ticketId, ticket.id), isNull(bets.deletedAt)));
    const ticketDeleted = (remaining?.n ?? 0) === 0;
    if (ticketDeleted) await tx.update(tickets).set(marker).where(eq(tickets.id, ticket.id));
    const betIdsRemoved = removed.map((row) => row.id).sort((a, b) => a - b);
    const refund = sumMoney(removed.map((row) => row.cost));
    await writeAudit(tx, {
      actorId: context.actor.userId,
      entity: 'ticket',
      entityId: ticket.id,
      action: ticketDeleted ? 'DELETE' : 'UPDATE',
      targetUserId: ticket.userId,
      locId: context.locId,
      before: { LiveBets: (remaining?.n ?? 0) + removed.length },
      after: { LiveBets: remaining?.n ?? 0, DeletedBetIds: betIdsRemoved, Refund: refund },
    });
    return {
      TicketId: ticket.id,
      BetIds: betIdsRemoved,
      Refund: refund,
      CreditLeft: await creditLeftOf(tx, account),
      TicketDeleted: ticketDeleted,
    };
  });
}

/** DELETE bet?BetId=: one live bet of the location whose member the actor reaches (else 404). */
export async function deleteBet(context: DeleteContext, betId: number): Promise<Deleted> {
  const { db, actor } = context;
  const [row] = await db
    .select({ ticket: tickets, draw: draws })
    .from(bets)
    .innerJoin(tickets, eq(tickets.id, bets.ticketId))
    .innerJoin(draws, eq(draws.id, bets.drawId))
    .where(and(eq(bets.id, betId), isNull(bets.deletedAt), eq(tickets.locId, context.locId)));
  if (!row || !(await reachableUser(db, actor, row.ticket.userId))) throw PlatformError.notFound(BET_NOT_FOUND);
  await assertMayPlaceBets(db, actor);
  return deleteFrom(context, row.ticket, row.draw, [betId], BET_NOT_FOUND);
}

/** DELETE bet/page?TicketId=: every live bet of the ticket. */
export async function deleteTicket(context: DeleteContext, ticketId: number): Promise<Deleted> {
  const { ticket, draw } = await visibleTicket(context.db, context.actor, context.locId, ticketId);
  await assertMayPlaceBets(context.db, context.actor);
  return deleteFrom(context, ticket, draw, 'all', 'Ticket not found.');
}
