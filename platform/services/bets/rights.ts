// Who may place (and delete) bets, and for whom. The actor needs EnablePlaceBet and not
// disablePlaceBetAndFixedBet, and the Place Bets gate of the access table (an admin sub-account also
// the BetEntry permission: docs/product.md#roles-and-permissions "Place Bets"), which the platform checks on every call before
// the route runs; here it is asked again for what runs outside such a call (a job acting for its
// owner) and for what answers whether a row may be deleted. The ticket's member must be a MEM the
// actor reaches (404 otherwise, like every object of another branch) with the same two flags.
import { gateRefusal, readsGrants } from '@/lib/contract/access';
import type { Db } from '../../db/client';
import { PlatformError } from '../../errors';
import { assertInDownline } from '../users/downline';
import { grantsOf, type UserRow } from '../users/users';

/** Why the actor may not place bets, or null when it may. */
export async function placeBetRefusal(db: Db, actor: UserRow): Promise<string | null> {
  if (!actor.enablePlaceBet) return 'This account may not place bets.';
  if (actor.disablePlaceBetAndFixedBet) return 'Betting is disabled for this account.';
  const granted = readsGrants('betEntry', actor.role) ? await grantsOf(db, actor.userId) : [];
  return gateRefusal('betEntry', actor.role, granted);
}

/** 403 unless the actor may place and delete bets. */
export async function assertMayPlaceBets(db: Db, actor: UserRow): Promise<void> {
  const refusal = await placeBetRefusal(db, actor);
  if (refusal) throw PlatformError.forbidden(refusal);
}

/** The member a new ticket is for: reachable by the actor (else 404), a member, allowed to bet. */
export async function betTarget(db: Db, actor: UserRow, userId: string): Promise<UserRow> {
  const target = await assertInDownline(db, actor, userId);
  if (target.role !== 'MEM') {
    throw PlatformError.badRequest(`Bets are placed for members: ${target.userId} is not a member.`, 'UserId');
  }
  if (!target.enablePlaceBet || target.disablePlaceBetAndFixedBet) {
    throw PlatformError.forbidden(`Betting is disabled for ${target.userId}.`, 'UserId');
  }
  return target;
}
