// The request dispatcher. It parses the host once, hands the site to the app on a header, sets the
// security headers, and applies the user-facing gates in a fixed order. It is NOT the security
// boundary: every page, route handler and action checks the session again on the server.
import { NextResponse, type NextRequest } from 'next/server';
import { gatePage } from '@/lib/proxy/gates';
import { rememberFirstLocale } from '@/lib/proxy/locale';
import { applySecurityHeaders, contentSecurityPolicy, newNonce } from '@/lib/proxy/security-headers';
import { siteRequestHeaders } from '@/lib/proxy/site';
import { PATH_HEADER } from '@/lib/site/header';

const DEV = process.env.NODE_ENV !== 'production';

function isBenchPath(pathname: string): boolean {
  return pathname === '/bench' || pathname.startsWith('/bench/');
}

export async function proxy(request: NextRequest) {
  const { headers } = siteRequestHeaders(request);
  const { pathname, search, protocol } = request.nextUrl;
  const https = protocol === 'https:';
  if (pathname.startsWith('/api/')) {
    // API calls need only the trusted site header; their handlers check the session (docs/performance.md).
    const response = NextResponse.next({ request: { headers } });
    applySecurityHeaders(response, { https });
    return response;
  }
  if (isBenchPath(pathname) && process.env.BENCH_PAGES !== '1') {
    // The benchmark pages exist only for npm run bench; elsewhere they are not there at all.
    return new NextResponse('Not found.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const csp = contentSecurityPolicy(newNonce(), { embed: pathname === '/embed' || pathname.startsWith('/embed/'), dev: DEV });
  headers.set('content-security-policy', csp);
  headers.set(PATH_HEADER, `${pathname}${search}`);
  const response = await gatePage(request, headers);
  applySecurityHeaders(response, { csp, https });
  rememberFirstLocale(request, response);
  return response;
}

export const config = {
  // Everything but build assets and the public site assets (logos, theme CSS).
  matcher: ['/((?!_next/static|_next/image|favicon\\.ico|sites/|styles/).*)'],
};
