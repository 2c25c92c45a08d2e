// Request-level checks of docs/security.md against the running app: the proxy bypasses of the Next
// advisories, the browser headers, and no Host header echoed into a redirect.
import { expect, test } from './support/fixtures';
import { openShell } from './support/shell';

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

test('the forwarder\'s answers, cache hits included, carry the browser headers and no-store', async ({ page }) => {
  await openShell(page, 'member1');
  // profile is forwarded every time; announcements is a cached read, asked twice to get a hit.
  const answers = await page.evaluate(async (paths) => {
    const seen: Record<string, string>[] = [];
    for (const path of paths) {
      const response = await fetch(path);
      seen.push({ ...Object.fromEntries(response.headers), status: String(response.status) });
    }
    return seen;
  }, ['/api/v1/profile?LocId=SG', '/api/v1/announcements?LocId=SG', '/api/v1/announcements?LocId=SG']);
  expect(answers.map((headers) => headers.status)).toEqual(['200', '200', '200']);
  expect(answers.map((headers) => headers['x-cache'])).toEqual([undefined, expect.stringMatching(/^(miss|hit)$/), 'hit']);
  for (const headers of answers) {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['content-type']).toMatch(/^application\/json/);
  }
  // A forwarded answer carries the request id the platform logged; a hit never reached it.
  expect(answers[0]?.['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(answers[2]?.['x-request-id']).toBeUndefined();
});
