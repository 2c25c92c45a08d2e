// The fixed-bet sweep: every live fixed bet goes on the next open draw of its location that falls on
// one of its days, once per (fixed bet, draw). A member's fixed bets due on the same draw go as ONE
// ticket (Source FIXED) through the ordinary placement (placeSubmission), so rights, the open draw and
// CreditLeft are checked exactly as for POST bet. A refusal is recorded per fixed bet and draw with its
// reason and retried by later sweeps while the draw is open; a placed run is final.
//
// One transaction per member and draw: the member's account row is locked first (the lock placement
// takes too), the due fixed bets are read again under it, the ticket is placed in a savepoint and the
// runs are written in the same transaction. Two sweeps at once serialize on that lock and the second
// finds nothing left to place; the ticket key `F:<drawId>:<first fixed bet id>` is new for every group.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fixedBetRuns, fixedBets, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { lockAccountRow, noAccount } from '../users/credit';
import { newBetOf, submissionHash } from '../bets/normalize';
import { placeSubmission } from '../bets/place';
import { assertMayPlaceBets, betTarget } from '../bets/rights';
import type { DrawRow } from '../draws/read';
import { nextDrawOf, openDrawsByLocation, type FixedBetRow } from './read';
import type { UserRow } from '../users/users';

export interface SweepFilter {
  userId?: string;
  locId?: string;
}

export interface SweepResult {
  /** Tickets placed by this sweep. */
  placed: number[];
  /** Member and draw groups refused (recorded on their fixed bets). */
  refused: number;
}

export interface Due {
  member: UserRow;
  locId: string;
  draw: DrawRow;
  ids: number[];
}

/** Records the outcome of the fixed bets on the draw (a placed run is final, a refusal is overwritten). */
async function recordRuns(tx: Db, ids: number[], drawId: number, now: Date, outcome: { ticketId: number } | { reason: string }): Promise<void> {
  const values = 'ticketId' in outcome ? { status: 'PLACED', ticketId: outcome.ticketId, reason: null } : { status: 'REFUSED', ticketId: null, reason: outcome.reason };
  await tx
    .insert(fixedBetRuns)
    .values(ids.map((fixedBetId) => ({ fixedBetId, drawId, attemptedAt: now, ...values })))
    .onConflictDoUpdate({
      target: [fixedBetRuns.fixedBetId, fixedBetRuns.drawId],
      set: { ...values, attemptedAt: now },
      setWhere: eq(fixedBetRuns.status, 'REFUSED'),
    });
}

/** The fixed bets of `ids` still live and not yet placed on the draw. */
async function stillDue(tx: Db, ids: number[], drawId: number): Promise<FixedBetRow[]> {
  const rows = await tx
    .select({ fixed: fixedBets, status: fixedBetRuns.status })
    .from(fixedBets)
    .leftJoin(fixedBetRuns, and(eq(fixedBetRuns.fixedBetId, fixedBets.id), eq(fixedBetRuns.drawId, drawId)))
    .where(and(inArray(fixedBets.id, ids), isNull(fixedBets.deletedAt)))
    .orderBy(fixedBets.id);
  return rows.filter((row) => row.status !== 'PLACED').map((row) => row.fixed);
}

/** One member's due fixed bets on one draw: one ticket, or one refusal recorded on each. */
export async function placeGroup(db: Db, due: Due, now: Date): Promise<{ ticketId?: number; refused?: string }> {
  return db.transaction(async (tx) => {
    const { member } = due;
    const account = await lockAccountRow(tx, member.userId, due.locId);
    const rows = await stillDue(tx, due.ids, due.draw.id);
    if (rows.length === 0) return {};
    const ids = rows.map((row) => row.id);
    try {
      if (!account) throw noAccount(member.userId, due.locId);
      // The member's own rights: a member stopped since (disablePlaceBetAndFixedBet) is refused here.
      await assertMayPlaceBets(tx, member);
      const target = await betTarget(tx, member, member.userId);
      const request = { drawId: due.draw.id, bets: rows.map(newBetOf) };
      const placed = await placeSubmission({ db: tx, actor: member, locId: due.locId, now, source: 'FIXED' }, target, {
        key: `F:${due.draw.id}:${ids[0]}`,
        derivedKeys: false,
        hash: submissionHash({ call: 'bet/fixed', locId: due.locId, userId: member.userId, drawId: due.draw.id, ids }),
        resolve: async () => [request],
      });
      const ticket = placed.tickets[0];
      if (!ticket) throw new Error('fixed bet placement answered no ticket');
      await recordRuns(tx, ids, due.draw.id, now, { ticketId: ticket.TicketId });
      return { ticketId: ticket.TicketId };
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      await recordRuns(tx, ids, due.draw.id, now, { reason: error.message });
      return { refused: error.message };
    }
  });
}

/**
 * Places every due fixed bet (of one member or location with `only`) on its next draw. Called right
 * after a fixed bet is created; the draws' own runs are Fixed Process's (process.ts, auto.ts). Never
 * places one twice on a draw.
 */
export async function placeDueFixedBets(db: Db, now: Date, only: SweepFilter = {}): Promise<SweepResult> {
  // Each fixed bet with its member (the placement's actor), in one query.
  const live = await db
    .select({ fixed: fixedBets, member: users })
    .from(fixedBets)
    .innerJoin(users, eq(users.userId, fixedBets.userId))
    .where(
      and(
        isNull(fixedBets.deletedAt),
        only.userId ? eq(fixedBets.userId, only.userId) : undefined,
        only.locId ? eq(fixedBets.locId, only.locId) : undefined,
      ),
    );
  const open = await openDrawsByLocation(db, live.map(({ fixed }) => fixed.locId), now);
  const groups = new Map<string, Due>();
  for (const { fixed, member } of live) {
    const draw = nextDrawOf(fixed, open.get(fixed.locId));
    if (!draw) continue;
    const key = `${fixed.userId}\n${draw.id}`;
    const group = groups.get(key) ?? { member, locId: fixed.locId, draw, ids: [] };
    group.ids.push(fixed.id);
    groups.set(key, group);
  }
  if (groups.size === 0) return { placed: [], refused: 0 };
  // Runs already placed on the draws due (a placed run is final): those groups need no transaction.
  const due = [...groups.values()];
  const placedRuns = await db
    .select({ fixedBetId: fixedBetRuns.fixedBetId, drawId: fixedBetRuns.drawId })
    .from(fixedBetRuns)
    .where(
      and(
        inArray(fixedBetRuns.drawId, [...new Set(due.map((group) => group.draw.id))]),
        inArray(fixedBetRuns.fixedBetId, due.flatMap((group) => group.ids)),
        eq(fixedBetRuns.status, 'PLACED'),
      ),
    );
  const done = new Set(placedRuns.map((run) => `${run.fixedBetId}:${run.drawId}`));
  const result: SweepResult = { placed: [], refused: 0 };
  for (const group of due) {
    const ids = group.ids.filter((id) => !done.has(`${id}:${group.draw.id}`));
    if (ids.length === 0) continue;
    const outcome = await placeGroup(db, { ...group, ids }, now);
    if (outcome.ticketId) result.placed.push(outcome.ticketId);
    if (outcome.refused) result.refused += 1;
  }
  return result;
}
