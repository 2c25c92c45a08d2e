import 'server-only';
import { tokenResponseSchema } from '@/lib/contract/auth';
import { SITE_HOST_HEADER } from '@/lib/contract/sign-in-log';
import { memberTreeSchema, type MemberTreeNode } from '@/lib/contract/members';
import {
  twoFactorBeginSchema,
  twoFactorConfirmedSchema,
  twoFactorDoneSchema,
  twoFactorPolicySchema,
  twoFactorStateSchema,
  type TwoFactorPolicy,
  type TwoFactorState,
} from '@/lib/contract/two-factor';
import type { SignedInSession } from '@/lib/session/server';
import { platformJson, scopedJson } from './client';
import { signInClientHeaders, type SignInClient } from './auth';

/** POST oauth/twoFactor: the challenge kept in the session and the code typed, for the token. */
export function signInWithCode(challenge: string, code: string, client: SignInClient) {
  return platformJson('/api/v1/oauth/twoFactor', tokenResponseSchema, { method: 'POST', json: { challenge, code }, headers: signInClientHeaders(client) });
}

const scoped = (session: SignedInSession, resource: string) => `/api/v1/${session.auth.prefix}/${resource}`;
const call = (session: SignedInSession, json: unknown) => ({ method: 'POST' as const, session, json, query: { LocId: session.auth.locId } });

/** GET twoFactor: one's own state; the site host tells the platform whether this site requires it. */
export function twoFactorStateOf(session: SignedInSession, siteHost: string): Promise<TwoFactorState> {
  return platformJson(scoped(session, 'twoFactor'), twoFactorStateSchema, { session, query: { LocId: session.auth.locId }, headers: { [SITE_HOST_HEADER]: siteHost } });
}

export function beginTwoFactor(session: SignedInSession) {
  return platformJson(scoped(session, 'twoFactor/begin'), twoFactorBeginSchema, call(session, {}));
}

export function confirmTwoFactor(session: SignedInSession, code: string) {
  return platformJson(scoped(session, 'twoFactor/confirm'), twoFactorConfirmedSchema, call(session, { Code: code }));
}

export function disableTwoFactor(session: SignedInSession, code: string) {
  return platformJson(scoped(session, 'twoFactor/disable'), twoFactorDoneSchema, call(session, { Code: code }));
}

/** GET twoFactorPolicy: who must use two-factor (the company's admins, the sites' hosts); the full admin's. */
export function twoFactorPolicyOf(session: SignedInSession): Promise<TwoFactorPolicy> {
  return scopedJson(session, 'twoFactorPolicy', twoFactorPolicySchema);
}

/**
 * GET memberTree: every user the caller reaches, any role, any location (an admin reaches everyone),
 * for the picker of Super Password's two-factor reset.
 */
export function resettableUsersOf(session: SignedInSession): Promise<MemberTreeNode[]> {
  return scopedJson(session, 'memberTree', memberTreeSchema);
}
