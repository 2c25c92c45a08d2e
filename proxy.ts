// The request dispatcher. It parses the host once, hands the site to the app on a header, and
// applies the user-facing gates in a fixed order. It is NOT the security boundary: every page,
// route handler and action checks the session again on the server.
import { NextResponse, type NextRequest } from 'next/server';
import { rememberFirstLocale } from '@/lib/proxy/locale';
import { siteRequestHeaders } from '@/lib/proxy/site';

export function proxy(request: NextRequest) {
  const { headers } = siteRequestHeaders(request);
  const response = NextResponse.next({ request: { headers } });
  // API calls only need the trusted site header; keep the rest of the pipeline off them (PERFORMANCE.md).
  if (!request.nextUrl.pathname.startsWith('/api/')) rememberFirstLocale(request, response);
  return response;
}

export const config = {
  // Everything but build assets and the public site assets (logos, theme CSS).
  matcher: ['/((?!_next/static|_next/image|favicon\\.ico|sites/|styles/).*)'],
};
