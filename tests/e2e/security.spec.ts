// Request-level checks of SECURITY.md against the running app: the proxy bypasses of the Next
// advisories, the browser headers, and no Host header echoed into a redirect.
import { expect, test } from './support/fixtures';

test.describe.configure({ mode: 'parallel' });

test('known proxy bypasses never reach signed-in pages without a session', async ({ siteRequest: request }) => {
  const attempts: { path: string; headers: Record<string, string> }[] = [
    { path: '/admin/home', headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' } },
    { path: '/admin/home', headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' } },
    { path: '/admin/home.rsc', headers: {} },
    { path: '/admin/home?_rsc=1', headers: { rsc: '1' } },
    { path: '/admin/home', headers: { rsc: '1', 'next-router-prefetch': '1' } },
  ];
  for (const { path, headers } of attempts) {
    const response = await request.get(path, { headers, maxRedirects: 0 });
    const body = await response.text();
    expect(body, `${path} ${JSON.stringify(headers)}`).not.toContain('shell-header');
    expect(body).not.toContain('Announcements');
    expect([307, 404]).toContain(response.status());
  }
});

test('pages carry a nonce CSP and the other browser headers', async ({ siteRequest: request }) => {
  const response = await request.get('/login');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toMatch(/'unsafe-eval'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Every page gets its own nonce.
  const again = await request.get('/login');
  expect(again.headers()['content-security-policy']).not.toBe(csp);
  // The scripts of the page carry it.
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(await response.text()).toContain(`nonce="${nonce}"`);
});

test('only /embed may be framed, and only by the site itself', async ({ siteRequest: request }) => {
  const response = await request.get('/embed/admin/home', { maxRedirects: 0 });
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
});

test('redirects never echo a forged Host or X-Forwarded-Host', async ({ siteRequest: request }) => {
  const forged: Record<string, string>[] = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }];
  for (const headers of forged) {
    const response = await request.get('/admin/home', { headers, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/login?returnUrl=%2Fadmin%2Fhome');
  }
});

test('the session-end handler ignores a cross-site link', async ({ siteRequest: request }) => {
  const response = await request.get('/api/auth/session-end?reason=expired', { headers: { 'sec-fetch-site': 'cross-site' }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()['set-cookie']).toBeUndefined();
});
