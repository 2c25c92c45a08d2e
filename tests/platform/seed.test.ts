// The seed matches docs/demo.md: users, locations, draws and results (settled), announcements, SMS, settings.
import { and, count, eq, sql } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import type { Db } from '@/platform/db/client';
import { draws, settlements, strikes, userLocations, users } from '@/platform/db/schema';
import { seedIfEmpty } from '@/platform/seed';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { DEMO_USERS, LOCATIONS, PASSWORDS, prefixOf, trueFlags } from './support/demo';

interface DrawItem {
  DrawId: number;
  DrawDate: string;
  CloseDate: string;
  DrawTime: string;
  Special: boolean;
  Status: string;
}
interface ResultNumber {
  Prize: string;
  Position: number;
  Number: string;
}
interface DrawResult {
  Status: string;
  Results: ResultNumber[];
  Dividends: { Group: number; Amount: string }[];
}

const DAY = 86_400_000;

async function accBalOf(db: Db, userId: string, locId: string): Promise<string> {
  const [row] = await db.select({ accBal: userLocations.accBal }).from(userLocations).where(and(eq(userLocations.userId, userId), eq(userLocations.locId, locId)));
  return row?.accBal ?? 'missing';
}

/** CreditLeft without open stakes: Credit less an unpaid loss (max(0, -AccBal)). */
function creditAfterLosses(credit: string, accBal: string): string {
  const balance = moneyToCents(accBal);
  return centsToMoney(moneyToCents(credit) - (balance < 0n ? -balance : 0n));
}
/** Local dates (GMT+8) from `from` to `to` days around the tests' clock, with their weekday. */
function localDays(from: number, to: number): { date: string; weekday: number; lastTuesday: boolean }[] {
  const today = Date.UTC(2025, 3, 20); // FIXED_NOW is 2025-04-20 10:00 GMT+8
  return Array.from({ length: to - from + 1 }, (_, i) => {
    const day = new Date(today + (from + i) * DAY);
    const nextWeek = new Date(day.getTime() + 7 * DAY);
    return {
      date: day.toISOString().slice(0, 10),
      weekday: day.getUTCDay(),
      lastTuesday: day.getUTCDay() === 2 && nextWeek.getUTCMonth() !== day.getUTCMonth(),
    };
  });
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  let admin = '';
  beforeAll(async () => {
    admin = await platform.signIn('admin', 'Admin1234');
  });

  test.each(DEMO_USERS.map((user) => [user.UserId, user] as const))('user %s is as docs/demo.md says in every location', async (userId, user) => {
    for (const loc of LOCATIONS) {
      const path = `/api/v1/${loc.Prefix}/dMemberProfile?LocId=${loc.LocId}&UserId=${userId}`;
      const { status, body } = await platform.get<Record<string, unknown>>(path, admin);
      expect(status).toBe(200);
      const credit = user.credit[loc.LocId];
      // The seed settles every past draw: AccBal is the user's settled result, and an unpaid loss
      // (a negative AccBal) is taken off CreditLeft; no demo bet is open.
      const accBal = await accBalOf(platform.db, userId, loc.LocId);
      expect(body).toMatchObject({
        LoginId: userId, UserId: userId, Role: user.Role, ParentId: user.ParentId, Rank: user.Rank,
        Granted: user.Granted, dEnableViewShareClaim: user.dEnableViewShareClaim, dShare: user.dShare,
        tShare: user.tShare, Credit: credit, AccBal: accBal, CreditLeft: creditAfterLosses(credit ?? '0.00', accBal),
        Loc: expect.objectContaining({ LocId: loc.LocId, Loc: loc.Loc }),
      });
      expect(trueFlags(body)).toEqual(user.flags);
    }
  });

  test('each user signed in sees the same profile as the admin does', async () => {
    for (const user of DEMO_USERS.filter((u) => u.UserId !== 'fresh1')) {
      const token = await platform.signIn(user.UserId, PASSWORDS[user.UserId] ?? '');
      const own = await platform.get(`/api/v1/tt/profile?LocId=TT`, token);
      const seen = await platform.get(`/api/v1/tt/dMemberProfile?LocId=TT&UserId=${user.UserId}`, admin);
      expect(own.status).toBe(200);
      expect(own.body).toEqual(seen.body);
    }
  });

  test('locations: SG (default), MG and TT with their games and prefixes', async () => {
    const { body } = await platform.get('/api/v1/4d/loc?LocId=SG', admin);
    expect(body).toEqual(LOCATIONS.map(({ LocId, Loc, Game, Prefix, IsDefault }) => ({ LocId, Loc, Game, Prefix, IsDefault })));
  });

  test.each([
    ['SG', 24, 7],
    ['MG', 26, 8],
    ['TT', 16, 4],
  ])('%s has draws for the past 8 weeks (%i) and the next 2 weeks (%i)', async (locId, past, future) => {
    const loc = LOCATIONS.find((l) => l.LocId === locId);
    const { body } = await platform.get<DrawItem[]>(`/api/v1/${prefixOf(locId)}/draw/dateAll?LocId=${locId}`, admin);
    const expected = localDays(-56, 14).filter(
      (d) => (loc?.weekdays as readonly number[]).includes(d.weekday) || (locId === 'MG' && d.lastTuesday),
    );
    expect(body.map((d) => d.DrawDate)).toEqual(expected.map((d) => d.date).reverse());
    for (const draw of body) {
      expect(draw.CloseDate).toBe(`${draw.DrawDate}T10:00:00.000Z`); // 18:00 GMT+8
      expect(draw.DrawTime).toBe(`${draw.DrawDate}T10:30:00.000Z`); // 18:30 GMT+8
      expect(draw.Special).toBe(locId === 'MG' && new Date(draw.DrawDate).getUTCDay() === 2);
    }
    const drawn = body.filter((d) => d.DrawTime <= FIXED_NOW.toISOString());
    expect(drawn.map((d) => d.Status)).toEqual(Array(past).fill('RESULTED'));
    expect(body.filter((d) => !drawn.includes(d)).map((d) => d.Status)).toEqual(Array(future).fill('OPEN'));
  });

  test.each(['SG', 'MG'])('every past %s draw has 23 four-digit numbers: 1st, 2nd, 3rd, 10 starters, 10 consolations', async (locId) => {
    const { body } = await platform.get<DrawItem[]>(`/api/v1/4d/draw/dateAll?LocId=${locId}`, admin);
    let repeats = 0;
    for (const draw of body) {
      const result = (await platform.get<DrawResult>(`/api/v1/4d/draw/result?LocId=${locId}&DrawId=${draw.DrawId}`, admin)).body;
      if (draw.Status !== 'RESULTED') {
        expect(result.Results).toEqual([]);
        continue;
      }
      const positions = (prize: string) => result.Results.filter((r) => r.Prize === prize).map((r) => r.Position);
      expect([positions('FIRST'), positions('SECOND'), positions('THIRD')]).toEqual([[1], [1], [1]]);
      expect(positions('STARTER')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(positions('CONSOLATION')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(result.Results.every((r) => /^\d{4}$/.test(r.Number))).toBe(true);
      expect(result.Dividends).toEqual([]);
      if (new Set(result.Results.map((r) => r.Number)).size < 23) repeats++;
    }
    // The same number may win twice in one draw; the demo data shows it at least once.
    expect(repeats).toBeGreaterThan(0);
  });

  test('every past TT draw has 6 distinct numbers plus an additional one, and group 1-4 dividends', async () => {
    const { body } = await platform.get<DrawItem[]>('/api/v1/tt/draw/dateAll?LocId=TT', admin);
    for (const draw of body.filter((d) => d.Status === 'RESULTED')) {
      const result = (await platform.get<DrawResult>(`/api/v1/tt/draw/result?LocId=TT&DrawId=${draw.DrawId}`, admin)).body;
      const winning = result.Results.filter((r) => r.Prize === 'WINNING');
      const additional = result.Results.filter((r) => r.Prize === 'ADDITIONAL');
      expect(winning.map((r) => r.Position)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(additional).toHaveLength(1);
      const numbers = [...winning, ...additional].map((r) => Number(r.Number));
      expect(new Set(numbers).size).toBe(7);
      expect(numbers.every((n) => n >= 1 && n <= 49)).toBe(true);
      expect(result.Dividends.map((d) => d.Group)).toEqual([1, 2, 3, 4]);
      expect(result.Dividends.every((d) => /^\d+\.\d{2}$/.test(d.Amount))).toBe(true);
    }
  });

  test('SG has one ordinary and one pop-up announcement; other locations none', async () => {
    const all = await platform.get<{ PopUp: string; Content: string }[]>('/api/v1/4d/announcements?LocId=SG', admin);
    expect(all.body.map((a) => a.PopUp).sort()).toEqual(['N', 'Y']);
    expect(all.body.every((a) => a.Content.length > 0)).toBe(true);
    const popUps = await platform.get<unknown[]>('/api/v1/4d/announcement?LocId=SG&PopUp=Y', admin);
    expect(popUps.body).toHaveLength(1);
    expect((await platform.get('/api/v1/4d/announcements?LocId=MG', admin)).body).toEqual([]);
  });

  test('the SMS setting names a number, hours, days, help desk and bot', async () => {
    const { body } = await platform.get<Record<string, string>>('/api/v1/4d/smsSetting?LocId=SG', admin);
    for (const field of ['SMSNumber', 'SMSHelpdesk', 'TelegramBot', 'OpenTime', 'CloseTime', 'OpenDay']) {
      expect([field, body[field]]).toEqual([field, expect.stringMatching(/\S/)]);
    }
  });

  test('settings: maintenance and captcha off, next closes from the draws', async () => {
    const { body } = await platform.get('/api/v1/4d/settings?LocId=MG', admin);
    expect(body).toEqual({
      serverDate: { ServerDate: '2025-04-20T02:00:00.000Z' },
      serverTime: '2025-04-20T02:00:00Z',
      tClose: { CloseDate: '2025-04-21T10:00:00.000Z' },
      dClose: { CloseDate: '2025-04-20T10:00:00.000Z' },
      mobileAppData: { downloadUrl: '', iosDownloadUrl: '' },
      passwordAllowLowercase: false,
      enableCaptcha: false,
      maintenance: { enabled: false, time: null },
    });
  });

  test('pay rates start from the official tables', async () => {
    type Rate = { BetKind: string; PermClass: number; Prize: string; Big: string; Small: string | null };
    const rate = async (locId: string, kind: string, perm: number, prize: string) => {
      const { body } = await platform.get<Rate[]>(`/api/v1/${prefixOf(locId)}/payRates?LocId=${locId}`, admin);
      return body.find((r) => r.BetKind === kind && r.PermClass === perm && r.Prize === prize);
    };
    expect(await rate('SG', 'ORDINARY', 0, 'FIRST')).toMatchObject({ Big: '2000.00', Small: '3000.00' });
    expect(await rate('SG', 'IBET', 24, 'FIRST')).toMatchObject({ Big: '83.00', Small: '125.00' });
    expect(await rate('MG', 'ORDINARY', 0, 'STARTER')).toMatchObject({ Big: '180.00', Small: null });
    expect(await rate('MG', 'IBET', 4, 'CONSOLATION')).toMatchObject({ Big: '15.00', Small: null });
    expect(await rate('TT', 'TT', 0, 'G5')).toMatchObject({ Big: '50.00', Small: null });
  });

  test('every past draw is settled: each draw reconciles to 0 and each AccBal is its user\'s settled amounts', async () => {
    const rows = await platform.db
      .select({ drawId: draws.id, status: draws.status, settledAt: draws.settledAt, drawAt: draws.drawAt })
      .from(draws);
    const past = rows.filter((row) => row.status === 'RESULTED');
    expect(past.length).toBe(24 + 26 + 16);
    expect(past.every((row) => row.settledAt?.getTime() === row.drawAt.getTime())).toBe(true);
    expect(rows.filter((row) => row.status !== 'RESULTED').every((row) => row.settledAt === null)).toBe(true);
    const byDraw = await platform.db
      .select({ drawId: settlements.drawId, total: sql<string>`sum(${settlements.amount})::text` })
      .from(settlements)
      .groupBy(settlements.drawId);
    expect(byDraw.length).toBeGreaterThan(50);
    expect(byDraw.filter((row) => row.total !== '0.00')).toEqual([]);
    const settled = await platform.db
      .select({ userId: settlements.userId, locId: settlements.locId, total: sql<string>`sum(${settlements.amount})::text` })
      .from(settlements)
      .groupBy(settlements.userId, settlements.locId);
    const settledOf = new Map(settled.map((row) => [`${row.userId}/${row.locId}`, row.total]));
    const balances = await platform.db.select().from(userLocations);
    expect(balances.filter((row) => row.accBal !== (settledOf.get(`${row.userId}/${row.locId}`) ?? '0.00'))).toEqual([]);
    // member1 strikes every third draw of each location, so its balances show wins; agents' and the company's move too.
    expect(balances.filter((row) => row.accBal !== '0.00').map((row) => row.userId)).toEqual(expect.arrayContaining(['admin', 'agent1', 'agent2', 'agent3', 'member1', 'member2', 'member3']));
    const [strikeRows] = await platform.db.select({ n: count() }).from(strikes);
    expect(strikeRows?.n).toBeGreaterThan(10);
  });

  test('seeding again does nothing', async () => {
    const before = await platform.db.select({ n: count() }).from(draws);
    await expect(seedIfEmpty(platform.db, { now: new Date(), enableCaptcha: true })).resolves.toBe(false);
    expect(await platform.db.select({ n: count() }).from(draws)).toEqual(before);
    expect(await platform.db.select({ n: count() }).from(users)).toEqual([{ n: DEMO_USERS.length }]);
  });
});
