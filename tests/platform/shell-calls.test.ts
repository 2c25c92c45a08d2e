// The shell's own calls: GET {4d|tt}/profile/refresh (the profile, read again) and dLoc (the caller's
// 4D locations); and the guards every new call of the shell shares: a session, a current password, a
// LocId of the prefix's game.
import { and, eq } from 'drizzle-orm';
import { userLocations } from '@/platform/db/schema';
import { ACTORS, scoped, useActorTokens } from './support/actors';
import { LOCATIONS } from './support/demo';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

const NEW_CALLS = [
  'profile/refresh',
  'dLoc',
  'checkMemberAccess/member1',
  'draw/activeLatest',
  'dMemberAllRole',
  'memberTree',
  'bet/userIds',
  'mobile',
];
const FOUR_D = LOCATIONS.filter((loc) => loc.Game === '4D').map(({ LocId, Loc, Game, Prefix, IsDefault }) => ({
  LocId,
  Loc,
  Game,
  Prefix,
  IsDefault,
}));

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);

  describe('guards shared by every new call', () => {
    const withEach = (check: (path: string, method: string) => Promise<void>) => async () => {
      for (const resource of NEW_CALLS) await check(resource, 'GET');
      await check('mobile', 'PUT');
    };
    const call = (method: string, path: string, token?: string) =>
      sendJson(platform, method, path, method === 'PUT' ? { Mobile: '6591234567' } : undefined, token);

    test('no bearer token: 401 Session Error', withEach(async (resource, method) => {
      const answer = await call(method, scoped(resource));
      expect([method, resource, answer.status, answer.body]).toEqual([method, resource, 401, { message: 'Session Error.' }]);
    }));

    test('a user that must change its password: 403', withEach(async (resource, method) => {
      const fresh = await platform.signIn('fresh1', 'Fresh1234');
      const answer = await call(method, scoped(resource), fresh);
      expect([method, resource, answer.status, answer.body]).toEqual([method, resource, 403, { message: 'Password change required.' }]);
    }));

    test('LocId missing, or of the other game: 400 naming LocId', withEach(async (resource, method) => {
      const missing = await call(method, `/api/v1/4d/${resource}`, tokens.agent1);
      const otherGame = await call(method, `/api/v1/4d/${resource}?LocId=TT`, tokens.agent1);
      for (const answer of [missing, otherGame]) expect([resource, answer]).toEqual([resource, expect.objectContaining({ status: 400 })]);
      expect([missing.body, otherGame.body]).toMatchObject([{ field: 'LocId' }, { field: 'LocId' }]);
    }));
  });

  describe('profile/refresh', () => {
    test.each(ACTORS)('%s: the same answer as profile, in every location', async (actor) => {
      for (const loc of LOCATIONS) {
        const profile = await platform.get(scoped('profile', loc.LocId), tokens[actor]);
        const refresh = await platform.get(scoped('profile/refresh', loc.LocId), tokens[actor]);
        expect([loc.LocId, refresh.status]).toEqual([loc.LocId, 200]);
        expect(refresh.body).toEqual(profile.body);
        expect(refresh.body).toMatchObject({ UserId: actor, Loc: { LocId: loc.LocId } });
      }
    });

    test('it reads the account again: a credit change shows at once', async () => {
      const where = and(eq(userLocations.userId, 'member1'), eq(userLocations.locId, 'SG'));
      await platform.db.update(userLocations).set({ credit: '5100.50' }).where(where);
      try {
        const { body } = await platform.get(scoped('profile/refresh'), tokens.member1);
        // member1 won overall in the seeded draws: its settled AccBal is positive and leaves CreditLeft whole.
        expect(body).toMatchObject({ Credit: '5100.50', CreditLeft: '5100.50', AccBal: expect.stringMatching(/^\d+\.\d{2}$/) });
      } finally {
        await platform.db.update(userLocations).set({ credit: '5000.00' }).where(where);
      }
    });

    test('a UserId in the query is ignored: it is always the caller', async () => {
      expect((await platform.get(scoped('profile/refresh', 'SG', 'UserId=agent1'), tokens.agent3)).body).toMatchObject({ UserId: 'agent3' });
      expect((await platform.get(scoped('profile/refresh', 'TT', 'UserId=admin'), tokens.member1)).body).toMatchObject({ UserId: 'member1' });
    });
  });

  describe('dLoc', () => {
    test.each(ACTORS)('%s: its 4D locations, default first, under 4d/ and tt/ alike', async (actor) => {
      expect(await platform.get(scoped('dLoc', 'MG'), tokens[actor])).toMatchObject({ status: 200, body: FOUR_D });
      expect((await platform.get(scoped('dLoc', 'TT'), tokens[actor])).body).toEqual(FOUR_D);
    });

    test('only the caller\'s own locations: agent3 without MG sees SG alone', async () => {
      const where = and(eq(userLocations.userId, 'agent3'), eq(userLocations.locId, 'MG'));
      const [row] = await platform.db.select().from(userLocations).where(where);
      await platform.db.delete(userLocations).where(where);
      try {
        expect((await platform.get(scoped('dLoc', 'TT'), tokens.agent3)).body).toEqual(FOUR_D.filter((loc) => loc.LocId === 'SG'));
        expect((await platform.get(scoped('dLoc', 'TT'), tokens.agent1)).body).toEqual(FOUR_D);
      } finally {
        if (row) await platform.db.insert(userLocations).values(row);
      }
    });
  });
});
