import 'server-only';
import { groupExpenseListSchema, shareClaimSettingListSchema, subShareListSchema, type GroupExpenseList, type ShareClaimSettingList, type SubShareList } from '@/lib/contract/sub-shares';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The reads of /control/subShare (sub shares, group expenses) and /control/shareClaimSetting, under
 * the session location's prefix and LocId, each answer checked against lib/contract/sub-shares.ts.
 * The platform decides who may read them (admins; the settings also need the payments' right); the
 * writes go from the browser through the BFF's forwarder.
 */

/** GET subShare: every sub share of the location the caller reaches. */
export function subSharesOf(session: SignedInSession): Promise<SubShareList> {
  return scopedJson(session, 'subShare', subShareListSchema);
}

/** GET groupExpense: the expenses of one draw. */
export function groupExpensesOf(session: SignedInSession, drawId: number): Promise<GroupExpenseList> {
  return scopedJson(session, 'groupExpense', groupExpenseListSchema, { DrawId: String(drawId) });
}

/** GET shareClaimSetting: every agent of the location with its claim setting. */
export function claimSettingsOf(session: SignedInSession): Promise<ShareClaimSettingList> {
  return scopedJson(session, 'shareClaimSetting', shareClaimSettingListSchema);
}
