import 'server-only';
import { limitListSchema, type TotoLimitRow } from '@/lib/contract/limits';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/** GET limit: the TT location's limits (Limit Setting), by number. */
export function limitsOf(session: SignedInSession): Promise<TotoLimitRow[]> {
  return scopedJson(session, 'limit', limitListSchema);
}
