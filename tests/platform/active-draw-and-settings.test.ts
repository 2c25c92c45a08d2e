// GET {4d|tt}/draw/activeLatest (the draw taking bets now, else the latest one) and the fields of
// GET settings the header needs: tClose, dClose, serverDate, serverTime without fractions, mobileAppData.
import { and, eq } from 'drizzle-orm';
import { locations, userLocations } from '@/platform/db/schema';
import { ACTORS, scoped, useActorTokens } from './support/actors';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { setSetting } from './support/entry';
import { usePlatform } from './support/harness';

type Draw = { DrawId: number; DrawDate: string; CloseDate: string; Status: string };
const at = (iso: string) => new Date(iso);

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  afterEach(() => platform.setNow(FIXED_NOW));
  const active = (locId: string, token = tokens.agent1) => platform.get<Draw>(scoped('draw/activeLatest', locId), token);
  const dateAll = async (locId: string, token = tokens.admin) => (await platform.get<Draw[]>(scoped('draw/dateAll', locId), token)).body;
  /** Tokens live 12 hours: a test that moves the clock further signs in again at the new time. */
  const signInAt = (iso: string, userId = 'agent1', password = 'Agent1234') => {
    platform.setNow(at(iso));
    return platform.signIn(userId, password);
  };

  describe('draw/activeLatest', () => {
    test.each(ACTORS)('%s: before 18:00 on a draw day it is that day\'s open draw, as draw/dateAll lists it', async (actor) => {
      for (const [locId, date] of [['SG', '2025-04-20'], ['MG', '2025-04-20'], ['TT', '2025-04-21']]) {
        const answer = await active(locId ?? '', tokens[actor]);
        const listed = (await dateAll(locId ?? '')).find((draw) => draw.DrawDate === date);
        expect([locId, answer.status, answer.body]).toEqual([locId, 200, listed]);
        expect(answer.body.Status).toBe('OPEN');
      }
    });

    test('after the close it moves on to the next open draw', async () => {
      platform.setNow(at('2025-04-20T10:00:00.000Z'));
      expect((await active('SG')).body).toMatchObject({ DrawDate: '2025-04-23', Status: 'OPEN' });
      expect((await active('TT')).body).toMatchObject({ DrawDate: '2025-04-21', Status: 'OPEN' });
      const later = await signInAt('2025-04-28T10:00:00.000Z');
      expect((await active('MG', later)).body).toMatchObject({ DrawDate: '2025-04-29', Special: true, Status: 'OPEN' });
      expect((await active('SG', later)).body).toMatchObject({ DrawDate: '2025-04-30', Status: 'OPEN' });
    });

    test('with no open draw left it is the latest draw, closed', async () => {
      const token = await signInAt('2025-06-01T00:00:00.000Z');
      for (const locId of ['SG', 'MG', 'TT']) {
        const [latest] = await dateAll(locId, token);
        expect((await active(locId, token)).body).toEqual(latest);
        expect(latest).toMatchObject({ DrawDate: locId === 'TT' ? '2025-05-01' : '2025-05-04', Status: 'CLOSED' });
      }
    });

    test('a location without draws answers 404', async () => {
      await platform.db.insert(locations).values({ locId: 'XX', name: 'Empty', game: '4D', pathPrefix: '4d', sortOrder: 9 });
      await platform.db.insert(userLocations).values({ userId: 'admin', locId: 'XX' });
      try {
        expect(await active('XX', tokens.admin)).toMatchObject({ status: 404, body: { message: 'Draw not found.' } });
      } finally {
        await platform.db.delete(userLocations).where(and(eq(userLocations.userId, 'admin'), eq(userLocations.locId, 'XX')));
        await platform.db.delete(locations).where(eq(locations.locId, 'XX'));
      }
    });
  });

  describe('settings', () => {
    test.each(ACTORS)('%s: every header field, serverTime without the fraction of a second', async (actor) => {
      platform.setNow(at('2025-04-20T02:00:00.789Z'));
      const { status, body } = await platform.get(scoped('settings', 'TT'), tokens[actor]);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        serverDate: { ServerDate: '2025-04-20T02:00:00.789Z' },
        serverTime: '2025-04-20T02:00:00Z',
        // TT is the requested location; 4D comes from the user's default 4D location, SG.
        tClose: { CloseDate: '2025-04-21T10:00:00.000Z' },
        dClose: { CloseDate: '2025-04-20T10:00:00.000Z' },
        mobileAppData: { downloadUrl: '', iosDownloadUrl: '' },
      });
    });

    test('the closes follow the clock, and are null once no draw is open', async () => {
      const monday = await signInAt('2025-04-21T10:00:00.000Z', 'member1', 'Member1234');
      expect((await platform.get(scoped('settings', 'SG'), monday)).body).toMatchObject({
        tClose: { CloseDate: '2025-04-24T10:00:00.000Z' },
        dClose: { CloseDate: '2025-04-23T10:00:00.000Z' },
      });
      const june = await signInAt('2025-06-01T00:00:00.000Z', 'member1', 'Member1234');
      expect((await platform.get(scoped('settings', 'SG'), june)).body).toMatchObject({
        tClose: { CloseDate: null },
        dClose: { CloseDate: null },
        serverTime: '2025-06-01T00:00:00Z',
      });
    });

    test('mobileAppData carries the download links once they are set', async () => {
      const links = { downloadUrl: 'https://apps.example.test/drawdesk.apk', iosDownloadUrl: 'https://apps.example.test/drawdesk.mobileconfig' };
      await setSetting(platform, 'mobileAppData', links);
      try {
        for (const actor of ACTORS) {
          expect((await platform.get(scoped('settings', 'MG'), tokens[actor])).body).toMatchObject({ mobileAppData: links });
        }
      } finally {
        await setSetting(platform, 'mobileAppData', { downloadUrl: '', iosDownloadUrl: '' });
      }
    });
  });
});
