// The maintenance switch: 503 subCode 8000 with the end time on /api/v1/, the exempt calls, a full
// admin still working (and switching it off over the API), and GET message for the app's poll.
import { platformDrivers } from './support/drivers';
import { bearer, postForm, sendJson, setSetting } from './support/entry';
import { usePlatform } from './support/harness';
import { PASSWORDS } from './support/demo';

const END = '2025-04-20T06:00:00.000Z';
const MAINTENANCE = { status: 503, body: { message: 'The platform is under maintenance.', subCode: 8000, time: END } };
const SWITCH = '/api/v1/4d/settings/maintenance?LocId=SG';
const PROFILE = '/api/v1/4d/profile?LocId=SG';

/** The access table's refusal of a switch: the clerk lacks '*', agents and members are not admins. */
const notFullAdmin = (user: string) => (user === 'clerk' ? "This call is for the company's full admin (Granted '*') only." : 'This call is for admins only.');

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens: Record<string, string> = {};
  const on = () => setSetting(platform, 'maintenance', { enabled: true, time: END });
  const off = () => setSetting(platform, 'maintenance', { enabled: false, time: null });
  const signIn = (username: string, password: string) => postForm(platform, '/api/v1/oauth/token', { username, password });

  beforeAll(async () => {
    for (const user of ['admin', 'clerk', 'agent1', 'member1']) tokens[user] = await platform.signIn(user, PASSWORDS[user] ?? '');
  });

  describe('GET /api/v1/message', () => {
    test('answers without a token: open, captcha flags, password policy, server time', async () => {
      const answer = await platform.request('/api/v1/message?t=http%3A%2F%2F127.0.0.1%3A4000');
      expect(answer).toMatchObject({ status: 200 });
      expect(answer.body).toEqual({
        maintenance: '',
        global: { captchaRequired: false, enableCaptcha: false },
        passwordAllowLowercase: false,
        serverTime: '2025-04-20T02:00:00Z',
      });
    });

    test('follows the captcha and password settings', async () => {
      await setSetting(platform, 'captcha', { enabled: true });
      await setSetting(platform, 'passwordAllowLowercase', true);
      try {
        const { body } = await platform.request('/api/v1/message');
        expect(body).toMatchObject({ global: { captchaRequired: true, enableCaptcha: true }, passwordAllowLowercase: true });
      } finally {
        await setSetting(platform, 'captcha', { enabled: false });
        await setSetting(platform, 'passwordAllowLowercase', false);
      }
    });

    test('a t longer than 512 characters is a 400 naming t', async () => {
      const answer = await platform.request(`/api/v1/message?t=${'x'.repeat(513)}`);
      expect(answer).toMatchObject({ status: 400, body: { field: 't' } });
    });
  });

  describe('while maintenance is on', () => {
    beforeAll(on);
    afterAll(off);

    test('scoped calls, unknown paths and calls without a token answer 503 with subCode 8000 and the time', async () => {
      expect(await platform.get(PROFILE, tokens.member1 ?? '')).toMatchObject(MAINTENANCE);
      expect(await platform.get('/api/v1/tt/loc?LocId=TT', tokens.agent1 ?? '')).toMatchObject(MAINTENANCE);
      expect(await platform.request(PROFILE)).toMatchObject(MAINTENANCE);
      expect(await platform.request('/api/v1/nope')).toMatchObject(MAINTENANCE);
      expect(await sendJson(platform, 'POST', '/api/v1/terms', { Agree: true }, tokens.member1)).toMatchObject(MAINTENANCE);
    });

    test('the message poll, the captcha, health and logout still answer', async () => {
      const message = await platform.request('/api/v1/message?t=x');
      expect(message).toMatchObject({ status: 200, body: { maintenance: END } });
      expect((await platform.request('/api/captcha?1')).status).toBe(200);
      expect((await platform.request('/api/health')).status).toBe(200);
      const out = await platform.request('/api/v1/logout', { method: 'POST', headers: bearer(tokens.member1 ?? '') });
      expect(out).toMatchObject({ status: 200, body: { success: true } });
    });

    test('a full admin still works with its token', async () => {
      const profile = await platform.get<{ UserId: string }>(PROFILE, tokens.admin ?? '');
      expect(profile).toMatchObject({ status: 200, body: { UserId: 'admin' } });
    });

    test('sign-in: credentials first (wrong ones are the usual 400), then only a full admin gets a token', async () => {
      expect(await signIn('member1', 'Wrong1234')).toMatchObject({ status: 400, body: { message: 'Invalid user id or password.' } });
      expect(await signIn('nobody', 'Wrong1234')).toMatchObject({ status: 400, body: { message: 'Invalid user id or password.' } });
      expect(await signIn('member1', 'Member1234')).toMatchObject(MAINTENANCE);
      expect(await signIn('clerk', 'Clerk1234')).toMatchObject(MAINTENANCE);
      expect(await signIn('admin', 'Admin1234')).toMatchObject({ status: 200, body: { UserId: 'admin' } });
    });

    test('the clerk (an ADMIN without *) and agents are refused like everyone else', async () => {
      expect(await platform.get(PROFILE, tokens.clerk ?? '')).toMatchObject(MAINTENANCE);
      expect(await sendJson(platform, 'PUT', SWITCH, { enabled: false, time: null }, tokens.clerk)).toMatchObject(MAINTENANCE);
      expect(await sendJson(platform, 'PUT', SWITCH, { enabled: false, time: null }, tokens.agent1)).toMatchObject(MAINTENANCE);
    });
  });

  describe('PUT /api/v1/{4d|tt}/settings/maintenance', () => {
    test('a full admin switches it on and off over the API, even during maintenance', async () => {
      const put = (body: unknown) => sendJson(platform, 'PUT', SWITCH, body, tokens.admin);
      expect(await put({ enabled: true, time: END })).toMatchObject({ status: 200, body: { enabled: true, time: END } });
      const member = await platform.signIn('member2', 'Member1234').catch((error: Error) => error.message);
      expect(member).toContain('503');
      expect((await platform.request('/api/v1/message')).body).toMatchObject({ maintenance: END });
      expect(await put({ enabled: false, time: END })).toMatchObject({ status: 200, body: { enabled: false, time: null } });
      const token = await platform.signIn('member2', 'Member1234');
      expect((await platform.get(PROFILE, token)).status).toBe(200);
      expect((await platform.request('/api/v1/message')).body).toMatchObject({ maintenance: '' });
      const settings = await platform.get('/api/v1/tt/settings?LocId=TT', tokens.admin ?? '');
      expect(settings.body).toMatchObject({ maintenance: { enabled: false, time: null } });
    });

    test.each(['clerk', 'agent1', 'member1'])('%s may not switch it (403), and nothing changes', async (user) => {
      const token = await platform.signIn(user, PASSWORDS[user] ?? '');
      const answer = await sendJson(platform, 'PUT', SWITCH, { enabled: true, time: END }, token);
      expect(answer).toMatchObject({ status: 403, body: { message: notFullAdmin(user) } });
      expect((await platform.request('/api/v1/message')).body).toMatchObject({ maintenance: '' });
    });

    test.each([
      ['on without a time', { enabled: true, time: null }, 'time'],
      ['a time that is not ISO 8601', { enabled: true, time: 'tomorrow' }, 'time'],
      ['enabled missing', { time: END }, 'enabled'],
    ])('%s is a 400 naming the field', async (_name, body, field) => {
      const answer = await sendJson(platform, 'PUT', SWITCH, body, tokens.admin);
      expect(answer).toMatchObject({ status: 400, body: { field } });
    });

    test('a form body is refused, and so is a call without a token', async () => {
      const form = await platform.request(SWITCH, {
        method: 'PUT',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(tokens.admin ?? '') },
        body: 'enabled=true',
      });
      expect(form).toMatchObject({ status: 400, body: { field: 'body' } });
      expect(await sendJson(platform, 'PUT', SWITCH, { enabled: false, time: null })).toMatchObject({ status: 401 });
    });
  });

  describe('PUT /api/v1/{4d|tt}/settings/captcha', () => {
    const CAPTCHA_SWITCH = '/api/v1/tt/settings/captcha?LocId=TT';

    test('a full admin switches the captcha for every sign-in', async () => {
      const put = (body: unknown, token = tokens.admin) => sendJson(platform, 'PUT', CAPTCHA_SWITCH, body, token);
      expect(await put({ enabled: true })).toMatchObject({ status: 200, body: { enabled: true } });
      expect((await platform.request('/api/v1/message')).body).toMatchObject({ global: { enableCaptcha: true, captchaRequired: true } });
      expect(await put({ enabled: 'yes' })).toMatchObject({ status: 400, body: { field: 'enabled' } });
      expect(await put({ enabled: false })).toMatchObject({ status: 200, body: { enabled: false } });
      expect((await platform.request('/api/v1/message')).body).toMatchObject({ global: { enableCaptcha: false } });
    });

    test.each(['clerk', 'agent1', 'member1'])('%s may not switch it (403)', async (user) => {
      const token = await platform.signIn(user, PASSWORDS[user] ?? '');
      const answer = await sendJson(platform, 'PUT', CAPTCHA_SWITCH, { enabled: true }, token);
      expect(answer).toMatchObject({ status: 403, body: { message: notFullAdmin(user) } });
      expect((await platform.request('/api/v1/message')).body).toMatchObject({ global: { enableCaptcha: false } });
    });
  });
});
