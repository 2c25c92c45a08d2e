import 'server-only';
import { creditRecalSchema, type CreditRecal } from '@/lib/contract/utilities';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/** GET relcalCredit: the accounts whose balance is not their ledger's (Credit Recal's preview). */
export function creditRecalOf(session: SignedInSession): Promise<CreditRecal> {
  return scopedJson(session, 'relcalCredit', creditRecalSchema);
}
