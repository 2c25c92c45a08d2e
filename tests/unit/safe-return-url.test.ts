import { DEFAULT_RETURN_URL, postSignInUrl, safeReturnUrl } from '@/lib/domain/safe-return-url';

const ATTACKS = [
  // the list of docs/security.md#sign-in
  '//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/%09/evil.com',
  'https://evil.com',
  'javascript:alert(1)',
  '%2F%2Fevil.com',
  // control characters and whitespace that browsers strip
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  '/\u0000/evil.com',
  ' //evil.com',
  '\t//evil.com',
  '\u3000//evil.com',
  '/admin/home\u00a0',
  '/ /evil.com',
  // backslashes, raw and encoded
  '/%5Cevil.com',
  '/%5cevil.com',
  '/\\/evil.com',
  '\\/evil.com',
  // encoded slashes and controls, decoded once or twice
  '/%2F/evil.com',
  '/%2f/evil.com',
  '/%252F/evil.com',
  '/%25252F/evil.com',
  '/%2509/evil.com',
  '/%250A/evil.com',
  '/%00/evil.com',
  '%2F/evil.com',
  '%252F%252Fevil.com',
  // dot segments that collapse into a double slash, raw or after decoding
  '/.//evil.com',
  '/..//evil.com',
  '/%2e%2e//evil.com',
  '/%2E//evil.com',
  '/a/%2e%2e/%2F/evil.com',
  '/%252e%252e//evil.com',
  // other schemes and scheme-relative forms
  'http:evil.com',
  'http:/evil.com',
  'https:\\\\evil.com',
  'HTTPS://evil.com',
  'data:text/html,<script>alert(1)</script>',
  'data:',
  'vbscript:msgbox(1)',
  'JaVaScRiPt:alert(1)',
  'evil.com',
  '.evil.com',
  '../evil.com',
  '?next=/admin',
  '#top',
  '',
  '   ',
  // too long
  `/${'a'.repeat(2048)}`,
];

describe('safeReturnUrl', () => {
  it.each(ATTACKS)('refuses %j', (value) => {
    expect(safeReturnUrl(value)).toBe(DEFAULT_RETURN_URL);
  });

  it.each([null, undefined])('gives the fallback for %p', (value) => {
    expect(safeReturnUrl(value)).toBe('/admin/home');
  });

  it('uses the given fallback', () => {
    expect(safeReturnUrl('//evil.com', '/login')).toBe('/login');
  });

  it.each([
    ['/report/full?LocId=SG&x=1#top', '/report/full?LocId=SG&x=1#top'],
    ['/admin/home', '/admin/home'],
    ['/', '/'],
    ['/terms?x=%2F%2Fevil.com', '/terms?x=%2F%2Fevil.com'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/report/%E6%96%87', '/report/%E6%96%87'],
    ['/report/文', '/report/%E6%96%87'],
    ['/a/./b/../c', '/a/c'],
    ['/a//b', '/a//b'],
    ['/50%25', '/50%25'],
    [`/${'a'.repeat(2046)}`, `/${'a'.repeat(2046)}`],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it('never answers something a browser would resolve off-site', () => {
    for (const value of ATTACKS) {
      const resolved = new URL(safeReturnUrl(value), 'https://app.example');
      expect(resolved.origin).toBe('https://app.example');
    }
  });
});

describe('postSignInUrl', () => {
  it.each([
    ['/report/full?x=1#top', '/report/full?x=1&LocId=MY#top'],
    ['/report/full?LocId=SG&x=1', '/report/full?LocId=MY&x=1'],
    ['/report/full?LocId=SG&LocId=TT', '/report/full?LocId=MY'],
    ['/admin/home', '/admin/home?LocId=MY'],
    ['/', '/admin/home?LocId=MY'],
    ['/login', '/admin/home?LocId=MY'],
    ['/login/', '/admin/home?LocId=MY'],
    ['/login?returnUrl=%2Freport&Msg=x', '/admin/home?LocId=MY'],
    ['/?LocId=SG#x', '/admin/home?LocId=MY'],
    ['', '/admin/home?LocId=MY'],
    [null, '/admin/home?LocId=MY'],
    [undefined, '/admin/home?LocId=MY'],
    ['//evil.com', '/admin/home?LocId=MY'],
    ['https://evil.com/login', '/admin/home?LocId=MY'],
  ])('sends %j to %j', (returnUrl, expected) => {
    expect(postSignInUrl(returnUrl, 'MY')).toBe(expected);
  });

  it('encodes the location id', () => {
    expect(postSignInUrl('/admin/home', 'A&B=C')).toBe('/admin/home?LocId=A%26B%3DC');
  });

  it('keeps the login page under another name', () => {
    expect(postSignInUrl('/loginx', 'SG')).toBe('/loginx?LocId=SG');
  });
});
