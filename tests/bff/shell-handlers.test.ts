// The shell's own BFF handlers, POST /api/auth/location and /api/auth/layout, in every session state
// and against a real platform: only a signed-in user with the terms accepted may change them, only to a
// location it has, and only from this site (CSRF).
import { POST as layout } from '@/app/api/auth/layout/route';
import { POST as location } from '@/app/api/auth/location/route';
import { unsealSession } from '@/lib/session/cookie';
import { usePlatform } from '../platform/support/harness';
import { call, seal, sessionStates, signedIn } from './support';

describe('the shell handlers against the platform (PGlite)', () => {
  const platform = usePlatform({ name: 'pglite' });

  beforeAll(() => {
    process.env.PLATFORM_API_URL = platform.url;
  });

  const states = sessionStates(platform);
  // [location to TT, layout old]
  const expected: Record<string, [number, number]> = {
    none: [401, 401],
    tampered: [401, 401],
    expired: [401, 401],
    member: [200, 200],
    agent: [200, 200],
    admin: [200, 200],
    'terms pending': [403, 403],
    'must change password': [403, 403],
  };

  it.each(Object.keys(states))('%s', async (state) => {
    const make = states[state];
    if (!make) throw new Error(state);
    const statuses = [
      (await call(location, '/api/auth/location', { json: { LocId: 'TT' }, cookie: await make() })).status,
      (await call(layout, '/api/auth/layout', { json: { newLayout: false }, cookie: await make() })).status,
    ];
    expect(statuses).toEqual(expected[state]);
  });

  describe('location', () => {
    it('stores the location and its prefix, keeps the rest, and answers home with the LocId', async () => {
      const token = await platform.signIn('member1', 'Member1234');
      const cookie = await seal({ ...signedIn(token, 'member1'), auth: { ...signedIn(token, 'member1').auth!, flags: { newLayout: 'false' } } });
      const answer = await call(location, '/api/auth/location', { json: { LocId: 'TT' }, cookie });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ redirect: '/admin/home?LocId=TT' });
      const session = await unsealSession(answer.cookie?.value);
      expect(session?.auth).toMatchObject({ locId: 'TT', prefix: 'tt', userId: 'member1', token, termsAccepted: true, flags: { newLayout: 'false' } });
      const back = await call(location, '/api/auth/location', { json: { LocId: 'MG' }, cookie: answer.cookie?.value });
      expect((await unsealSession(back.cookie?.value))?.auth).toMatchObject({ locId: 'MG', prefix: '4d' });
    });

    it('refuses a location the user does not have, or one that does not exist, and keeps the session', async () => {
      const cookie = await seal(signedIn(await platform.signIn('member2', 'Member1234'), 'member2'));
      for (const LocId of ['XX', 'IN']) {
        const answer = await call(location, '/api/auth/location', { json: { LocId }, cookie });
        expect(answer.status).toBe(403);
        expect(answer.cookie).toBeUndefined();
      }
    });

    it.each([[{}], [{ LocId: '' }], [{ LocId: 'S\u0000G' }], [{ LocId: 'TOOLONGLOC' }], [{ LocId: 7 }]])('refuses the body %j', async (json) => {
      const cookie = await seal(signedIn(await platform.signIn('member1', 'Member1234'), 'member1'));
      expect((await call(location, '/api/auth/location', { json, cookie })).status).toBe(400);
    });

    it('refuses a cross-site request (CSRF)', async () => {
      const cookie = await seal(signedIn(await platform.signIn('member1', 'Member1234'), 'member1'));
      const answer = await call(location, '/api/auth/location', {
        json: { LocId: 'TT' },
        cookie,
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      });
      expect(answer.status).toBe(403);
      expect(answer.cookie).toBeUndefined();
    });
  });

  describe('layout', () => {
    it('keeps the sidebar variant as the session flag newLayout', async () => {
      const cookie = await seal(signedIn(await platform.signIn('agent1', 'Agent1234'), 'agent1'));
      const old = await call(layout, '/api/auth/layout', { json: { newLayout: false }, cookie });
      expect(old.body).toEqual({ newLayout: false });
      expect((await unsealSession(old.cookie?.value))?.auth?.flags).toEqual({ newLayout: 'false' });
      const back = await call(layout, '/api/auth/layout', { json: { newLayout: true }, cookie: old.cookie?.value });
      expect((await unsealSession(back.cookie?.value))?.auth?.flags).toEqual({ newLayout: 'true' });
    });

    it.each([[{}], [{ newLayout: 'false' }], [{ newLayout: 0 }]])('refuses the body %j', async (json) => {
      const cookie = await seal(signedIn(await platform.signIn('agent1', 'Agent1234'), 'agent1'));
      expect((await call(layout, '/api/auth/layout', { json, cookie })).status).toBe(400);
    });
  });
});
