import type { NextResponse } from 'next/server';

/**
 * Browser defences (docs/security.md "Browser"). Scripts run only with this request's nonce (Next puts it
 * on its own scripts when it finds it in the request's CSP header) or when loaded by such a script
 * ('strict-dynamic'); no 'unsafe-inline' or 'unsafe-eval' for scripts, except 'unsafe-eval' under
 * `next dev`, which React needs there for its debugging. Styles allow inline attributes: React and
 * next/font write them, and they cannot run code. Only /embed may be framed, and only by this site.
 */
export function contentSecurityPolicy(nonce: string, options: { embed: boolean; dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.embed ? "'self'" : "'none'"}`,
  ].join('; ');
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Headers every answer carries; HSTS only when the request came over HTTPS. */
export function applySecurityHeaders(response: NextResponse, options: { csp?: string; https: boolean }): void {
  const { headers } = response;
  if (options.csp) headers.set('Content-Security-Policy', options.csp);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (options.https) headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}
