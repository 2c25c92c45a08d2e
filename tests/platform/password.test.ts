// POST /api/v1/updatePassword: the forced change with a bearer, the change with the old password,
// the spec's rules (every broken one in `data`), the captcha (always), and what a success ends.
import { eq } from 'drizzle-orm';
import { PASSWORD_MESSAGES as M } from '@/lib/domain/password-rules';
import { users } from '@/platform/db/schema';
import { platformDrivers } from './support/drivers';
import { bearer, newCaptcha, postForm, setSetting } from './support/entry';
import { usePlatform } from './support/harness';

const UPDATE = '/api/v1/updatePassword';
const PROFILE = '/api/v1/4d/profile?LocId=SG';
const CAPTCHA_INCORRECT = { status: 400, body: { message: 'Captcha incorrect.', field: 'Token', captchaRequired: true } };
const OLD_REQUIRED = { status: 400, body: { message: 'Old password is required.', field: 'OldPassword' } };
const SUCCESS = { status: 200, body: { success: true, message: 'Password updated.' } };

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);

  /** Change a password with a freshly solved captcha (unless the fields bring their own Token). */
  async function update(fields: Record<string, string>, headers: Record<string, string> = {}) {
    const { key, answer } = await newCaptcha(platform);
    return postForm(platform, UPDATE, { Token: answer, ...fields }, { 'x-token': key, ...headers });
  }
  const signInStatus = async (username: string, password: string) =>
    (await postForm(platform, '/api/v1/oauth/token', { username, password })).status;

  test('fresh1 changes its password with its bearer and no old password; its sessions end', async () => {
    const token = await platform.signIn('fresh1', 'Fresh1234');
    const other = await platform.signIn('fresh1', 'Fresh1234');
    expect(await platform.get(PROFILE, token)).toMatchObject({ status: 403, body: { message: 'Password change required.' } });
    const answer = await update({ UserId: 'fresh1', Password1: 'Fresher123', Password2: 'Fresher123' }, bearer(token));
    expect(answer).toEqual({ ...SUCCESS, headers: expect.anything() });
    for (const old of [token, other]) expect(await platform.get(PROFILE, old)).toMatchObject({ status: 401, body: { message: 'Session Error.' } });
    expect(await signInStatus('fresh1', 'Fresh1234')).toBe(400);
    const fresh = await postForm(platform, '/api/v1/oauth/token', { username: 'fresh1', password: 'Fresher123' });
    expect(fresh).toMatchObject({ status: 200, body: { updatePassword: false } });
    const [row] = await platform.db.select().from(users).where(eq(users.userId, 'fresh1'));
    expect(row?.updatePassword).toBe(false);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  test('with the old password, no token is needed; the old password stops working', async () => {
    const before = await platform.signIn('member3', 'Member1234');
    expect(await update({ UserId: 'Member3', OldPassword: 'Member1234', Password1: 'Member5678', Password2: 'Member5678' })).toMatchObject(SUCCESS);
    expect(await platform.get(PROFILE, before)).toMatchObject({ status: 401 });
    expect(await signInStatus('member3', 'Member1234')).toBe(400);
    expect(await signInStatus('member3', 'Member5678')).toBe(200);
  });

  describe('the new-password rules, in the spec order, every broken one in data', () => {
    const base = { UserId: 'member2', OldPassword: 'Member1234' };
    test.each([
      ['Ab1', 'Ab1', [M.length]],
      ['abcdefg1', 'abcdefg1', [M.uppercase]],
      ['ABCDEFG1', 'ABCDEFG1', [M.lowercase]],
      ['Abcdefgh', 'Abcdefgh', [M.number]],
      ['Abcd efg1', 'Abcd efg1', [M.spaces]],
      ['Abcdefg1', 'Abcdefg2', [M.mismatch]],
      ['abcdefghijklmnop', 'abcdefghijklmnop', [M.length, M.uppercase, M.number]],
      ['a b', 'x', [M.length, M.uppercase, M.number, M.spaces, M.mismatch]],
    ])('%s / %s', async (Password1, Password2, data) => {
      const answer = await update({ ...base, Password1, Password2 });
      const field = data[0] === M.mismatch ? 'Password2' : 'Password1';
      expect(answer).toMatchObject({ status: 400, body: { message: data[0], data, field } });
      expect(answer.body).not.toHaveProperty('captchaRequired');
    });

    test('a rule refusal leaves the captcha alive for the corrected submit', async () => {
      const { key, answer } = await newCaptcha(platform);
      const send = (Password1: string) =>
        postForm(platform, UPDATE, { ...base, Password1, Password2: Password1, Token: answer }, { 'x-token': key });
      expect((await send('short')).status).toBe(400);
      expect(await send('Member2222')).toMatchObject(SUCCESS);
      base.OldPassword = 'Member2222';
    });

    test('passwordAllowLowercase drops the uppercase rule', async () => {
      await setSetting(platform, 'passwordAllowLowercase', true);
      try {
        expect(await update({ ...base, Password1: 'member9999', Password2: 'member9999' })).toMatchObject(SUCCESS);
      } finally {
        await setSetting(platform, 'passwordAllowLowercase', false);
      }
    });

    test('the new password must differ from the old one', async () => {
      const same = await update({ UserId: 'agent3', OldPassword: 'Agent1234', Password1: 'Agent1234', Password2: 'Agent1234' });
      const message = 'Your new password must be different from the old one';
      expect(same).toMatchObject({ status: 400, body: { message, data: [message], field: 'Password1' } });
    });
  });

  describe('who may change a password', () => {
    test('a wrong old password and an unknown user get the same status, body and headers', async () => {
      const wrong = await update({ UserId: 'agent2', OldPassword: 'Wrong1234', Password1: 'Agent5678', Password2: 'Agent5678' });
      const unknown = await update({ UserId: 'nobody', OldPassword: 'Wrong1234', Password1: 'Agent5678', Password2: 'Agent5678' });
      expect(wrong).toMatchObject({ status: 400, body: { message: 'Invalid user id or password.', captchaRequired: true } });
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
      const names = (h: Headers) => [...h.keys()].filter((k) => k !== 'date' && k !== 'x-request-id').sort();
      expect(names(unknown.headers)).toEqual(names(wrong.headers));
      expect(await signInStatus('agent2', 'Agent1234')).toBe(200);
    });

    test('without the old password, only the forced change with the same user\'s bearer is allowed', async () => {
      const fields = { UserId: 'agent2', Password1: 'Agent5678', Password2: 'Agent5678' };
      expect(await update(fields)).toMatchObject(OLD_REQUIRED);
      expect(await update({ ...fields, OldPassword: '' })).toMatchObject(OLD_REQUIRED);
      // A normal session's token is not enough: a stolen token must not take the account over.
      expect(await update(fields, bearer(await platform.signIn('agent2', 'Agent1234')))).toMatchObject(OLD_REQUIRED);
      // Nor is another user's token.
      expect(await update(fields, bearer(await platform.signIn('agent1', 'Agent1234')))).toMatchObject(OLD_REQUIRED);
      expect(await update(fields, bearer('A'.repeat(43)))).toMatchObject({ status: 401, body: { message: 'Session Error.' } });
    });

    test('the forced change refuses the current password as the new one', async () => {
      await platform.db.update(users).set({ updatePassword: true }).where(eq(users.userId, 'agent1'));
      const token = await platform.signIn('agent1', 'Agent1234');
      const same = await update({ UserId: 'agent1', Password1: 'Agent1234', Password2: 'Agent1234' }, bearer(token));
      expect(same).toMatchObject({ status: 400, body: { message: 'Your new password must be different from the old one', captchaRequired: true } });
      expect(await update({ UserId: 'agent1', Password1: 'Agent5678', Password2: 'Agent5678' }, bearer(token))).toMatchObject(SUCCESS);
    });
  });

  describe('the captcha is always required', () => {
    const fields = { UserId: 'member1', OldPassword: 'Member1234', Password1: 'Member5678', Password2: 'Member5678' };

    test('a wrong answer, a missing key or a reused key is refused and asks for a new captcha', async () => {
      const { key, answer } = await newCaptcha(platform);
      const wrong = answer === '0000' ? '1111' : '0000';
      expect(await postForm(platform, UPDATE, { ...fields, Token: wrong }, { 'x-token': key })).toMatchObject(CAPTCHA_INCORRECT);
      expect(await postForm(platform, UPDATE, { ...fields, Token: answer }, { 'x-token': key })).toMatchObject(CAPTCHA_INCORRECT);
      expect(await postForm(platform, UPDATE, { ...fields, Token: answer })).toMatchObject(CAPTCHA_INCORRECT);
      expect(await signInStatus('member1', 'Member1234')).toBe(200);
    });

    test('the answer itself is a required field', async () => {
      const answer = await postForm(platform, UPDATE, fields);
      expect(answer).toMatchObject({ status: 400, body: { message: 'Captcha is required.', field: 'Token' } });
    });
  });
});
