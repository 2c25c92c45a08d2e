import { NextResponse, type NextRequest } from 'next/server';
import { cachedServerMessage } from '@/lib/platform-client/message';
import { clearedSession, sealSession, SESSION_COOKIE, unsealSession } from '@/lib/session/cookie';
import { needsTouch, nowSeconds, sessionState } from '@/lib/session/data';
import { pageGate, type GateDecision } from '@/lib/session/gate';
import { gameOfLocation } from '@/lib/domain/menu';
import { gameCounterpart } from '@/lib/domain/menu-access';
import { embeddedPath, isEmbedPath } from '@/lib/domain/shell-layout';
import type { SignedInSession } from '@/lib/session/server';
import { followLocation } from './location';

/** Paths no gate applies to: static translation files. */
const UNGATED_PREFIXES = ['/assets/'];

/**
 * Runs the page gates (maintenance, signed in, password change, terms) for a page request and builds
 * the response: a redirect (a path on the request's own origin), or `next`.
 * The session's idle clock is refreshed here on navigation, and a page link's LocId moves the session
 * to that location first (location.ts), so that the whole render sees the moved session.
 */
export async function gatePage(request: NextRequest, headers: Headers): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (UNGATED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return NextResponse.next({ request: { headers } });
  const sealed = await unsealSession(request.cookies.get(SESSION_COOKIE)?.value);
  const message = await cachedServerMessage();
  const state = sessionState(sealed);
  const decision: GateDecision = pageGate({ pathname, search, state, maintenance: message?.maintenance || null });
  const moved =
    decision.action === 'next' && state.kind === 'signed-in' && sealed?.auth
      ? await followLocation(request, sealed as SignedInSession, headers)
      : null;
  const session = moved ?? sealed;
  const movedCookie = moved ? await sealSession({ ...moved, seenAt: nowSeconds() }) : null;
  if (movedCookie) {
    // The render reads the session from the request's cookie: it sees the moved one at once.
    request.cookies.set(SESSION_COOKIE, movedCookie.value);
    headers.set('cookie', request.headers.get('cookie') ?? '');
  }
  // A page of the other game's variant opens its counterpart in the session's game (/report/full in TT: /report/tt/full).
  const counterpart = decision.action === 'next' && session?.auth ? gameCounterpart(pathname, gameOfLocation(session.auth.locId)) : null;
  const location = decision.action === 'redirect' ? decision.location : counterpart ? `${counterpart}${search}` : null;
  // Next needs an absolute URL here, and turns a same-origin one back into a relative Location.
  const response =
    location !== null
      ? NextResponse.redirect(new URL(location, request.nextUrl.origin), 307)
      : isEmbedPath(pathname)
        ? // /embed/<page> renders <page> itself; the shell layout sees /embed in PATH_HEADER and drops its chrome.
          NextResponse.rewrite(new URL(`${embeddedPath(pathname)}${search}`, request.nextUrl.origin), { request: { headers } })
        : NextResponse.next({ request: { headers } });
  if (decision.clearSession || (!session && request.cookies.has(SESSION_COOKIE))) {
    const cookie = clearedSession();
    response.cookies.set(cookie.name, cookie.value, cookie.options);
  } else if (session && (movedCookie || needsTouch(session, nowSeconds()))) {
    const cookie = movedCookie ?? (await sealSession({ ...session, seenAt: nowSeconds() }));
    response.cookies.set(cookie.name, cookie.value, cookie.options);
  }
  return response;
}
