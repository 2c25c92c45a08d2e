// Address allowlists for admin roles, per site (docs/decisions/address-lists.md), over HTTP on both
// drivers: GET and POST addressList (AdminEdit), hostile entries, lock-out safety, and sign-in: an
// ADMIN from outside its site's list gets exactly the wrong-password answer and a logged
// ADDRESS_REFUSED; from inside (IPv4, IPv6, mapped IPv4, CIDR) it signs in; agents and members are
// never refused by a list; an empty list admits everyone; another site's list does not apply.
import { and, desc, eq } from 'drizzle-orm';
import { CLIENT_ADDRESS_HEADER, CLIENT_AGENT_HEADER, SITE_HOST_HEADER } from '@/lib/contract/sign-in-log';
import { audits, signInLog } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { PASSWORDS } from './support/demo';
import { platformDrivers } from './support/drivers';
import { postForm } from './support/entry';
import { usePlatform, type Platform } from './support/harness';

const ALPHA = ['alpha.localhost', 'www.alpha4d.example.com', 'alpha4d.example.com'];
const OFFICE = '203.0.113.7';

interface List {
  SiteHost: string;
  Entries: string[];
  UpdatedAt: string | null;
  UpdatedBy: string | null;
}

const client = (address: string, siteHost = 'alpha.localhost:3000') => ({ [CLIENT_ADDRESS_HEADER]: address, [CLIENT_AGENT_HEADER]: 'jest', [SITE_HOST_HEADER]: siteHost });

function signInFrom(platform: Platform, userId: string, password: string, address: string, siteHost?: string) {
  return postForm<Record<string, unknown>>(platform, '/api/v1/oauth/token', { username: userId, password }, client(address, siteHost));
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const read = (host: string, actor: Actor = 'admin') => platform.get<List>(scoped('addressList', 'SG', `SiteHost=${encodeURIComponent(host)}`), tokens[actor]);
  const save = (body: unknown, actor: Actor = 'admin', from: Record<string, string> = client(OFFICE, 'bravo.localhost:3000')) =>
    platform.request<{ message?: string; field?: string; SiteHosts?: string[]; Entries?: string[] }>(scoped('addressList'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[actor]}`, ...from },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const latest = async () => (await platform.db.select().from(signInLog).orderBy(desc(signInLog.id)).limit(1))[0];
  const clear = async () => expect((await save({ SiteHosts: ALPHA, Entries: [] })).status).toBe(200);

  afterEach(clear);

  test('POST replaces a site\'s list under each of its hosts, canonical and audited; GET reads one host; an empty save clears it', async () => {
    expect((await read('alpha.localhost')).body).toEqual({ SiteHost: 'alpha.localhost', Entries: [], UpdatedAt: null, UpdatedBy: null });
    const saved = await save({ SiteHosts: ALPHA, Entries: [' 10.0.0.0/8 ', '2001:DB8::/32', '10.0.0.0/8'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ SiteHosts: ALPHA, Entries: ['10.0.0.0/8', '2001:db8::/32'] });
    for (const host of ALPHA) expect((await read(host)).body).toMatchObject({ SiteHost: host, Entries: ['10.0.0.0/8', '2001:db8::/32'], UpdatedBy: 'admin' });
    expect((await read('bravo.localhost')).body.Entries).toEqual([]);
    expect((await save({ SiteHosts: ALPHA, Entries: ['192.0.2.1'] })).status).toBe(200);
    expect((await read('www.alpha4d.example.com')).body.Entries).toEqual(['192.0.2.1']);
    await clear();
    expect((await read('alpha.localhost')).body).toMatchObject({ Entries: [], UpdatedAt: null });
    const trail = await platform.db.select().from(audits).where(and(eq(audits.entity, 'addressList'), eq(audits.entityId, 'alpha.localhost'))).orderBy(audits.id);
    expect(trail.map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(trail[1]).toMatchObject({ actorId: 'admin', before: { Entries: ['10.0.0.0/8', '2001:db8::/32'] }, after: { Entries: ['192.0.2.1'] } });
  });

  test('only an ADMIN holding AdminEdit reads or saves a list: the clerk (a sub-admin without it), agents and members are refused', async () => {
    for (const actor of ['clerk', 'agent1', 'member1'] as const) {
      expect((await read('alpha.localhost', actor)).status).toBe(403);
      expect((await save({ SiteHosts: ALPHA, Entries: ['10.0.0.1'] }, actor)).status).toBe(403);
    }
    expect((await read('alpha.localhost')).body.Entries).toEqual([]);
  });

  test('hostile saves are refused with a clear 400 (or 413), and nothing is stored', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ SiteHosts: ALPHA, Entries: Array.from({ length: 201 }, (_, index) => `10.0.${index >> 8}.${index & 255}`) }, /at most 200 entries/],
      [{ SiteHosts: ALPHA, Entries: ['10.0.0.1', '2001:db8::/129'] }, /^Line 2 is not an IP address or a CIDR range\.$/],
      [{ SiteHosts: ALPHA, Entries: ['1.2.3.4/33'] }, /Line 1/],
      [{ SiteHosts: ALPHA, Entries: ['garbage'] }, /Line 1/],
      [{ SiteHosts: ALPHA, Entries: ['010.0.0.1'] }, /Line 1/],
      [{ SiteHosts: ALPHA, Entries: ['10.0.0.1\u0000'] }, /Entries/],
      [{ SiteHosts: ALPHA, Entries: ['x'.repeat(65)] }, /at most 64 characters/],
      [{ SiteHosts: ALPHA, Entries: [7] }, /Entries/],
      [{ SiteHosts: ALPHA, Entries: 'a' }, /Entries must be a list/],
      [{ SiteHosts: ['evil.example:3000'], Entries: [] }, /host name/],
      [{ SiteHosts: [], Entries: [] }, /SiteHosts is required/],
      [{ SiteHosts: Array.from({ length: 17 }, (_, index) => `h${index}.example`), Entries: [] }, /at most 16 hosts/],
      [{ Entries: [] }, /SiteHosts/],
    ];
    for (const [body, message] of cases) {
      const answer = await save(body);
      expect([answer.status, answer.body.message]).toEqual([400, expect.stringMatching(message)]);
    }
    // 10,000 entries, or any other body past 24 KiB, are cut while the body streams.
    const many = await save({ SiteHosts: ALPHA, Entries: Array.from({ length: 10_000 }, (_, index) => `10.${index >> 8}.${index & 255}.1`) });
    expect([many.status, many.body.message]).toEqual([413, 'The address list body is too large.']);
    const huge = await save({ SiteHosts: ALPHA, Entries: ['10.0.0.1'], pad: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    expect((await read('alpha.localhost')).body.Entries).toEqual([]);
    expect((await read('evil.example:3000')).status).toBe(400);
  });

  test('a save that would lock its admin out of the site it is on is refused; the same list from another site is taken', async () => {
    const onAlpha = client('198.51.100.5', 'Alpha.localhost:3000');
    const refused = await save({ SiteHosts: ALPHA, Entries: ['10.0.0.0/8'] }, 'admin', onAlpha);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/leaves out the address you are saving from/), field: 'Entries' });
    expect((await read('alpha.localhost')).body.Entries).toEqual([]);
    expect((await save({ SiteHosts: ALPHA, Entries: ['10.0.0.0/8', '198.51.100.0/24'] }, 'admin', onAlpha)).status).toBe(200);
    expect((await save({ SiteHosts: ALPHA, Entries: ['10.0.0.0/8'] }, 'admin', client('198.51.100.5', 'bravo.localhost'))).status).toBe(200);
  });

  test('an ADMIN from outside the site\'s list gets exactly the wrong-password answer, logged ADDRESS_REFUSED with the address', async () => {
    expect((await save({ SiteHosts: ALPHA, Entries: ['10.0.0.0/8', '2001:db8::/32'] })).status).toBe(200);
    const wrong = await signInFrom(platform, 'admin', 'Wrong-password-1', '192.0.2.44');
    const refused = await signInFrom(platform, 'admin', PASSWORDS.admin ?? '', '192.0.2.44');
    expect(refused.status).toBe(wrong.status);
    expect(refused.body).toEqual(wrong.body);
    const names = (headers: Headers) => [...headers.keys()].filter((name) => !['date', 'x-request-id'].includes(name)).sort();
    expect(names(refused.headers)).toEqual(names(wrong.headers));
    expect(await latest()).toMatchObject({ typedUserId: 'admin', userId: 'admin', result: 'ADDRESS_REFUSED', address: '192.0.2.44', siteHost: 'alpha.localhost:3000' });
    // The clerk is an ADMIN too (a sub-admin); any host of the site counts.
    expect((await signInFrom(platform, 'clerk', PASSWORDS.clerk ?? '', '2001:db9::1', 'www.alpha4d.example.com.')).status).toBe(400);
    expect(await latest()).toMatchObject({ userId: 'clerk', result: 'ADDRESS_REFUSED', address: '2001:db9::1' });
  });

  test('an ADMIN inside the list signs in: IPv4, IPv6, IPv4-mapped IPv6 and CIDR ranges', async () => {
    expect((await save({ SiteHosts: ALPHA, Entries: ['192.0.2.10', '10.0.0.0/8', '2001:db8::/32', '::1'] })).status).toBe(200);
    for (const address of ['192.0.2.10', '10.200.3.4', '::ffff:10.1.2.3', '::FFFF:192.0.2.10', '2001:db8:0:1::7', '2001:DB8::8', '::1']) {
      const answer = await signInFrom(platform, 'admin', PASSWORDS.admin ?? '', address);
      expect([address, answer.status]).toEqual([address, 200]);
    }
    for (const address of ['192.0.2.11', '11.0.0.1', '::ffff:11.0.0.1', '2001:db9::1', 'unknown', '', '[::ffff:10.1.2.3]:5123']) {
      expect([address, (await signInFrom(platform, 'admin', PASSWORDS.admin ?? '', address)).status]).toEqual([address, 400]);
    }
  });

  test('agents and members are never refused by a list; an empty list admits all; another site\'s list does not apply', async () => {
    expect((await save({ SiteHosts: ALPHA, Entries: ['10.0.0.1'] })).status).toBe(200);
    for (const user of ['agent1', 'member1'] as const) {
      expect((await signInFrom(platform, user, PASSWORDS[user] ?? '', '192.0.2.99')).status).toBe(200);
      expect(await latest()).toMatchObject({ userId: user, result: 'SUCCESS' });
    }
    expect((await signInFrom(platform, 'admin', PASSWORDS.admin ?? '', '192.0.2.99', 'bravo.localhost:3000')).status).toBe(200);
    await clear();
    expect((await signInFrom(platform, 'admin', PASSWORDS.admin ?? '', '192.0.2.99')).status).toBe(200);
  });
});
