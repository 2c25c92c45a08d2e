import 'server-only';
import { addressListSchema, type AddressList } from '@/lib/contract/address-lists';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/** GET addressList: one host's list (AdminEdit; docs/decisions/address-lists.md). */
export function addressListOf(session: SignedInSession, siteHost: string): Promise<AddressList> {
  return scopedJson(session, 'addressList', addressListSchema, { SiteHost: siteHost });
}
