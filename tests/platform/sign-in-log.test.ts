// The sign-in log: POST oauth/token writes one row per attempt with its outcome (success, wrong
// password, an unknown id, wrong captcha, maintenance), the client the app names in its headers (or the
// socket's address and the request's own headers without them), and POST signInLog what the app's rate
// limit refused. GET loginLog lists them for admins (sub-admins too), newest first, filtered by the typed id, the outcome
// and local dates; agents and members are refused. GET signIns answers the caller's own, at most 20.
import { desc } from 'drizzle-orm';
import { CLIENT_ADDRESS_HEADER, CLIENT_AGENT_HEADER, SITE_HOST_HEADER } from '@/lib/contract/sign-in-log';
import { operatorDate } from '@/lib/domain/operator-time';
import { signInLog } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { newCaptcha, postForm, sendJson, setSetting } from './support/entry';
import { usePlatform, type Platform } from './support/harness';

interface Row {
  Id: number;
  At: string;
  UserId: string;
  Result: string;
  Address: string;
  UserAgent: string;
  SiteHost: string;
}
interface Page {
  Items: Row[];
  Total: number;
  PageIndex: number;
  PageSize: number;
}

const CLIENT = { [CLIENT_ADDRESS_HEADER]: '203.0.113.7', [CLIENT_AGENT_HEADER]: 'Mozilla/5.0 (journey)', [SITE_HOST_HEADER]: 'alpha.localhost:3000' };

function attempt(platform: Platform, username: string, password: string, headers: Record<string, string> = CLIENT, token?: string) {
  return postForm(platform, '/api/v1/oauth/token', { username, password, ...(token ? { Token: token } : {}) }, headers);
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const list = (query = '', actor: 'admin' | 'agent1' | 'member1' | 'clerk' = 'admin') => platform.get<Page>(scoped('loginLog', 'SG', query), tokens[actor]);
  const latest = async () => (await platform.db.select().from(signInLog).orderBy(desc(signInLog.id)).limit(1))[0];

  test('every outcome of oauth/token is one row, with the client the app named', async () => {
    expect((await attempt(platform, 'member2', 'Member1234')).status).toBe(200);
    expect(await latest()).toMatchObject({ typedUserId: 'member2', userId: 'member2', result: 'SUCCESS', address: '203.0.113.7', userAgent: 'Mozilla/5.0 (journey)', siteHost: 'alpha.localhost:3000' });

    expect((await attempt(platform, ' MEMBER2 ', 'wrong-password')).status).toBe(400);
    expect(await latest()).toMatchObject({ typedUserId: 'MEMBER2', userId: 'member2', result: 'WRONG_PASSWORD' });

    expect((await attempt(platform, 'nobody-here', 'whatever1')).status).toBe(400);
    expect(await latest()).toMatchObject({ typedUserId: 'nobody-here', userId: null, result: 'WRONG_PASSWORD' });

    await setSetting(platform, 'captcha', { enabled: true });
    try {
      const captcha = await newCaptcha(platform);
      expect((await attempt(platform, 'member2', 'Member1234', { ...CLIENT, 'x-token': captcha.key }, 'WRONG')).status).toBe(400);
      expect(await latest()).toMatchObject({ typedUserId: 'member2', userId: 'member2', result: 'WRONG_CAPTCHA' });
    } finally {
      await setSetting(platform, 'captcha', { enabled: false });
    }

    await setSetting(platform, 'maintenance', { enabled: true, time: '2025-04-20T06:00:00.000Z' });
    try {
      expect((await attempt(platform, 'member2', 'Member1234')).status).toBe(503);
      expect(await latest()).toMatchObject({ userId: 'member2', result: 'MAINTENANCE' });
    } finally {
      await setSetting(platform, 'maintenance', { enabled: false, time: '2025-04-20T06:00:00.000Z' });
    }
  });

  test('without the app\'s headers the socket and the request speak; hostile headers are cleaned and cut', async () => {
    expect((await attempt(platform, 'member2', 'Member1234', {})).status).toBe(200);
    const direct = await latest();
    expect(direct?.address).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(direct?.siteHost).toMatch(/^127\.0\.0\.1:\d+$/);

    const hostile = { [CLIENT_ADDRESS_HEADER]: `10.0.0.1${'9'.repeat(200)}`, [CLIENT_AGENT_HEADER]: `evil\t\u00e9${'A'.repeat(1000)}`, [SITE_HOST_HEADER]: 'X'.repeat(400) };
    expect((await attempt(platform, 'u'.repeat(60), 'whatever1', hostile)).status).toBe(400);
    const row = await latest();
    expect(row?.address.length).toBe(64);
    expect(row?.userAgent.startsWith('evilA')).toBe(true);
    expect(row?.userAgent.length).toBe(256);
    expect(row?.siteHost).toBe('x'.repeat(253));
    expect(row?.typedUserId).toBe('u'.repeat(32));
  });

  test('POST signInLog logs what the app refused (LOCKED only); it takes no other outcome', async () => {
    const locked = await platform.request('/api/v1/signInLog', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...CLIENT },
      body: JSON.stringify({ UserId: 'Agent1', Result: 'LOCKED' }),
    });
    expect(locked.status).toBe(200);
    expect(await latest()).toMatchObject({ typedUserId: 'Agent1', userId: 'agent1', result: 'LOCKED', address: '203.0.113.7' });
    for (const body of [{ UserId: 'agent1', Result: 'SUCCESS' }, { UserId: 'agent1' }, { UserId: 7, Result: 'LOCKED' }, { UserId: 'x'.repeat(300), Result: 'LOCKED' }, { UserId: 'ab\u0000cd', Result: 'LOCKED' }, { UserId: '', Result: 'LOCKED' }]) {
      expect((await sendJson(platform, 'POST', '/api/v1/signInLog', body)).status).toBe(400);
    }
    const huge = await platform.request('/api/v1/signInLog', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UserId: 'a', Result: 'LOCKED', pad: 'x'.repeat(200_000) }) });
    expect(huge.status).toBe(413);
  });

  test('GET loginLog: admins only, newest first, filtered by the typed id (any case), the outcome and local dates, paged', async () => {
    // Admins, sub-admins among them, as the audit log (docs/decisions/sign-in-log.md); no agent or member.
    for (const actor of ['agent1', 'member1'] as const) expect((await list('', actor)).status).toBe(403);
    expect((await list('', 'clerk')).status).toBe(200);
    await attempt(platform, 'agent2', 'nope-nope-1');
    await attempt(platform, 'Agent2', 'nope-nope-2');
    const all = await list('PageSize=1000');
    expect(all.status).toBe(200);
    const ids = all.body.Items.map((row) => row.Id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const agent2 = await list('UserId=AGENT2&Result=WRONG_PASSWORD');
    expect(agent2.body.Items.map((row) => row.UserId)).toEqual(['Agent2', 'agent2']);
    expect(agent2.body.Total).toBe(2);
    const today = operatorDate(FIXED_NOW);
    expect((await list(`UserId=agent2&Result=WRONG_PASSWORD&DateFrom=${today}&DateTo=${today}`)).body.Total).toBe(2);
    expect((await list('UserId=agent2&DateFrom=2020-01-01&DateTo=2020-01-02')).body.Total).toBe(0);
    // agent2's own sign-in (the actors' tokens) is there too, as a success.
    expect((await list('UserId=agent2&Result=SUCCESS')).body.Total).toBeGreaterThanOrEqual(1);
    const paged = await list('PageSize=1&PageIndex=2&UserId=agent2&Result=WRONG_PASSWORD');
    expect(paged.body).toMatchObject({ PageIndex: 2, PageSize: 1, Total: 2 });
    expect(paged.body.Items[0]?.UserId).toBe('agent2');
    expect((await list('Result=MAYBE')).status).toBe(400);
    expect((await list('DateFrom=2026-01-02&DateTo=2026-01-01')).status).toBe(400);
  });

  test('GET signIns: the caller\'s own attempts only, newest first, at most 20', async () => {
    for (let index = 0; index < 21; index++) await attempt(platform, 'member3', 'not-the-one');
    await attempt(platform, 'member1', 'not-the-one');
    const member3 = await platform.signIn('member3', 'Member1234');
    const own = await platform.get<{ Items: Row[] }>(scoped('signIns', 'SG'), member3);
    expect(own.status).toBe(200);
    expect(own.body.Items).toHaveLength(20);
    expect(own.body.Items[0]?.Result).toBe('SUCCESS');
    expect(own.body.Items.slice(1).every((row) => row.Result === 'WRONG_PASSWORD' && row.UserId === 'member3')).toBe(true);
  });
});
