import 'server-only';
import { outBetsSchema, outBetsTotoSchema, type OutBets, type OutBetsToto } from '@/lib/contract/out-bets';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The Out Bets page's reads (docs/domain.md#intake-and-out), under the session location's prefix:
 * bet/throw in a 4D location, bet/throwT in the TT one. Whose figures and which rows are the
 * platform's to decide: the caller's own, or a user of its reach named by UserId (404 otherwise).
 */

export type OutBetsAnswer = { game: '4D'; data: OutBets } | { game: 'TT'; data: OutBetsToto };

export async function outBetsOf(session: SignedInSession, drawId: number, userId?: string): Promise<OutBetsAnswer> {
  const query = { DrawId: String(drawId), UserId: userId };
  if (session.auth.prefix === 'tt') return { game: 'TT', data: await scopedJson(session, 'bet/throwT', outBetsTotoSchema, query) };
  return { game: '4D', data: await scopedJson(session, 'bet/throw', outBetsSchema, query) };
}
