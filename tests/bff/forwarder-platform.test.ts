// The forwarder against the real reference platform: a member's settings and announcements, a TT
// location going to tt/, another branch's user refused even when the path is cached for someone else,
// and a revoked token ending the session.
import { GET } from '@/app/api/v1/[...path]/route';
import { replaceResponseCache } from '@/lib/cache/server';
import { usePlatform } from '../platform/support/harness';
import { unsealSession } from '@/lib/session/cookie';
import { seal, signedIn } from './support';
import { forwardCall } from './support-forwarder';

describe('the forwarder against the platform (PGlite)', () => {
  const platform = usePlatform({ name: 'pglite' });
  let member1: string;

  beforeAll(async () => {
    process.env.PLATFORM_API_URL = platform.url;
    replaceResponseCache(undefined);
    member1 = await seal(signedIn(await platform.signIn('member1', 'Member1234'), 'member1'));
  });

  it('forwards settings and announcements of SG for member1', async () => {
    const settings = await forwardCall(GET, '/api/v1/settings', { cookie: member1 });
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ serverTime: expect.any(String) });
    const announcements = await forwardCall(GET, '/api/v1/announcements?LocId=SG', { cookie: member1 });
    expect(announcements.status).toBe(200);
    expect(announcements.body).toEqual(expect.arrayContaining([expect.objectContaining({ PopUp: 'Y' })]));
    expect(announcements.headers.get('cache-control')).toBe('private, no-store');
    const again = await forwardCall(GET, '/api/v1/announcements?LocId=SG', { cookie: member1 });
    expect([again.headers.get('x-cache'), again.body]).toEqual(['hit', announcements.body]);
  });

  it('refreshes the idle timeout: a call on a seal older than the touch interval gets a new one', async () => {
    const token = await platform.signIn('member1', 'Member1234');
    const now = Math.floor(Date.now() / 1000);
    const stale = await seal({ ...signedIn(token, 'member1'), issuedAt: now - 3600, seenAt: now - 10 * 60 });
    const touched = await forwardCall(GET, '/api/v1/settings', { cookie: stale });
    expect(touched.status).toBe(200);
    const renewed = await unsealSession(touched.cookie?.value);
    expect(renewed?.seenAt).toBeGreaterThanOrEqual(now);
    expect(renewed).toMatchObject({ issuedAt: now - 3600, auth: { token, userId: 'member1' } });
    const fresh = await seal({ ...signedIn(token, 'member1'), issuedAt: now - 3600, seenAt: now - 60 });
    expect((await forwardCall(GET, '/api/v1/settings', { cookie: fresh })).cookie).toBeUndefined();
  });

  it('sends a TT LocId to tt/ (the platform refuses a TT location under 4d/)', async () => {
    const direct = await platform.request('/api/v1/4d/settings?LocId=TT', { headers: { authorization: `Bearer ${await platform.signIn('member1', 'Member1234')}` } });
    expect(direct.status).toBe(400);
    const settings = await forwardCall(GET, '/api/v1/settings?LocId=TT', { cookie: member1 });
    expect(settings.status).toBe(200);
    const announcements = await forwardCall(GET, '/api/v1/announcements?LocId=TT', { cookie: member1 });
    expect(announcements.status).toBe(200);
  });

  it('refuses another branch\'s user to an agent although the same path is cached for its owner', async () => {
    const agent1 = await seal(signedIn(await platform.signIn('agent1', 'Agent1234'), 'agent1'));
    const agent3 = await seal(signedIn(await platform.signIn('agent3', 'Agent1234'), 'agent3'));
    const path = '/api/v1/locIdAvailable?UserId=member1';
    const own = await forwardCall(GET, path, { cookie: agent1 });
    expect(own.status).toBe(200);
    expect((await forwardCall(GET, path, { cookie: agent1 })).headers.get('x-cache')).toBe('hit');
    const other = await forwardCall(GET, path, { cookie: agent3 });
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('"LocId"');
  });

  it('gives agents of different branches their own downline for the same cached path', async () => {
    const agent1 = await seal(signedIn(await platform.signIn('agent1', 'Agent1234'), 'agent1'));
    const agent3 = await seal(signedIn(await platform.signIn('agent3', 'Agent1234'), 'agent3'));
    const ids = (body: unknown) => (body as { UserId: string }[]).map((user) => user.UserId).sort();
    const path = '/api/v1/dMemberAllRole?LocId=SG';
    const first1 = await forwardCall(GET, path, { cookie: agent1 });
    const first3 = await forwardCall(GET, path, { cookie: agent3 });
    const again1 = await forwardCall(GET, path, { cookie: agent1 });
    const again3 = await forwardCall(GET, path, { cookie: agent3 });
    expect(ids(first1.body)).toEqual(expect.arrayContaining(['agent2', 'member1', 'member3']));
    expect(ids(first1.body)).not.toContain('member2');
    expect(ids(first3.body)).toEqual(['member2']);
    expect([again1.headers.get('x-cache'), again3.headers.get('x-cache')]).toEqual(['hit', 'hit']);
    expect([ids(again1.body), ids(again3.body)]).toEqual([ids(first1.body), ids(first3.body)]);
  });

  it('ends the session when the platform no longer knows the token', async () => {
    const token = await platform.signIn('member1', 'Member1234');
    const session = await seal(signedIn(token, 'member1'));
    await platform.request('/api/v1/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const answer = await forwardCall(GET, '/api/v1/profile', { cookie: session });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Session Error.' });
    expect(answer.cookie?.value).toBe('');
  });
});
