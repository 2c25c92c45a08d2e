import 'server-only';
import { ownSignInsSchema, signInLogPageSchema, type SignInLogPage, type SignInRow } from '@/lib/contract/sign-in-log';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/** The Login Log's filters, as the query of GET loginLog (docs/decisions/sign-in-log.md). */
export interface SignInLogFilters {
  UserId?: string;
  Result?: string;
  DateFrom?: string;
  DateTo?: string;
  PageIndex: string;
  PageSize: string;
}

/** GET loginLog: admins only (the platform refuses anyone else). */
export function signInLogOf(session: SignedInSession, filters: SignInLogFilters): Promise<SignInLogPage> {
  return scopedJson(session, 'loginLog', signInLogPageSchema, { ...filters });
}

/** GET signIns: the signed-in user's own last sign-ins. */
export async function ownSignInsOf(session: SignedInSession): Promise<SignInRow[]> {
  return (await scopedJson(session, 'signIns', ownSignInsSchema)).Items;
}
