// Moving bets before the close: bet/transfer (whole tickets to another member), bet/transfer4 (bet
// lines into one new ticket of another member) and bet/page/combine (tickets of one member and draw
// into the first of them). Bets are never edited: they are copied to the receiving ticket and the
// originals are marked TRANSFERRED or COMBINED (with the ticket that now holds them), so the record
// of what was placed stays. Every account involved is locked, in user-id order (no deadlock), and the
// receiver's CreditLeft is checked like a placement. Every ticket made, emptied or cut writes an audit row.
import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Ticket, Transferred } from '@/lib/contract/bets';
import { centsToMoney, moneyToCents, sumMoney } from '@/lib/domain/bet-expansion';
import { formatDollars, toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { bets, draws, tickets } from '../../db/schema';
import { PlatformError } from '../../errors';
import { checkCredit, heldAccount, lockAccounts, type LockedAccount } from '../users/credit';
import { writeAudit } from '../audit/write';
import { recordMove } from '../risk/totals';
import { newBetOf, submissionHash } from './normalize';
import { assertDrawOpen, BET_NOT_FOUND, TICKET_NOT_FOUND, ticketAnswer, type BetRecord, type TicketRecord } from './read';
import { assertMayPlaceBets, betTarget } from './rights';
import { reachableUser } from '../users/downline';
import type { DrawRow } from '../draws/read';
import type { UserRow } from '../users/users';

interface MoveContext {
  db: Db;
  actor: UserRow;
  locId: string;
  now: Date;
}

type Reason = 'TRANSFERRED' | 'COMBINED';

async function readDraw(tx: Db, drawId: number): Promise<DrawRow> {
  const [draw] = await tx.select().from(draws).where(eq(draws.id, drawId));
  if (!draw) throw new Error(`draw ${drawId} missing`);
  return draw;
}

/** Copies bets into a ticket (after its last position) and marks the originals with the reason. */
async function moveBets(tx: Db, context: MoveContext, rows: BetRecord[], into: TicketRecord, reason: Reason): Promise<void> {
  if (rows.length === 0) return;
  const [last] = await tx.select({ position: max(bets.position) }).from(bets).where(eq(bets.ticketId, into.id));
  const start = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  await tx.insert(bets).values(
    rows.map((row, i) => ({
      ticketId: into.id,
      userId: into.userId,
      drawId: into.drawId,
      position: start + i,
      ...newBetOf(row),
    })),
  );
  const marker = { deletedAt: context.now, deletedBy: context.actor.userId, deletedReason: reason };
  await tx.update(bets).set(marker).where(inArray(bets.id, rows.map((row) => row.id)));
  // The risk board's totals follow the bets to the receiver's line (a combine keeps the owner: no change).
  const who = { actorId: context.actor.userId, locId: context.locId, now: context.now };
  for (const fromUserId of new Set(rows.map((row) => row.userId))) {
    if (fromUserId !== into.userId) await recordMove(tx, who, fromUserId, into.userId, { drawId: into.drawId, bets: rows.filter((row) => row.userId === fromUserId) });
  }
  // A ticket left without live bets goes with them, pointing at the ticket that holds them now.
  for (const ticketId of [...new Set(rows.map((row) => row.ticketId))]) {
    const live = await tx.select({ id: bets.id }).from(bets).where(and(eq(bets.ticketId, ticketId), isNull(bets.deletedAt))).limit(1);
    if (live.length === 0) await tx.update(tickets).set({ ...marker, replacedBy: into.id }).where(eq(tickets.id, ticketId));
    const moved = rows.filter((row) => row.ticketId === ticketId);
    await writeAudit(tx, {
      actorId: context.actor.userId,
      entity: 'ticket',
      entityId: ticketId,
      action: live.length === 0 ? 'DELETE' : 'UPDATE',
      targetUserId: moved[0]?.userId ?? null,
      locId: context.locId,
      after: { [reason === 'COMBINED' ? 'CombinedInto' : 'MovedTo']: into.id, ToUserId: into.userId, BetIds: moved.map((row) => row.id) },
    });
  }
}

async function liveBets(tx: Db, ticketIds: number[]): Promise<BetRecord[]> {
  if (ticketIds.length === 0) return [];
  return tx
    .select()
    .from(bets)
    .where(and(inArray(bets.ticketId, ticketIds), isNull(bets.deletedAt)))
    .orderBy(asc(bets.ticketId), asc(bets.position));
}

/** 409 when the receiver's CreditLeft cannot take `total`; else its CreditLeft before (in cents). */
function receiverLeft(tx: Db, receiver: LockedAccount, total: string): Promise<bigint> {
  return checkCredit(tx, receiver, total, (left) => `Not enough credit: these bets cost ${formatDollars(total)} and CreditLeft of ${receiver.userId} is ${left}.`);
}

async function newTicket(tx: Db, context: MoveContext, receiver: string, drawId: number, key: string, hash: string, total: string, after: bigint) {
  const [ticket] = await tx
    .insert(tickets)
    .values({
      userId: receiver,
      locId: context.locId,
      drawId,
      createdBy: context.actor.userId,
      source: 'TRANSFER',
      idempotencyKey: key,
      requestHash: hash,
      placedTotal: total,
      creditLeftAfter: centsToMoney(after),
      createdAt: context.now,
    })
    .returning();
  if (!ticket) throw new Error('ticket insert returned nothing');
  await writeAudit(tx, {
    actorId: context.actor.userId,
    entity: 'ticket',
    entityId: ticket.id,
    action: 'CREATE',
    targetUserId: receiver,
    locId: context.locId,
    after: { DrawId: drawId, Source: 'TRANSFER', Total: ticket.placedTotal },
  });
  return ticket;
}

/** The tickets by id (any state) of the location whose member the actor reaches; 404 for any other. */
async function ticketsInReach(context: MoveContext, ticketIds: number[]): Promise<TicketRecord[]> {
  const rows = await context.db.select().from(tickets).where(and(inArray(tickets.id, ticketIds), eq(tickets.locId, context.locId)));
  const found = new Map(rows.map((row) => [row.id, row]));
  const ordered: TicketRecord[] = [];
  for (const id of ticketIds) {
    const row = found.get(id);
    if (!row || !(await reachableUser(context.db, context.actor, row.userId))) throw PlatformError.notFound(`${TICKET_NOT_FOUND.slice(0, -1)}: ${id}.`);
    ordered.push(row);
  }
  return ordered;
}

/** POST bet/transfer: each ticket moves whole to ToUserId (a retry finds them moved and answers the same). */
export async function transferTickets(context: MoveContext, ticketIds: number[], toUserId: string): Promise<Transferred> {
  await assertMayPlaceBets(context.db, context.actor);
  const receiver = await betTarget(context.db, context.actor, toUserId);
  const sources = await ticketsInReach(context, ticketIds);
  return context.db.transaction(async (tx) => {
    const credits = await lockAccounts(tx, [receiver.userId, ...sources.map((ticket) => ticket.userId)], context.locId, 'ToUserId');
    const fresh = await tx.select().from(tickets).where(inArray(tickets.id, ticketIds));
    const byId = new Map(fresh.map((ticket) => [ticket.id, ticket]));
    const receiving = new Map<number, number>();
    const receivedBefore: string[] = [];
    const toMove: TicketRecord[] = [];
    for (const id of ticketIds) {
      const ticket = byId.get(id) as TicketRecord;
      if (ticket.deletedReason === 'TRANSFERRED' && ticket.replacedBy !== null) {
        const [moved] = await tx.select().from(tickets).where(eq(tickets.id, ticket.replacedBy));
        if (moved?.userId === receiver.userId && moved.idempotencyKey === `T:${id}`) {
          receiving.set(id, moved.id);
          receivedBefore.push(moved.placedTotal);
          continue;
        }
      }
      if (ticket.deletedAt) throw PlatformError.notFound(`${TICKET_NOT_FOUND.slice(0, -1)}: ${id}.`);
      if (ticket.userId === receiver.userId) throw PlatformError.badRequest(`Ticket ${id} already belongs to ${receiver.userId}.`, 'TicketIds');
      assertDrawOpen(await readDraw(tx, ticket.drawId), context.now, 'move');
      toMove.push(ticket);
    }
    const rows = await liveBets(tx, toMove.map((ticket) => ticket.id));
    const total = sumMoney(rows.map((row) => row.cost));
    let after = await receiverLeft(tx, heldAccount(credits, receiver.userId), total);
    for (const ticket of toMove) {
      const own = rows.filter((row) => row.ticketId === ticket.id);
      const cost = sumMoney(own.map((row) => row.cost));
      after -= moneyToCents(cost);
      const into = await newTicket(tx, context, receiver.userId, ticket.drawId, `T:${ticket.id}`, submissionHash({ call: 'bet/transfer', ticket: ticket.id }), cost, after);
      await moveBets(tx, context, own, into, 'TRANSFERRED');
      receiving.set(ticket.id, into.id);
    }
    // A retry answers the same: the tickets moved now and those a first attempt moved.
    return { ToUserId: receiver.userId, TicketIds: ticketIds.map((id) => receiving.get(id) ?? 0), Total: sumMoney([total, ...receivedBefore]), CreditLeft: centsToMoney(after) };
  });
}

/** POST bet/transfer4: bet lines of one draw into one new ticket of ToUserId, under the client's key. */
export async function transferLines(context: MoveContext, betIds: number[], toUserId: string, key: string): Promise<Transferred> {
  await assertMayPlaceBets(context.db, context.actor);
  const receiver = await betTarget(context.db, context.actor, toUserId);
  const found = await context.db
    .select({ bet: bets, ticket: tickets })
    .from(bets)
    .innerJoin(tickets, eq(tickets.id, bets.ticketId))
    .where(and(inArray(bets.id, betIds), eq(tickets.locId, context.locId)));
  const byId = new Map(found.map((row) => [row.bet.id, row]));
  for (const id of betIds) {
    const row = byId.get(id);
    if (!row || !(await reachableUser(context.db, context.actor, row.ticket.userId))) throw PlatformError.notFound(`${BET_NOT_FOUND.slice(0, -1)}: ${id}.`);
  }
  const drawIds = new Set(found.map((row) => row.bet.drawId));
  if (drawIds.size !== 1) throw PlatformError.badRequest('Move the bets of one draw at a time.', 'BetIds');
  const hash = submissionHash({ call: 'bet/transfer4', betIds: [...betIds].sort((a, b) => a - b), toUserId: receiver.userId });
  return context.db.transaction(async (tx) => {
    const credits = await lockAccounts(tx, [receiver.userId, ...found.map((row) => row.ticket.userId)], context.locId, 'ToUserId');
    const [previous] = await tx.select().from(tickets).where(and(eq(tickets.userId, receiver.userId), eq(tickets.idempotencyKey, key)));
    if (previous) {
      if (previous.requestHash !== hash) throw new PlatformError(409, 'This IdempotencyKey was already used for another submission: send a new key.');
      return { ToUserId: receiver.userId, TicketIds: [previous.id], Total: toMoney(previous.placedTotal), CreditLeft: toMoney(previous.creditLeftAfter) };
    }
    const rows = await tx.select().from(bets).where(and(inArray(bets.id, betIds), isNull(bets.deletedAt)));
    if (rows.length !== betIds.length) throw PlatformError.notFound(BET_NOT_FOUND);
    if (rows.some((row) => row.userId === receiver.userId)) throw PlatformError.badRequest(`Some of these bets already belong to ${receiver.userId}.`, 'BetIds');
    const drawId = rows[0]?.drawId ?? 0;
    assertDrawOpen(await readDraw(tx, drawId), context.now, 'move');
    const total = sumMoney(rows.map((row) => row.cost));
    const after = (await receiverLeft(tx, heldAccount(credits, receiver.userId), total)) - moneyToCents(total);
    const into = await newTicket(tx, context, receiver.userId, drawId, key, hash, total, after);
    await moveBets(tx, context, rows.sort((a, b) => betIds.indexOf(a.id) - betIds.indexOf(b.id)), into, 'TRANSFERRED');
    return { ToUserId: receiver.userId, TicketIds: [into.id], Total: total, CreditLeft: centsToMoney(after) };
  });
}

/** POST bet/page/combine: the later tickets' bets join the first ticket (one member, one open draw). */
export async function combineTickets(context: MoveContext, ticketIds: number[]): Promise<Ticket> {
  await assertMayPlaceBets(context.db, context.actor);
  const sources = await ticketsInReach(context, ticketIds);
  const [first] = sources;
  if (!first) throw PlatformError.badRequest('TicketIds is required.', 'TicketIds');
  if (sources.some((ticket) => ticket.userId !== first.userId || ticket.drawId !== first.drawId)) {
    throw PlatformError.badRequest('Only tickets of one member and one draw can be combined.', 'TicketIds');
  }
  return context.db.transaction(async (tx) => {
    await lockAccounts(tx, [first.userId], context.locId, 'ToUserId');
    const fresh = await tx.select().from(tickets).where(inArray(tickets.id, ticketIds));
    const target = fresh.find((ticket) => ticket.id === first.id) as TicketRecord;
    if (target.deletedAt) throw PlatformError.notFound(`${TICKET_NOT_FOUND.slice(0, -1)}: ${target.id}.`);
    const draw = await readDraw(tx, target.drawId);
    assertDrawOpen(draw, context.now, 'move');
    // Tickets already combined into the first (a retry) are done; any other deleted one is not found.
    const others = fresh.filter((ticket) => ticket.id !== target.id && !(ticket.deletedReason === 'COMBINED' && ticket.replacedBy === target.id));
    const gone = others.find((ticket) => ticket.deletedAt !== null);
    if (gone) throw PlatformError.notFound(`${TICKET_NOT_FOUND.slice(0, -1)}: ${gone.id}.`);
    await moveBets(tx, context, await liveBets(tx, others.map((ticket) => ticket.id)), target, 'COMBINED');
    return ticketAnswer(target, draw, await liveBets(tx, [target.id]), true);
  });
}
