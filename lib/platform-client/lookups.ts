import 'server-only';
import { currencyCodeSchema, profileFullSchema, type ProfileFull } from '@/lib/contract/lookups';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/** GET profileFull: the signed-in profile with its uplines and direct downline counts. */
export function profileFullOf(session: SignedInSession): Promise<ProfileFull> {
  return scopedJson(session, 'profileFull', profileFullSchema);
}

/** GET getCurrencyCode: the currency of the session's location. */
export function currencyCodeOf(session: SignedInSession): Promise<{ LocId: string; CurrencyCode: string; Symbol: string }> {
  return scopedJson(session, 'getCurrencyCode', currencyCodeSchema);
}
