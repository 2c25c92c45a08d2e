import 'server-only';
import { cache } from 'react';
import { betSettingsSchema, type BetSettings } from '@/lib/contract/bet-listings';
import { betUserListSchema, type BetUser } from '@/lib/contract/members';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The place-bets pages' reads, under the session location's prefix: what the location takes (open
 * draws, limits) and whom the caller may place bets for.
 */

export function betSettingsOf(session: SignedInSession): Promise<BetSettings> {
  return scopedJson(session, 'bet/settings', betSettingsSchema);
}

/** Whom the caller may place bets for or list tickets of (cached per render). */
export const betUsersOf = cache((session: SignedInSession): Promise<BetUser[]> => scopedJson(session, 'bet/userIds', betUserListSchema));
