import 'server-only';
import { smsAgentListSchema, smsCandidateListSchema, smsSubscriptionListSchema, type SmsAgent, type SmsCandidate, type SmsSubscription } from '@/lib/contract/sms';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/** GET getSMSAgent: the location's SMS agents. */
export function smsAgentsOf(session: SignedInSession): Promise<SmsAgent[]> {
  return scopedJson(session, 'getSMSAgent', smsAgentListSchema);
}

/** GET dSMSSubscribeStrikeTree: the users of the location, with their mobile and subscriptions. */
export function smsCandidatesOf(session: SignedInSession): Promise<SmsCandidate[]> {
  return scopedJson(session, 'dSMSSubscribeStrikeTree', smsCandidateListSchema);
}

/** GET mSMSSubscribeTree (result) or mSMSSubscribeStrikeTree (strike). */
export function smsSubscriptionsOf(session: SignedInSession, kind: 'RESULT' | 'STRIKE'): Promise<SmsSubscription[]> {
  return scopedJson(session, kind === 'RESULT' ? 'mSMSSubscribeTree' : 'mSMSSubscribeStrikeTree', smsSubscriptionListSchema);
}
