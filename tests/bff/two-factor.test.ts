// The BFF's two-factor steps against a real platform (PGlite): the sign-in of a user with two-factor
// keeps only the challenge in a new seal and asks for the code; the code step runs under the sign-in
// rate limits (wrong codes count as wrong passwords for the account; the back-off answers as a wrong
// code, then 429); a right code seals a new session; a user it is required of is sent to /admin/twoFactor
// and its session opens nothing else until the code confirms the set-up.
import { Secret, TOTP } from 'otpauth';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as codeStep } from '@/app/api/auth/two-factor/route';
import { POST as setup } from '@/app/api/auth/two-factor/setup/route';
import { POST as terms } from '@/app/api/auth/terms/route';
import { unsealSession } from '@/lib/session/cookie';
import { FREE_FAILURES } from '@/lib/rate-limit/limiters';
import { usePlatform } from '../platform/support/harness';
import { scoped } from '../platform/support/actors';
import { sendJson, setSetting } from '../platform/support/entry';
import { FIXED_NOW } from '../platform/support/database';
import { call } from './support';

const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });

describe('the two-factor handlers against the platform (PGlite)', () => {
  const platform = usePlatform({ name: 'pglite' });
  let clock = FIXED_NOW;
  const tick = () => {
    clock = new Date(clock.getTime() + 30_000);
    platform.setNow(clock);
    return clock;
  };

  beforeAll(() => {
    process.env.PLATFORM_API_URL = platform.url;
  });

  async function enrolDirect(userId: string, password: string): Promise<string> {
    const token = await platform.signIn(userId, password);
    const begun = await sendJson<{ Secret: string }>(platform, 'POST', scoped('twoFactor/begin'), {}, token);
    expect((await sendJson(platform, 'POST', scoped('twoFactor/confirm'), { Code: codeAt(begun.body.Secret, tick()) }, token)).status).toBe(200);
    return begun.body.Secret;
  }

  it('asks for the code after the password, keeps only the challenge, and seals a new session after the code', async () => {
    const secret = await enrolDirect('agent2', 'Agent1234');
    const first = await call(signIn, '/api/auth/sign-in', { json: { UserId: 'agent2', Password: 'Agent1234', returnUrl: '/report/x' }, headers: { 'x-forwarded-for': '203.0.113.40' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ codeNeeded: true });
    const pending = await unsealSession(first.cookie?.value);
    expect(pending?.auth).toBeUndefined();
    expect(pending?.pendingCode).toMatchObject({ userId: 'agent2', returnUrl: '/report/x' });
    expect(JSON.stringify(pending)).not.toContain(secret);
    // Nothing is signed in yet.
    expect((await call(terms, '/api/auth/terms', { json: { agree: true }, cookie: first.cookie?.value })).status).toBe(401);
    const wrong = await call(codeStep, '/api/auth/two-factor', { json: { Code: '000000' }, cookie: first.cookie?.value, headers: { 'x-forwarded-for': '203.0.113.40' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'The code is not correct.' });
    const right = await call(codeStep, '/api/auth/two-factor', { json: { Code: codeAt(secret, tick()) }, cookie: first.cookie?.value, headers: { 'x-forwarded-for': '203.0.113.40' } });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ redirect: '/terms' });
    const sealed = await unsealSession(right.cookie?.value);
    expect(sealed?.auth?.userId).toBe('agent2');
    expect(sealed?.pendingCode).toBeUndefined();
    expect(right.cookie?.value).not.toBe(first.cookie?.value);
  });

  it('refuses a code without a pending challenge, and malformed codes', async () => {
    const none = await call(codeStep, '/api/auth/two-factor', { json: { Code: '123456' } });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ redirect: '/login' });
    for (const Code of ['12345', 'x'.repeat(40), 7]) expect((await call(codeStep, '/api/auth/two-factor', { json: { Code } })).status).toBe(400);
    const crossSite = await call(codeStep, '/api/auth/two-factor', { json: { Code: '123456' }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
  });

  it('counts wrong codes like wrong passwords: the back-off answers as a wrong code, then 429, and the right code waits too', async () => {
    const secret = await enrolDirect('agent3', 'Agent1234');
    const address = { 'x-forwarded-for': '198.51.100.40' };
    let cookie = (await call(signIn, '/api/auth/sign-in', { json: { UserId: 'agent3', Password: 'Agent1234' }, headers: address })).cookie?.value;
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      // A challenge takes five wrong codes: sign in again with the password when it is spent.
      if (index % 5 === 4) {
        const again = await call(signIn, '/api/auth/sign-in', { json: { UserId: 'agent3', Password: 'Agent1234' }, headers: address });
        if (again.cookie) cookie = again.cookie.value;
      }
      statuses.push((await call(codeStep, '/api/auth/two-factor', { json: { Code: '000000' }, cookie, headers: address })).status);
    }
    expect(statuses.slice(0, FREE_FAILURES + 1).every((status) => status === 400)).toBe(true);
    expect(statuses).toContain(429);
    const right = await call(codeStep, '/api/auth/two-factor', { json: { Code: codeAt(secret, tick()) }, cookie, headers: address });
    expect([400, 429]).toContain(right.status);
    expect(right.body).not.toHaveProperty('redirect', '/terms');
  });

  it('sends a user two-factor is required of to /admin/twoFactor; its session opens only the set-up until the code confirms', async () => {
    await setSetting(platform, 'twoFactorPolicy', { RequireAdmins: true, SiteHosts: [] });
    try {
      const first = await call(signIn, '/api/auth/sign-in', { json: { UserId: 'clerk', Password: 'Clerk1234' }, headers: { 'x-forwarded-for': '203.0.113.41' } });
      expect(first.body).toEqual({ redirect: '/admin/twoFactor' });
      const cookie = first.cookie?.value;
      expect((await call(terms, '/api/auth/terms', { json: { agree: true }, cookie })).status).toBe(403);
      const begun = await call(setup, '/api/auth/two-factor/setup', { json: { action: 'begin' }, cookie });
      expect(begun.status).toBe(200);
      const { Secret: secret } = begun.body as { Secret: string };
      expect((await call(setup, '/api/auth/two-factor/setup', { json: { action: 'confirm', Code: '000000' }, cookie })).status).toBe(400);
      const confirmed = await call(setup, '/api/auth/two-factor/setup', { json: { action: 'confirm', Code: codeAt(secret, tick()) }, cookie });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ redirect: '/terms' });
      expect((confirmed.body as { RecoveryCodes: string[] }).RecoveryCodes).toHaveLength(10);
      const after = await unsealSession(confirmed.cookie?.value);
      expect(after?.auth?.twoFactorEnrolment).toBeUndefined();
      expect((await call(terms, '/api/auth/terms', { json: { agree: true }, cookie: confirmed.cookie?.value })).status).toBe(200);
    } finally {
      await setSetting(platform, 'twoFactorPolicy', { RequireAdmins: false, SiteHosts: [] });
    }
  });

  it('refuses the set-up calls without a session', async () => {
    expect((await call(setup, '/api/auth/two-factor/setup', { json: { action: 'begin' } })).status).toBe(401);
    expect((await call(setup, '/api/auth/two-factor/setup', { json: { action: 'nope' } })).status).toBe(400);
  });
});
