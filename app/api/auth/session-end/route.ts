// GET /api/auth/session-end?reason=expired|maintenance[&t=]: where pages send the browser when the
// platform says the session is over (401) or maintenance began (subCode 8000). Server components
// cannot change cookies, so this handler ends the local session and redirects on.
import { NextResponse } from 'next/server';
import { ERROR_MESSAGES } from '@/lib/contract/errors';
import { route, withSession } from '@/lib/http/route';
import { loginUrl, maintenanceUrl } from '@/lib/session/gate';

export const GET = route(async ({ request }) => {
  const query = request.nextUrl.searchParams;
  const target =
    query.get('reason') === 'maintenance' ? maintenanceUrl(query.get('t')) : loginUrl(undefined, ERROR_MESSAGES.sessionError);
  // A relative Location: the raw Host header never goes into a redirect.
  const response = new NextResponse(null, { status: 303, headers: { Location: target } });
  // A link on another site must not be able to sign anyone out (logout CSRF).
  if (request.headers.get('sec-fetch-site') === 'cross-site') return response;
  return withSession(response, 'clear');
});
