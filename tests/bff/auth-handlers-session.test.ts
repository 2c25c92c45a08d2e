// The BFF's auth handlers in every session state, under maintenance, at sign-out and session end, and
// for password changes, against a real platform: statuses, cookies and revoked tokens.
import { GET as captcha } from '@/app/api/auth/captcha/route';
import { GET as message } from '@/app/api/auth/message/route';
import { POST as password } from '@/app/api/auth/password/route';
import { GET as sessionEnd } from '@/app/api/auth/session-end/route';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as signOut } from '@/app/api/auth/sign-out/route';
import { POST as terms } from '@/app/api/auth/terms/route';
import { unsealSession } from '@/lib/session/cookie';
import { usePlatform } from '../platform/support/harness';
import { setSetting } from '../platform/support/entry';
import { call, seal, sessionStates, signedIn } from './support';

const CAPTCHA = '2468';

describe('the auth handlers by session state against the platform (PGlite)', () => {
  const platform = usePlatform({ name: 'pglite' }, { captchaFixed: CAPTCHA });

  beforeAll(() => {
    process.env.PLATFORM_API_URL = platform.url;
  });

  describe('every handler in every session state', () => {
    const states = sessionStates(platform);

    // Expected statuses: [terms agree, sign-out, message, session-end, captcha].
    const expected: Record<string, [number, number, number, number, number]> = {
      none: [401, 200, 200, 303, 200],
      tampered: [401, 200, 200, 303, 200],
      expired: [401, 200, 200, 303, 200],
      member: [200, 200, 200, 303, 200],
      agent: [200, 200, 200, 303, 200],
      admin: [200, 200, 200, 303, 200],
      'terms pending': [200, 200, 200, 303, 200],
      'must change password': [401, 200, 200, 303, 200],
    };

    it.each(Object.keys(states))('%s', async (state) => {
      const make = states[state];
      if (!make) throw new Error(state);
      const statuses = [
        (await call(terms, '/api/auth/terms', { json: { agree: true }, cookie: await make() })).status,
        (await call(signOut, '/api/auth/sign-out', { json: {}, cookie: await make() })).status,
        (await call(message, '/api/auth/message', { cookie: await make() })).status,
        (await call(sessionEnd, '/api/auth/session-end?reason=expired', { cookie: await make() })).status,
        (await call(captcha, '/api/auth/captcha?x', { cookie: await make() })).status,
      ];
      expect(statuses).toEqual(expected[state]);
    });

    it('under maintenance, a signed-in call ends the session with subCode 8000', async () => {
      const cookie = await states.member?.();
      await setSetting(platform, 'maintenance', { enabled: true, time: '2026-12-01T02:30:00.000Z' });
      try {
        const answer = await call(terms, '/api/auth/terms', { json: { agree: true }, cookie });
        expect(answer.status).toBe(503);
        expect(answer.body).toMatchObject({ subCode: 8000, time: '2026-12-01T02:30:00.000Z' });
        expect(answer.cookie?.value).toBe('');
        const check = await call(message, '/api/auth/message', { cookie });
        expect(check.body).toMatchObject({ maintenance: '2026-12-01T02:30:00.000Z' });
        expect(check.cookie?.value).toBe('');
      } finally {
        await setSetting(platform, 'maintenance', { enabled: false, time: null });
      }
    });
  });

  describe('sign-out and session end', () => {
    it('revokes the token, so a cookie replayed after sign-out is a Session Error', async () => {
      const cookie = await seal(signedIn(await platform.signIn('member2', 'Member1234'), 'member2'));
      const out = await call(signOut, '/api/auth/sign-out', { json: {}, cookie });
      expect(out.body).toEqual({ redirect: '/login' });
      expect(out.cookie?.value).toBe('');
      const replay = await call(terms, '/api/auth/terms', { json: { agree: true }, cookie });
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ message: 'Session Error.' });
      expect(replay.cookie?.value).toBe('');
    });

    it('ends the session with a relative redirect, but not for a cross-site request', async () => {
      const cookie = await seal(signedIn('x'.repeat(43), 'member1'));
      const expired = await call(sessionEnd, '/api/auth/session-end?reason=expired', { cookie });
      expect(expired.headers.get('location')).toBe('/login?Msg=Session+Error.');
      expect(expired.cookie?.value).toBe('');
      const maintenance = await call(sessionEnd, '/api/auth/session-end?reason=maintenance&t=2026-12-01T02%3A30%3A00Z', { cookie });
      expect(maintenance.headers.get('location')).toBe('/maintenance?t=2026-12-01T02%3A30%3A00Z');
      const crossSite = await call(sessionEnd, '/api/auth/session-end?reason=expired', { cookie, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.cookie).toBeUndefined();
    });
  });

  describe('password', () => {
    it('changes the forced password with the kept token, then the session ends', async () => {
      await setSetting(platform, 'captcha', { enabled: false });
      const start = await call(signIn, '/api/auth/sign-in', { json: { UserId: 'fresh1', Password: 'Fresh1234' }, headers: { 'x-forwarded-for': '203.0.113.40' } });
      const image = await call(captcha, '/api/auth/captcha?p', { cookie: start.cookie?.value });
      const form = { UserId: 'fresh1', Password1: 'Fresh5678', Password2: 'Fresh5678', Token: CAPTCHA };
      const changed = await call(password, '/api/auth/password', { json: form, cookie: image.cookie?.value });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ success: true, message: 'Password updated.' });
      expect(changed.cookie?.value).toBe('');
      const old = await call(signIn, '/api/auth/sign-in', { json: { UserId: 'fresh1', Password: 'Fresh1234' }, headers: { 'x-forwarded-for': '203.0.113.41' } });
      expect(old.status).toBe(400);
    });

    it('needs the old password from anyone without the kept token', async () => {
      const image = await call(captcha, '/api/auth/captcha?q');
      const form = { UserId: 'member3', Password1: 'Member5678', Password2: 'Member5678', Token: CAPTCHA };
      const refused = await call(password, '/api/auth/password', { json: form, cookie: image.cookie?.value });
      expect(refused).toMatchObject({ status: 400, body: { message: 'Old password is required.' } });
      const again = await call(captcha, '/api/auth/captcha?r', { cookie: image.cookie?.value });
      const wrongOld = await call(password, '/api/auth/password', { json: { ...form, OldPassword: 'Wrong1234' }, cookie: again.cookie?.value });
      expect(wrongOld).toMatchObject({ status: 400, body: { message: 'Invalid user id or password.', captchaRequired: true } });
    });

    it('keeps a signed-in user changing its own password signed in, on a new token in the same location', async () => {
      const oldToken = await platform.signIn('clerk', 'Clerk1234');
      const start = await seal({ auth: { token: oldToken, userId: 'clerk', locId: 'MG', prefix: '4d', termsAccepted: true, flags: { layout: 'new' } } });
      const form = { UserId: 'clerk', OldPassword: 'Wrong1234', Password1: 'Clerk5678', Password2: 'Clerk5678', Token: CAPTCHA };
      // A refusal leaves the session alone.
      const first = await call(captcha, '/api/auth/captcha?s1', { cookie: start });
      const wrongOld = await call(password, '/api/auth/password', { json: form, cookie: first.cookie?.value });
      expect(wrongOld).toMatchObject({ status: 400, body: { message: 'Invalid user id or password.' } });
      expect(wrongOld.cookie).toBeUndefined();

      const second = await call(captcha, '/api/auth/captcha?s2', { cookie: first.cookie?.value });
      const changed = await call(password, '/api/auth/password', { json: { ...form, UserId: 'CLERK', OldPassword: 'Clerk1234' }, cookie: second.cookie?.value });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ success: true, message: 'Password updated.', signedIn: true });
      const renewed = await unsealSession(changed.cookie?.value);
      expect(renewed?.auth).toMatchObject({ userId: 'clerk', locId: 'MG', prefix: '4d', termsAccepted: true, flags: { layout: 'new' } });
      expect(renewed?.auth?.token).not.toBe(oldToken);
      expect(renewed?.captchaKey).toBeUndefined();

      // The new seal works; the old one's token was revoked with every other token of the user.
      expect((await call(terms, '/api/auth/terms', { json: { agree: true }, cookie: changed.cookie?.value })).status).toBe(200);
      expect((await call(terms, '/api/auth/terms', { json: { agree: true }, cookie: start })).status).toBe(401);
      const signInNew = await call(signIn, '/api/auth/sign-in', { json: { UserId: 'clerk', Password: 'Clerk5678' }, headers: { 'x-forwarded-for': '203.0.113.50' } });
      expect(signInNew.status).toBe(200);
    });

    it('ends the session instead when signing in again fails (captcha required at sign-in)', async () => {
      const token = await platform.signIn('member3', 'Member1234');
      const start = await seal(signedIn(token, 'member3'));
      await setSetting(platform, 'captcha', { enabled: true });
      try {
        const image = await call(captcha, '/api/auth/captcha?t1', { cookie: start });
        const form = { UserId: 'member3', OldPassword: 'Member1234', Password1: 'Member5678', Password2: 'Member5678', Token: CAPTCHA };
        const changed = await call(password, '/api/auth/password', { json: form, cookie: image.cookie?.value });
        expect(changed.status).toBe(200);
        expect(changed.body).toEqual({ success: true, message: 'Password updated.' });
        expect(changed.cookie?.value).toBe('');
      } finally {
        await setSetting(platform, 'captcha', { enabled: false });
      }
    });
  });
});
