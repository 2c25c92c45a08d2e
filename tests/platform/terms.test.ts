// POST /api/v1/terms: acceptance is recorded on the bearer token (terms are accepted once per
// session), a new sign-in starts without it, and a user that must change its password is refused.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apiTokens } from '@/platform/db/schema';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { bearer, postForm, sendJson } from './support/entry';
import { usePlatform } from './support/harness';

const TERMS = '/api/v1/terms';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const acceptedAt = async (token: string) => {
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const [row] = await platform.db.select().from(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
    return row?.termsAcceptedAt;
  };
  const signIn = (username: string, password: string) =>
    postForm<{ access_token: string; termsAccepted: boolean }>(platform, '/api/v1/oauth/token', { username, password });

  test('acceptance is stored on the token, once; the next sign-in starts without it', async () => {
    const first = await signIn('member1', 'Member1234');
    expect(first).toMatchObject({ status: 200, body: { termsAccepted: false } });
    const token = first.body.access_token;
    expect(await acceptedAt(token)).toBeNull();
    const answer = await sendJson(platform, 'POST', TERMS, { Agree: true }, token);
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: 'Terms accepted.' } });
    expect(await acceptedAt(token)).toEqual(FIXED_NOW);
    try {
      platform.setNow(new Date(FIXED_NOW.getTime() + 60_000));
      expect((await sendJson(platform, 'POST', TERMS, { Agree: true }, token)).status).toBe(200);
      expect(await acceptedAt(token)).toEqual(FIXED_NOW);
    } finally {
      platform.setNow(FIXED_NOW);
    }
    const second = await signIn('member1', 'Member1234');
    expect(second).toMatchObject({ status: 200, body: { termsAccepted: false } });
    expect(await acceptedAt(second.body.access_token)).toBeNull();
  });

  test('the platform records terms but does not gate other calls on them (the app does)', async () => {
    const token = await platform.signIn('agent1', 'Agent1234');
    expect((await platform.get('/api/v1/4d/profile?LocId=SG', token)).status).toBe(200);
  });

  test('a user that must change its password is refused', async () => {
    const token = await platform.signIn('fresh1', 'Fresh1234');
    const answer = await sendJson(platform, 'POST', TERMS, { Agree: true }, token);
    expect(answer).toMatchObject({ status: 403, body: { message: 'Password change required.' } });
    expect(await acceptedAt(token)).toBeNull();
  });

  test('without a live token it is a 401', async () => {
    expect(await sendJson(platform, 'POST', TERMS, { Agree: true })).toMatchObject({ status: 401, body: { message: 'Session Error.' } });
    const token = await platform.signIn('member2', 'Member1234');
    await platform.request('/api/v1/logout', { method: 'POST', headers: bearer(token) });
    expect(await sendJson(platform, 'POST', TERMS, { Agree: true }, token)).toMatchObject({ status: 401 });
  });

  test.each([
    ['Agree false', { Agree: false }, 'Agree', 'Agree must be true.'],
    ['Agree missing', {}, 'Agree', 'Agree must be true.'],
    ['Agree as text', { Agree: 'true' }, 'Agree', 'Agree must be true.'],
  ])('%s is a 400 and records nothing', async (_name, body, field, message) => {
    const token = await platform.signIn('member3', 'Member1234');
    expect(await sendJson(platform, 'POST', TERMS, body, token)).toMatchObject({ status: 400, body: { field, message } });
    expect(await acceptedAt(token)).toBeNull();
  });

  test('a form body is refused: the call takes JSON', async () => {
    const token = await platform.signIn('member3', 'Member1234');
    const answer = await postForm(platform, TERMS, { Agree: 'true' }, bearer(token));
    expect(answer).toMatchObject({ status: 400, body: { field: 'body', message: 'Send a JSON body.' } });
  });
});
