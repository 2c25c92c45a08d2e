import 'server-only';
import { conversationSchema, gatewaySchema, type Conversation, type Gateway } from '@/lib/contract/messaging';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/** GET SMSGatewayById: the current location's gateway setting (secrets masked). */
export function gatewayOf(session: SignedInSession): Promise<Gateway> {
  return scopedJson(session, 'SMSGatewayById', gatewaySchema, { Id: session.auth.locId });
}

/** GET dSMS: the conversations of the caller's downline in the current location (one user's when named). */
export function conversationOf(session: SignedInSession, userId?: string): Promise<Conversation> {
  return scopedJson(session, 'dSMS', conversationSchema, userId ? { UserId: userId } : {});
}
