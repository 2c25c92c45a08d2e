// Placing tickets: one transaction per submission. The member's account row in the location is locked
// first (users/credit.ts), so placements, deletions and transfers of one member serialize on it and
// CreditLeft is read after every earlier one committed: concurrent tickets can never overdraw it.
// The IdempotencyKey is looked up under that lock: a retried submission answers the tickets it placed.
// Each new ticket writes its audit row in the same transaction (a replay writes none).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BetSource, PlacedTicket } from '@/lib/contract/bets';
import { centsToMoney, moneyToCents, sumMoney } from '@/lib/domain/bet-expansion';
import { formatDollars, toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { bets, draws, tickets } from '../../db/schema';
import { PlatformError } from '../../errors';
import { checkCredit, lockAccount } from '../users/credit';
import { writeAudit } from '../audit/write';
import { submissionHash, type NewBet } from './normalize';
import { assertMayPlaceBets, betTarget } from './rights';
import { assertDrawOpen, isDrawOpen, liveBetsOf, ticketAnswer, type TicketRecord } from './read';
import { findDraw, type DrawRow } from '../draws/read';
import { assertWithinLimits } from '../limits/check';
import { recordPlacement } from '../risk/totals';
import type { UserRow } from '../users/users';

export interface PlaceContext {
  db: Db;
  actor: UserRow;
  locId: string;
  now: Date;
  source: BetSource;
}

export interface TicketRequest {
  drawId: number;
  bets: NewBet[];
}

export interface Submission {
  /** The client's IdempotencyKey. */
  key: string;
  /** Several tickets (bet text with a day code): stored under `<key>:0`, `<key>:1`, ... */
  derivedKeys: boolean;
  /** submissionHash of what was sent. */
  hash: string;
  /** The tickets to place; called inside the transaction, after the replay check. */
  resolve: (tx: Db) => Promise<TicketRequest[]>;
}

export interface Placed {
  tickets: PlacedTicket[];
  /** false: the key was used before and these are the tickets it placed then. */
  created: boolean;
}

const KEY_REUSED = 'This IdempotencyKey was already used for another submission: send a new key for a new ticket.';

/** A day code names at most one draw per weekday, so a submission derives at most 7 keys. */
const MAX_DERIVED_KEYS = 7;

/** The tickets a key placed for the member: the key itself, or the keys derived from it (exact, indexed lookups). */
async function ticketsByKey(tx: Db, userId: string, key: string): Promise<TicketRecord[]> {
  const keys = [key, ...Array.from({ length: MAX_DERIVED_KEYS }, (_, i) => `${key}:${i}`)];
  return tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.userId, userId), inArray(tickets.idempotencyKey, keys)))
    .orderBy(asc(tickets.id));
}

function goneMessage(ticket: TicketRecord): string {
  const what =
    ticket.deletedReason === 'TRANSFERRED' ? 'was moved to another member' : ticket.deletedReason === 'COMBINED' ? `was combined into ticket ${ticket.replacedBy}` : 'was deleted';
  return `Ticket ${ticket.id} of this IdempotencyKey ${what}: send a new key to place it again.`;
}

async function replay(tx: Db, context: PlaceContext, previous: TicketRecord[], hash: string): Promise<PlacedTicket[]> {
  if (previous.some((ticket) => ticket.requestHash !== hash)) throw new PlatformError(409, KEY_REUSED);
  const gone = previous.find((ticket) => ticket.deletedAt !== null);
  if (gone) throw new PlatformError(409, goneMessage(gone));
  const live = await liveBetsOf(tx, previous.map((ticket) => ticket.id));
  const answers: PlacedTicket[] = [];
  for (const ticket of previous) {
    const [draw] = await tx.select().from(draws).where(eq(draws.id, ticket.drawId));
    if (!draw) throw new Error(`ticket ${ticket.id} without its draw`);
    const answer = ticketAnswer(ticket, draw, live.get(ticket.id) ?? [], isDrawOpen(draw, context.now));
    answers.push({ ...answer, CreditLeft: toMoney(ticket.creditLeftAfter), Replayed: true });
  }
  return answers;
}

async function insertTicket(
  tx: Db,
  context: PlaceContext,
  target: UserRow,
  draw: DrawRow,
  request: TicketRequest,
  stored: { key: string; hash: string; creditLeftAfter: string },
): Promise<PlacedTicket> {
  const [ticket] = await tx
    .insert(tickets)
    .values({
      userId: target.userId,
      locId: context.locId,
      drawId: draw.id,
      createdBy: context.actor.userId,
      source: context.source,
      idempotencyKey: stored.key,
      requestHash: stored.hash,
      placedTotal: sumMoney(request.bets.map((bet) => bet.cost)),
      creditLeftAfter: stored.creditLeftAfter,
      createdAt: context.now,
    })
    .returning();
  if (!ticket) throw new Error('ticket insert returned nothing');
  const rows = await tx
    .insert(bets)
    .values(request.bets.map((bet, position) => ({ ...bet, ticketId: ticket.id, userId: target.userId, drawId: draw.id, position })))
    .returning();
  await writeAudit(tx, {
    actorId: context.actor.userId,
    entity: 'ticket',
    entityId: ticket.id,
    action: 'CREATE',
    targetUserId: target.userId,
    locId: context.locId,
    after: { DrawId: draw.id, DrawDate: draw.drawDate, Source: context.source, Bets: rows.length, Total: ticket.placedTotal },
  });
  return { ...ticketAnswer(ticket, draw, rows, true), CreditLeft: stored.creditLeftAfter, Replayed: false };
}

async function placeOnce(context: PlaceContext, target: UserRow, submission: Submission): Promise<Placed> {
  return context.db.transaction(async (tx) => {
    const account = await lockAccount(tx, target.userId, context.locId);
    const previous = await ticketsByKey(tx, target.userId, submission.key);
    if (previous.length > 0) return { tickets: await replay(tx, context, previous, submission.hash), created: false };

    const requests = await submission.resolve(tx);
    if (requests.length > MAX_DERIVED_KEYS) throw new Error('a submission names more draws than it can key');
    const drawsOf: DrawRow[] = [];
    for (const request of requests) {
      // A draw of another location is as unknown as a missing one.
      const draw = await findDraw(tx, context.locId, request.drawId);
      if (!draw) throw PlatformError.notFound('Draw not found.');
      assertDrawOpen(draw, context.now, 'place');
      drawsOf.push(draw);
    }
    // TT's limits: the rows of the numbers are locked before their draws' takings are summed.
    await assertWithinLimits(tx, context.locId, requests);
    // 4D's number locks and the risk board's totals: a locked number refuses the submission; the
    // stakes are added and a number pushed past the auto-lock cap locks itself (risk/totals.ts).
    await recordPlacement(tx, { actorId: context.actor.userId, locId: context.locId, now: context.now }, target.userId, requests);
    // The whole submission or nothing: its total against CreditLeft, then every ticket.
    const total = sumMoney(requests.flatMap((request) => request.bets.map((bet) => bet.cost)));
    const what = requests.length === 1 ? 'this ticket costs' : `these ${requests.length} tickets cost`;
    let left = await checkCredit(tx, account, total, (credit) => `Not enough credit: ${what} ${formatDollars(total)} and CreditLeft is ${credit}.`);
    const placed: PlacedTicket[] = [];
    for (const [index, request] of requests.entries()) {
      left -= moneyToCents(sumMoney(request.bets.map((bet) => bet.cost)));
      const key = submission.derivedKeys ? `${submission.key}:${index}` : submission.key;
      const draw = drawsOf[index] as DrawRow;
      placed.push(await insertTicket(tx, context, target, draw, request, { key, hash: submission.hash, creditLeftAfter: centsToMoney(left) }));
    }
    return { tickets: placed, created: true };
  });
}

/** PostgreSQL's unique_violation, through drizzle's wrapping error. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Places a submission for `target` (already checked by betTarget), or answers the tickets its key
 * placed before. The same key racing in another location collides on the unique (user, key) index;
 * the second attempt then finds the first's tickets and answers as a replay (or refuses a different
 * submission).
 */
export async function placeSubmission(context: PlaceContext, target: UserRow, submission: Submission): Promise<Placed> {
  try {
    return await placeOnce(context, target, submission);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return placeOnce(context, target, submission);
  }
}

export interface TicketOrder {
  UserId: string;
  DrawId: number;
  IdempotencyKey: string;
  bets: NewBet[];
}

/** POST bet: one ticket for one member and one draw. */
export async function placeTicket(context: PlaceContext, order: TicketOrder): Promise<{ ticket: PlacedTicket; created: boolean }> {
  await assertMayPlaceBets(context.db, context.actor);
  const target = await betTarget(context.db, context.actor, order.UserId);
  const request: TicketRequest = { drawId: order.DrawId, bets: order.bets };
  const hash = submissionHash({ call: 'bet', locId: context.locId, userId: target.userId, ...request });
  const placed = await placeSubmission(context, target, {
    key: order.IdempotencyKey,
    derivedKeys: false,
    hash,
    resolve: async () => [request],
  });
  const [ticket] = placed.tickets;
  if (!ticket || placed.tickets.length !== 1) throw new PlatformError(409, KEY_REUSED);
  return { ticket, created: placed.created };
}
