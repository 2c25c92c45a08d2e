// The BFF's sign-in and captcha handlers against a real platform: statuses, cookies, CSRF, rate
// limits and enumeration. The proxy is not the boundary: each handler checks origin and session itself.
import { GET as captcha } from '@/app/api/auth/captcha/route';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as terms } from '@/app/api/auth/terms/route';
import { asc, eq } from 'drizzle-orm';
import { FREE_FAILURES } from '@/lib/rate-limit/limiters';
import { getSignInLimiters } from '@/lib/rate-limit/server';
import { addressLists, signInLog } from '@/platform/db/schema';
import { signInKeys } from '@/lib/rate-limit/sign-in';
import { usePlatform } from '../platform/support/harness';
import { setSetting } from '../platform/support/entry';
import { ORIGIN, call } from './support';

const CAPTCHA = '2468';
const member = { UserId: 'member1', Password: 'Member1234', Lang: 'en' };

describe('the sign-in and captcha handlers against the platform (PGlite)', () => {
  const platform = usePlatform({ name: 'pglite' }, { captchaFixed: CAPTCHA });

  beforeAll(() => {
    process.env.PLATFORM_API_URL = platform.url;
  });

  describe('sign-in', () => {
    it('seals a new httpOnly session and sends the user to the terms', async () => {
      const answer = await call(signIn, '/api/auth/sign-in', { json: member });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ redirect: '/terms' });
      const setCookie = answer.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^drawdesk_session=Fe26\.2\*/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/Secure/i);
      expect(setCookie).toMatch(/SameSite=lax/i);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).toMatch(/Max-Age=432\d\d/);
      // The token stays inside the seal.
      expect(JSON.stringify(answer.body)).not.toMatch(/access_token/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    });

    it('sends a user the platform asks to change its password to change-password, not signed in', async () => {
      const answer = await call(signIn, '/api/auth/sign-in', { json: { UserId: 'fresh1', Password: 'Fresh1234' }, headers: { 'x-forwarded-for': '203.0.113.20' } });
      expect(answer.body).toEqual({ redirect: '/change-password?LoginId=fresh1' });
      const after = await call(terms, '/api/auth/terms', { json: { agree: true }, cookie: answer.cookie?.value });
      expect(after.status).toBe(401);
    });

    it('answers an unknown user and a wrong password alike', async () => {
      const wrong = await call(signIn, '/api/auth/sign-in', { json: { ...member, Password: 'Wrong1234' }, headers: { 'x-forwarded-for': '203.0.113.21' } });
      const unknown = await call(signIn, '/api/auth/sign-in', { json: { ...member, UserId: 'nobody' }, headers: { 'x-forwarded-for': '203.0.113.21' } });
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body).toEqual({ message: 'Invalid user id or password.' });
      const headerNames = (headers: Headers) => [...headers.keys()].filter((name) => name !== 'date').sort();
      expect(headerNames(unknown.headers)).toEqual(headerNames(wrong.headers));
    });

    it('refuses the 11th wrong password in a row with 429 and Retry-After', async () => {
      const attempt = () => call(signIn, '/api/auth/sign-in', { json: { UserId: 'agent3', Password: 'Wrong1234' }, headers: { 'x-forwarded-for': '198.51.100.7' } });
      for (let index = 0; index < 10; index += 1) expect((await attempt()).status).toBe(400);
      const refused = await attempt();
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      // Worded by the BFF in the user's language (the sign-in page has no client translations).
      const minutes = Math.ceil(retryAfter / 60);
      expect(refused.body).toMatchObject({ message: `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.` });
      // The right password does not get through either until the window ends.
      const right = await call(signIn, '/api/auth/sign-in', { json: { UserId: 'agent3', Password: 'Agent1234' }, headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(right.status).toBe(429);
      // The sign-in log: the free failures the platform checked, then every attempt the limits refused
      // (the back-off's, answered as a wrong password, and the 429s), each with the client's address
      // and the site host the app saw (docs/decisions/sign-in-log.md).
      const rows = await platform.db.select().from(signInLog).where(eq(signInLog.userId, 'agent3')).orderBy(asc(signInLog.id));
      expect(rows.map((row) => row.result)).toEqual([...Array<string>(FREE_FAILURES + 1).fill('WRONG_PASSWORD'), ...Array<string>(11 - FREE_FAILURES).fill('LOCKED')]);
      expect(new Set(rows.map((row) => row.address))).toEqual(new Set(['198.51.100.7']));
      expect(new Set(rows.map((row) => row.siteHost))).toEqual(new Set([new URL(ORIGIN).host]));
    });

    it('refuses an ADMIN outside its site\'s address list as a wrong password, and logs the client\'s own address', async () => {
      // The list of the site the browser asked for (alpha.localhost), as POST addressList stores it.
      await platform.db.insert(addressLists).values({ siteHost: 'alpha.localhost', entries: ['192.0.2.0/24'], updatedBy: 'admin' });
      try {
        const admin = (ip: string, Password = 'Admin1234') => call(signIn, '/api/auth/sign-in', { json: { UserId: 'admin', Password }, headers: { 'x-forwarded-for': ip } });
        const wrong = await admin('198.51.100.60', 'Wrong1234');
        const refused = await admin('198.51.100.61');
        expect(refused.status).toBe(wrong.status);
        expect(refused.body).toEqual(wrong.body);
        const headerNames = (headers: Headers) => [...headers.keys()].filter((name) => name !== 'date').sort();
        expect(headerNames(refused.headers)).toEqual(headerNames(wrong.headers));
        // At TRUST_PROXY_HOPS=0 the address is the socket's (the last entry the app server wrote), so
        // an address of the list put first by the client gets nobody in.
        const spoofed = await admin('192.0.2.5, 198.51.100.62');
        expect(spoofed.body).toEqual(wrong.body);
        const rows = await platform.db.select().from(signInLog).where(eq(signInLog.userId, 'admin')).orderBy(asc(signInLog.id));
        expect(rows.slice(-3).map((row) => [row.result, row.address, row.siteHost])).toEqual([
          ['WRONG_PASSWORD', '198.51.100.60', 'alpha.localhost:3000'],
          ['ADDRESS_REFUSED', '198.51.100.61', 'alpha.localhost:3000'],
          ['ADDRESS_REFUSED', '198.51.100.62', 'alpha.localhost:3000'],
        ]);
        const inside = await admin('192.0.2.5');
        expect(inside.status).toBe(200);
        expect(inside.body).toEqual({ redirect: '/terms' });
      } finally {
        await platform.db.delete(addressLists).where(eq(addressLists.siteHost, 'alpha.localhost'));
      }
    });

    it('answers an unknown user id and a known one identically under every limit, back-off included', async () => {
      const headerNames = (headers: Headers) => [...headers.keys()].filter((name) => name !== 'date').sort();
      const run = async (UserId: string, ip: string) => {
        const answers = [];
        for (let index = 0; index < 11; index += 1) {
          const answer = await call(signIn, '/api/auth/sign-in', { json: { UserId, Password: 'Wrong1234' }, headers: { 'x-forwarded-for': ip } });
          // The wait is counted in seconds from each one's own refusal: the two runs may fall a second apart.
          const body = answer.body as { retryAfter?: number };
          const waitMinutes = typeof body.retryAfter === 'number' ? Math.ceil(body.retryAfter / 60) : undefined;
          answers.push({ status: answer.status, body: { ...body, retryAfter: waitMinutes }, headers: headerNames(answer.headers) });
        }
        return answers;
      };
      const known = await run('agent2', '203.0.113.60');
      const unknown = await run('nobody-at-all', '203.0.113.61');
      expect(unknown).toEqual(known);
      // 5 free failures and one that starts the first wait, checked by the platform; then the back-off
      // answers as a wrong password does, without asking the platform; the 11th hits the user+IP window.
      const wrong = known[0];
      expect(wrong).toMatchObject({ status: 400, body: { message: 'Invalid user id or password.' } });
      expect(known.slice(0, 10)).toEqual(Array(10).fill(wrong));
      expect(known[10]).toMatchObject({ status: 429 });
      expect(known[10]?.headers).toContain('retry-after');
      // Within a wait even the right password gets the wrong-password answer, from any address. The
      // wait is stretched to a minute here, so that a slow machine cannot let it pass mid-test.
      const limiters = getSignInLimiters();
      const waitKey = signInKeys({ userId: 'agent2', ip: '' }).wait;
      await limiters.wait.set(waitKey, 1, 60);
      const rightPassword = () => call(signIn, '/api/auth/sign-in', { json: { UserId: 'agent2', Password: 'Agent1234' }, headers: { 'x-forwarded-for': '203.0.113.62' } });
      const during = await rightPassword();
      expect({ status: during.status, body: during.body, headers: headerNames(during.headers) }).toEqual(wrong);
      await limiters.wait.delete(waitKey);
      expect((await rightPassword()).status).toBe(200);
    });

    it.each<[string, Record<string, string | null>]>([
      ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
      ['a same-site fetch', { 'sec-fetch-site': 'same-site' }],
      ['Origin null', { 'sec-fetch-site': null, origin: 'null' }],
      ['another Origin', { 'sec-fetch-site': null, origin: 'https://evil.example' }],
      ['a forwarded host', { 'sec-fetch-site': null, origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }],
      ['no Origin at all', { 'sec-fetch-site': null }],
    ])('refuses %s (CSRF)', async (_name, headers) => {
      const answer = await call(signIn, '/api/auth/sign-in', { json: member, headers });
      expect(answer.status).toBe(403);
      expect(answer.cookie).toBeUndefined();
    });

    it('accepts a same-origin Origin without Sec-Fetch-Site', async () => {
      const answer = await call(signIn, '/api/auth/sign-in', { json: member, headers: { origin: ORIGIN, 'sec-fetch-site': null } });
      expect(answer.status).toBe(200);
    });

    it('refuses a body that is not JSON', async () => {
      const answer = await call(signIn, '/api/auth/sign-in', { json: member, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(answer.status).toBe(403);
    });
  });

  describe('captcha', () => {
    it('serves the image and keeps its key in the session only', async () => {
      const answer = await call(captcha, '/api/auth/captcha?abc-1');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(answer.headers.get('x-token')).toBeNull();
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.cookie?.value).toBeTruthy();
      expect(String(answer.body)).toMatch(/^<svg/);
    });

    it('refuses a cross-site image load', async () => {
      const answer = await call(captcha, '/api/auth/captcha?x', { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(answer.status).toBe(403);
      expect(answer.cookie).toBeUndefined();
    });

    it('is required when the platform switches it on, and a replayed key fails', async () => {
      await setSetting(platform, 'captcha', { enabled: true });
      try {
        const image = await call(captcha, '/api/auth/captcha?abc-2');
        const cookie = image.cookie?.value;
        const headers = { 'x-forwarded-for': '203.0.113.30' };
        const right = await call(signIn, '/api/auth/sign-in', { json: { ...member, Token: CAPTCHA }, cookie, headers });
        expect(right.status).toBe(200);
        // The same session cookie again: the platform burnt that captcha at its first check.
        const replay = await call(signIn, '/api/auth/sign-in', { json: { ...member, Token: CAPTCHA }, cookie, headers });
        expect(replay.status).toBe(400);
        expect(replay.body).toMatchObject({ message: 'Captcha incorrect.', captchaRequired: true });
      } finally {
        await setSetting(platform, 'captcha', { enabled: false });
      }
    });
  });

});
