import { jsonBodyProblem, ownOrigin, sameOriginProblem } from '@/lib/http/same-origin';

function post(headers: Record<string, string>, url = 'http://localhost:3000/api/auth/sign-in'): Request {
  return new Request(url, { method: 'POST', headers });
}

describe('sameOriginProblem with Sec-Fetch-Site', () => {
  it('accepts same-origin', () => {
    expect(sameOriginProblem(post({ 'sec-fetch-site': 'same-origin', host: 'site.example' }))).toBeNull();
    expect(sameOriginProblem(post({ 'sec-fetch-site': ' Same-Origin ' }))).toBeNull();
  });

  it.each(['cross-site', 'same-site', 'none', '', 'same-origin, cross-site'])('refuses %j', (value) => {
    const request = post({ 'sec-fetch-site': value, origin: 'http://site.example', host: 'site.example' });
    expect(sameOriginProblem(request)).toMatch(/Sec-Fetch-Site/);
  });
});

describe('sameOriginProblem with Origin only', () => {
  it.each([
    ['http://site.example', 'site.example', 'http://x/'],
    ['http://site.example', 'SITE.example', 'http://x/'],
    ['HTTP://Site.Example', 'site.example', 'http://x/'],
    ['http://localhost:3000', 'localhost:3000', 'http://localhost:3000/api/x'],
    ['http://127.0.0.1:3000', '127.0.0.1:3000', 'http://127.0.0.1:3000/'],
    ['http://[::1]:3000', '[::1]:3000', 'http://localhost:3000/'],
    ['https://site.example', 'site.example', 'https://localhost:3000/'],
    ['https://site.example', 'site.example:443', 'https://localhost/'],
    ['http://site.example:80', 'site.example', 'http://localhost/'],
    ['http://site.example.', 'site.example.', 'http://localhost/'],
  ])('accepts Origin %j for Host %j (url %s)', (origin, host, url) => {
    expect(sameOriginProblem(post({ origin, host }, url))).toBeNull();
  });

  it('refuses a cross-site origin', () => {
    expect(sameOriginProblem(post({ origin: 'https://evil.example', host: 'site.example' }))).toBe(
      'Origin does not match the host',
    );
  });

  it('refuses Origin: null', () => {
    expect(sameOriginProblem(post({ origin: 'null', host: 'site.example' }))).toBe('Origin is null');
  });

  it('refuses a missing Origin', () => {
    expect(sameOriginProblem(post({ host: 'site.example' }))).toBe('Origin is missing');
  });

  it('refuses a missing Host', () => {
    expect(sameOriginProblem(post({ origin: 'http://localhost:3000' }))).toBe('Host is missing or malformed');
  });

  it.each([
    ['a mismatched port', 'http://localhost:3001', 'localhost:3000', 'http://localhost:3000/'],
    ['a missing port', 'http://localhost', 'localhost:3000', 'http://localhost:3000/'],
    ['another scheme', 'https://site.example', 'site.example', 'http://localhost/'],
    ['a sibling subdomain', 'http://a.site.example', 'b.site.example', 'http://localhost/'],
    ['a suffix trick', 'http://site.example.evil.example', 'site.example', 'http://localhost/'],
    ['userinfo in Origin', 'http://site.example@evil.example', 'site.example', 'http://localhost/'],
    ['a path in Origin', 'http://site.example/x', 'site.example', 'http://localhost/'],
    ['userinfo in Host', 'http://evil.example', 'site.example@evil.example', 'http://localhost/'],
    ['a path in Host', 'http://evil.example', 'evil.example/x', 'http://localhost/'],
    ['an out-of-range port', 'http://site.example:99999', 'site.example:99999', 'http://localhost/'],
    ['a file origin', 'file://', 'site.example', 'http://localhost/'],
  ])('refuses %s', (_, origin, host, url) => {
    expect(sameOriginProblem(post({ origin, host }, url))).not.toBeNull();
  });

  it('never trusts X-Forwarded-Host', () => {
    const spoofed = post({
      origin: 'https://evil.example',
      host: 'site.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(sameOriginProblem(spoofed)).toBe('Origin does not match the host');
    const honest = post({ origin: 'http://site.example', host: 'site.example', 'x-forwarded-host': 'evil.example' });
    expect(sameOriginProblem(honest)).toBeNull();
  });
});

describe('ownOrigin', () => {
  it('is the URL scheme with the lower-cased Host', () => {
    expect(ownOrigin(post({ host: 'Site.Example:8080' }, 'https://localhost:3000/x'))).toBe('https://site.example:8080');
  });
});

describe('jsonBodyProblem', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8', 'application/json; charset="utf-8"'])(
    'accepts %j',
    (contentType) => {
      expect(jsonBodyProblem(post({ 'content-type': contentType }))).toBeNull();
    },
  );

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain; application/json',
    'application/jsonx',
    'application/json; charset=iso-8859-1',
    'application/json; charset=utf-8; charset=utf-7',
    'application/json; boundary=x',
  ])('refuses %j', (contentType) => {
    expect(jsonBodyProblem(post({ 'content-type': contentType }))).not.toBeNull();
  });

  it('refuses a missing Content-Type', () => {
    expect(jsonBodyProblem(new Request('http://localhost/', { method: 'POST' }))).not.toBeNull();
    expect(jsonBodyProblem(new Request('http://localhost/', { method: 'PUT' }))).not.toBeNull();
  });

  it('lets a DELETE without a body through, and no other bodyless DELETE', () => {
    expect(jsonBodyProblem(new Request('http://localhost/', { method: 'DELETE' }))).toBeNull();
    expect(jsonBodyProblem(new Request('http://localhost/', { method: 'DELETE', headers: { 'content-length': '0' } }))).toBeNull();
    expect(jsonBodyProblem(new Request('http://localhost/', { method: 'DELETE', headers: { 'content-length': '5' } }))).not.toBeNull();
    expect(jsonBodyProblem(new Request('http://localhost/', { method: 'DELETE', headers: { 'transfer-encoding': 'chunked' } }))).not.toBeNull();
    expect(jsonBodyProblem(new Request('http://localhost/', { method: 'DELETE', headers: { 'content-type': 'text/plain' } }))).not.toBeNull();
  });
});
