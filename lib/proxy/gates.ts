import { NextResponse, type NextRequest } from 'next/server';
import { cachedServerMessage } from '@/lib/platform-client/message';
import { clearedSession, sealSession, SESSION_COOKIE, unsealSession } from '@/lib/session/cookie';
import { needsTouch, nowSeconds, sessionState } from '@/lib/session/data';
import { pageGate, type GateDecision } from '@/lib/session/gate';
import { embeddedPath, isEmbedPath } from '@/lib/domain/shell-layout';

/** Paths no gate applies to: static translation files. */
const UNGATED_PREFIXES = ['/assets/'];

/**
 * Runs the page gates (maintenance, signed in, password change, terms) for a page request and builds
 * the response: a redirect (a path on the request's own origin), or `next`.
 * The session's idle clock is refreshed here on navigation.
 */
export async function gatePage(request: NextRequest, headers: Headers): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (UNGATED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return NextResponse.next({ request: { headers } });
  const session = await unsealSession(request.cookies.get(SESSION_COOKIE)?.value);
  const message = await cachedServerMessage();
  const decision: GateDecision = pageGate({
    pathname,
    search,
    state: sessionState(session),
    maintenance: message?.maintenance || null,
  });
  // Next needs an absolute URL here, and turns a same-origin one back into a relative Location.
  const response =
    decision.action === 'redirect'
      ? NextResponse.redirect(new URL(decision.location, request.nextUrl.origin), 307)
      : isEmbedPath(pathname)
        ? // /embed/<page> renders <page> itself; the shell layout sees /embed in PATH_HEADER and drops its chrome.
          NextResponse.rewrite(new URL(`${embeddedPath(pathname)}${search}`, request.nextUrl.origin), { request: { headers } })
        : NextResponse.next({ request: { headers } });
  if (decision.clearSession || (!session && request.cookies.has(SESSION_COOKIE))) {
    const cookie = clearedSession();
    response.cookies.set(cookie.name, cookie.value, cookie.options);
  } else if (session && needsTouch(session, nowSeconds())) {
    const cookie = await sealSession({ ...session, seenAt: nowSeconds() });
    response.cookies.set(cookie.name, cookie.value, cookie.options);
  }
  return response;
}
