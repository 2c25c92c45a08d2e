import 'server-only';
import { MAX_PAGE_SIZE } from '@/lib/contract/bets';
import { fixedBetPageSchema, fixedSettingsSchema, type FixedBetPage, type FixedSettings } from '@/lib/contract/fixed-bets';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The Fixed Bets page's reads, under the session location's prefix: what the form may send, and the
 * fixed bets in the caller's reach (a member: its own; an agent: its subtree, or one user's).
 */

export function fixedSettingsOf(session: SignedInSession): Promise<FixedSettings> {
  return scopedJson(session, 'bet/fixed/settings', fixedSettingsSchema);
}

/** GET bet/fixed/page3: one page of the shared pager's size, so the table holds them all. */
export function fixedBetsOf(session: SignedInSession, userId?: string): Promise<FixedBetPage> {
  return scopedJson(session, 'bet/fixed/page3', fixedBetPageSchema, { UserId: userId, PageIndex: '1', PageSize: String(MAX_PAGE_SIZE) });
}
