import 'server-only';
import { tokenResponseSchema } from '@/lib/contract/auth';
import { SITE_HOST_HEADER } from '@/lib/contract/sign-in-log';
import {
  twoFactorBeginSchema,
  twoFactorConfirmedSchema,
  twoFactorDoneSchema,
  twoFactorStateSchema,
  type TwoFactorState,
} from '@/lib/contract/two-factor';
import type { SignedInSession } from '@/lib/session/server';
import { platformJson } from './client';
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
