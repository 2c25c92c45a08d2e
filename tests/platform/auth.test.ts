// Sign-in, bearer tokens, logout and password storage.
import { eq } from 'drizzle-orm';
import { apiTokens, settings, users } from '@/platform/db/schema';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { PASSWORDS } from './support/demo';

const TOKEN = '/api/v1/oauth/token';
const PROFILE = '/api/v1/4d/profile?LocId=SG';
const SESSION_ERROR = { status: 401, body: { message: 'Session Error.' } };

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const form = (body: string, headers: Record<string, string> = {}) =>
    platform.request(TOKEN, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });

  describe('POST /api/v1/oauth/token', () => {
    test('a form sign-in answers a bearer token for the default location', async () => {
      const answer = await form('username=member1&password=Member1234&Token=');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        token_type: 'bearer',
        expires_in: 43_200,
        updatePassword: false,
        UserId: 'member1',
        LocId: 'SG',
        Prefix: '4d',
        termsAccepted: false,
      });
    });

    test('a multipart form and a JSON body work too, and user ids ignore case', async () => {
      const multipart = new FormData();
      multipart.set('username', 'Agent1');
      multipart.set('password', 'Agent1234');
      const answer = await platform.request(TOKEN, { method: 'POST', body: multipart });
      expect(answer).toMatchObject({ status: 200, body: { UserId: 'agent1' } });
      await expect(platform.signIn('ADMIN', 'Admin1234')).resolves.toEqual(expect.any(String));
    });

    test('every demo user signs in with its docs/demo.md password', async () => {
      for (const [userId, password] of Object.entries(PASSWORDS)) {
        await expect(platform.signIn(userId, password)).resolves.toEqual(expect.any(String));
      }
    });

    test('a wrong password and an unknown user get the same status, body and headers', async () => {
      const wrong = await form('username=member1&password=Wrong1234');
      const unknown = await form('username=nobody&password=Wrong1234');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'Invalid user id or password.' });
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
      const names = (h: Headers) => [...h.keys()].filter((k) => k !== 'date' && k !== 'x-request-id').sort();
      expect(names(unknown.headers)).toEqual(names(wrong.headers));
      expect(unknown.headers.get('content-length')).toBe(wrong.headers.get('content-length'));
    });

    test('fresh1 must change its password: the answer says so and other calls are refused', async () => {
      const answer = await form('username=fresh1&password=Fresh1234');
      expect(answer).toMatchObject({ status: 200, body: { updatePassword: true, UserId: 'fresh1' } });
      const token = (answer.body as { access_token: string }).access_token;
      const profile = await platform.get(PROFILE, token);
      expect(profile).toMatchObject({ status: 403, body: { message: 'Password change required.' } });
    });

    test('with captcha switched on, a sign-in without a valid captcha is refused', async () => {
      await platform.db.update(settings).set({ value: { enabled: true } }).where(eq(settings.key, 'captcha'));
      try {
        const answer = await form('username=member1&password=Member1234&Token=abcd', { 'x-token': 'k' });
        expect(answer).toMatchObject({
          status: 400,
          body: { message: 'Captcha incorrect.', field: 'Token', captchaRequired: true },
        });
      } finally {
        await platform.db.update(settings).set({ value: { enabled: false } }).where(eq(settings.key, 'captcha'));
      }
    });
  });

  describe('bearer tokens', () => {
    test.each([
      ['no Authorization header', {}],
      ['a malformed header', { authorization: 'Token abc' }],
      ['a token that was never issued', { authorization: `Bearer ${'A'.repeat(43)}` }],
      ['a token of the wrong shape', { authorization: 'Bearer not a token' }],
    ])('%s is a 401 Session Error', async (_name, headers) => {
      const answer = await platform.request(PROFILE, { headers });
      expect(answer).toMatchObject(SESSION_ERROR);
    });

    test('401 comes before LocId checks, and covers tt/ and logout too', async () => {
      expect(await platform.request('/api/v1/4d/profile')).toMatchObject(SESSION_ERROR);
      expect(await platform.request('/api/v1/tt/profile?LocId=TT')).toMatchObject(SESSION_ERROR);
      expect(await platform.request('/api/v1/logout', { method: 'POST' })).toMatchObject(SESSION_ERROR);
    });

    test('logout revokes the token; reusing it is a 401', async () => {
      const token = await platform.signIn('member1', 'Member1234');
      const other = await platform.signIn('member1', 'Member1234');
      expect((await platform.get(PROFILE, token)).status).toBe(200);
      const out = await platform.request('/api/v1/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(out).toMatchObject({ status: 200, body: { success: true } });
      expect(await platform.get(PROFILE, token)).toMatchObject(SESSION_ERROR);
      const again = await platform.request('/api/v1/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(again).toMatchObject(SESSION_ERROR);
      // Only that token: another sign-in of the same user still works.
      expect((await platform.get(PROFILE, other)).status).toBe(200);
    });

    test('a token expires after 12 hours', async () => {
      const token = await platform.signIn('member2', 'Member1234');
      try {
        platform.setNow(new Date(FIXED_NOW.getTime() + 12 * 3600_000 - 1000));
        expect((await platform.get(PROFILE, token)).status).toBe(200);
        platform.setNow(new Date(FIXED_NOW.getTime() + 12 * 3600_000));
        expect(await platform.get(PROFILE, token)).toMatchObject(SESSION_ERROR);
      } finally {
        platform.setNow(FIXED_NOW);
      }
    });

    test('only a SHA-256 of each token is stored', async () => {
      const token = await platform.signIn('agent3', 'Agent1234');
      const rows = await platform.db.select().from(apiTokens).where(eq(apiTokens.userId, 'agent3'));
      const { createHash } = await import('node:crypto');
      expect(rows.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
    });
  });

  test('passwords are stored as argon2id hashes, never in plain text', async () => {
    const rows = await platform.db.select({ userId: users.userId, hash: users.passwordHash }).from(users);
    expect(rows).toHaveLength(Object.keys(PASSWORDS).length);
    for (const row of rows) {
      expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
      expect(row.hash).not.toContain(PASSWORDS[row.userId] ?? 'missing');
    }
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
  });
});
