// An ended session against the real platform, through the BFF: member1 signs in twice by the sign-in
// handler (two browsers), the first lists its sessions and ends the second through the forwarder; the
// second's cookie is then refused by the forwarder and by the BFF's own handlers (401 'Session Error.',
// its cookie cleared), while the first works on. The idle timeout ends a cookie the same way, and an
// upline's POST sessions/endUser ends a member's sessions through the forwarder.
import { GET, POST, DELETE } from '@/app/api/v1/[...path]/route';
import { POST as signIn } from '@/app/api/auth/sign-in/route';
import { POST as terms } from '@/app/api/auth/terms/route';
import { POST as location } from '@/app/api/auth/location/route';
import { replaceResponseCache } from '@/lib/cache/server';
import { usePlatform } from '../platform/support/harness';
import { FIXED_NOW } from '../platform/support/database';
import { call, seal, signedIn } from './support';
import { forwardCall } from './support-forwarder';

interface Listed {
  Items: { SessionId: number; Current: boolean; UserAgent: string; Address: string; SiteHost: string }[];
}

const SESSION_ERROR = { status: 401, body: { message: 'Session Error.' } };

describe('ended sessions through the BFF (PGlite)', () => {
  const platform = usePlatform({ name: 'pglite' }, { sessionIdleMinutes: 30 });

  beforeAll(() => {
    process.env.PLATFORM_API_URL = platform.url;
    replaceResponseCache(undefined);
  });
  afterEach(() => platform.setNow(FIXED_NOW));

  /** Signs member1 in by the BFF from a browser of its own and accepts the terms; answers the cookie. */
  async function browser(agent: string, address: string): Promise<string> {
    const answer = await call(signIn, '/api/auth/sign-in', { json: { UserId: 'member1', Password: 'Member1234' }, headers: { 'user-agent': agent, 'x-forwarded-for': address } });
    expect(answer.status).toBe(200);
    const cookie = answer.cookie?.value ?? '';
    const agreed = await call(terms, '/api/auth/terms', { json: { agree: true }, cookie });
    expect(agreed.status).toBe(200);
    return agreed.cookie?.value ?? cookie;
  }

  it('ends the other browser: the forwarder and the BFF\'s handlers refuse its cookie, the first goes on', async () => {
    const first = await browser('Browser One', '203.0.113.31');
    const second = await browser('Browser Two', '203.0.113.32');
    const listed = await forwardCall(GET, '/api/v1/sessions?LocId=SG', { cookie: first });
    expect(listed.status).toBe(200);
    const rows = (listed.body as Listed).Items;
    // The platform keeps the client as the browser met the app.
    expect(rows[0]).toMatchObject({ Current: true, UserAgent: 'Browser One', Address: '203.0.113.31', SiteHost: 'alpha.localhost:3000' });
    const other = rows.find((row) => row.UserAgent === 'Browser Two');
    if (!other) throw new Error('the second browser is listed');

    const ended = await forwardCall(DELETE, `/api/v1/sessions/${other.SessionId}?LocId=SG`, { method: 'DELETE', cookie: first });
    expect(ended).toMatchObject({ status: 200, body: { Ended: 1 } });

    const refused = await forwardCall(GET, '/api/v1/profile?LocId=SG', { cookie: second });
    expect(refused).toMatchObject(SESSION_ERROR);
    expect(refused.cookie?.value).toBe('');
    const byHandler = await call(location, '/api/auth/location', { json: { LocId: 'MG' }, cookie: second });
    expect(byHandler).toMatchObject(SESSION_ERROR);
    expect(byHandler.cookie?.value).toBe('');

    expect((await forwardCall(GET, '/api/v1/profile?LocId=SG', { cookie: first })).status).toBe(200);
    // "Sign out all others" from the second's cookie changes nothing: it is no session any more.
    expect(await forwardCall(POST, '/api/v1/sessions/endOthers?LocId=SG', { method: 'POST', json: {}, cookie: second })).toMatchObject(SESSION_ERROR);
    expect((await forwardCall(GET, '/api/v1/profile?LocId=SG', { cookie: first })).status).toBe(200);
  });

  it('an idle session: after the idle timeout the cookie gets Session Error', async () => {
    const cookie = await seal(signedIn(await platform.signIn('member1', 'Member1234'), 'member1'));
    expect((await forwardCall(GET, '/api/v1/profile?LocId=SG', { cookie })).status).toBe(200);
    platform.setNow(new Date(FIXED_NOW.getTime() + 31 * 60_000));
    expect(await forwardCall(GET, '/api/v1/profile?LocId=SG', { cookie })).toMatchObject(SESSION_ERROR);
  });

  it('an upline ends a member\'s sessions through the forwarder; the member\'s cookie is refused after', async () => {
    const member = await browser('Member browser', '203.0.113.33');
    const agent2 = await seal(signedIn(await platform.signIn('agent2', 'Agent1234'), 'agent2'));
    const agent3 = await seal(signedIn(await platform.signIn('agent3', 'Agent1234'), 'agent3'));
    // agent3 is not member1's upline: 404, and the member stays signed in.
    expect(await forwardCall(POST, '/api/v1/sessions/endUser?LocId=SG', { method: 'POST', json: { UserId: 'member1' }, cookie: agent3 })).toMatchObject({ status: 404 });
    expect((await forwardCall(GET, '/api/v1/profile?LocId=SG', { cookie: member })).status).toBe(200);
    const ended = await forwardCall(POST, '/api/v1/sessions/endUser?LocId=SG', { method: 'POST', json: { UserId: 'member1' }, cookie: agent2 });
    expect(ended.status).toBe(200);
    expect((ended.body as { Ended: number }).Ended).toBeGreaterThanOrEqual(1);
    expect(await forwardCall(GET, '/api/v1/profile?LocId=SG', { cookie: member })).toMatchObject(SESSION_ERROR);
  });
});
