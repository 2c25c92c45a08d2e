import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { ERROR_MESSAGES } from '@/lib/contract/constants';
import { ApiError } from '@/lib/http/api-error';
import { PATH_HEADER } from '@/lib/site/header';
import { SESSION_COOKIE, unsealSession } from './cookie';
import { sessionState, type SessionData, type SignedInData } from './data';
import { LOGIN_PATH, pageGate, signedInGate } from './gate';

/**
 * The data-access side of the session for pages and layouts: the security check that the proxy's
 * gates only mirror. Read-only (server components cannot set cookies); ending a session goes through
 * /api/auth/session-end.
 */
export const readSession = cache(async (): Promise<SessionData | null> => {
  const store = await cookies();
  return unsealSession(store.get(SESSION_COOKIE)?.value);
});

export type SignedInSession = SessionData & { auth: SignedInData };

async function currentPath(): Promise<{ pathname: string; search: string }> {
  const raw = (await headers()).get(PATH_HEADER) ?? '/';
  const url = new URL(raw, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search };
}

/** The signed-in session with terms accepted, or a redirect to the gate the user must pass first. */
export async function requireSignedIn(): Promise<SignedInSession> {
  const session = await readSession();
  const state = sessionState(session);
  if (state.kind === 'signed-in' && session?.auth) return session as SignedInSession;
  const { pathname, search } = await currentPath();
  const decision = signedInGate(state, `${pathname}${search}`);
  redirect(decision.action === 'redirect' ? decision.location : LOGIN_PATH);
}

/** A session signed in but still owing the terms (the /terms page). */
export async function requireTermsPending(): Promise<SignedInSession> {
  const session = await readSession();
  const state = sessionState(session);
  if (state.kind === 'terms' && session?.auth) return session as SignedInSession;
  const decision = pageGate({ pathname: '/terms', search: '', state, maintenance: null });
  redirect(decision.action === 'redirect' ? decision.location : LOGIN_PATH);
}

/** What a page does when a platform call fails: 401 and maintenance end the session; the rest throws. */
export function handlePageError(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) redirect('/api/auth/session-end?reason=expired');
  if (error instanceof ApiError && error.isMaintenance) {
    redirect(`/api/auth/session-end?${new URLSearchParams({ reason: 'maintenance', t: error.body.time ?? '' })}`);
  }
  throw error;
}

/*
 * The session check of a signed-in API call (the proxy is not the boundary, docs/security.md): a live
 * sign-in with the terms accepted. A session waiting for its password change holds no sign-in at all.
 * Roles are the platform's to enforce.
 */
export function signedInOrThrow(session: SessionData | null): SignedInSession {
  switch (sessionState(session).kind) {
    case 'signed-in':
      return session as SignedInSession;
    case 'terms':
      throw new ApiError(403, { message: 'The terms must be accepted first.' });
    case 'two-factor-enrolment':
      throw new ApiError(403, { message: ERROR_MESSAGES.twoFactorRequired });
    case 'password-change':
      throw new ApiError(403, { message: ERROR_MESSAGES.passwordChangeRequired });
    case 'anonymous':
      throw new ApiError(401, { message: ERROR_MESSAGES.sessionError });
  }
}

/** A signed-in session, or one that must set up two-factor first (the /admin/twoFactor page and its calls). */
export function signedInOrEnrolling(session: SessionData | null): SignedInSession {
  if (sessionState(session).kind === 'two-factor-enrolment' && session?.auth) return session as SignedInSession;
  return signedInOrThrow(session);
}

/** The /admin/twoFactor page: signed in with terms accepted, or required to set two-factor up. */
export async function requireSignedInOrEnrolling(): Promise<SignedInSession> {
  const session = await readSession();
  if (sessionState(session).kind === 'two-factor-enrolment' && session?.auth) return session as SignedInSession;
  return requireSignedIn();
}
