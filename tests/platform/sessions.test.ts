// Sessions over HTTP, on both drivers: each sign-in is a session record with its client; GET sessions
// lists the caller's own live ones (the current one first, marked); DELETE sessions/{id} ends one (any
// other user's id answers 404), POST sessions/endOthers every one but the caller's; an ended token is
// refused (401 'Session Error.') at its next call. POST sessions/endUser lets an upline (an agent, an
// admin with MemberEdit) end a downline user's sessions, never outside the downline or an admin's. The
// idle timeout (GET and PUT sessionSetting, AdminEdit) ends a session unused that long, and the absolute
// lifetime one 12 hours after its sign-in, however busy. Every ending is audited.
import { and, desc, eq } from 'drizzle-orm';
import { CLIENT_ADDRESS_HEADER, CLIENT_AGENT_HEADER, SITE_HOST_HEADER } from '@/lib/contract/sign-in-log';
import { apiTokens, audits, settings } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { postForm, sendJson } from './support/entry';
import { usePlatform, type Platform } from './support/harness';

interface Row {
  SessionId: number;
  Current: boolean;
  SiteHost: string;
  Address: string;
  UserAgent: string;
  CreatedAt: string;
  LastSeenAt: string;
  EndsAt: string;
}
interface List {
  Items: Row[];
  IdleMinutes: number;
}

const SESSION_ERROR = { status: 401, body: { message: 'Session Error.' } };
const minutes = (count: number) => new Date(FIXED_NOW.getTime() + count * 60_000);

/** Signs in as the app does, naming the client; answers the token. */
async function signInFrom(platform: Platform, userId: string, password: string, agent: string, address = '198.51.100.4'): Promise<string> {
  const headers = { [CLIENT_ADDRESS_HEADER]: address, [CLIENT_AGENT_HEADER]: agent, [SITE_HOST_HEADER]: 'alpha.localhost:3000' };
  const answer = await postForm<{ access_token: string }>(platform, '/api/v1/oauth/token', { username: userId, password }, headers);
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver, { sessionIdleMinutes: 30 });
  const tokens = useActorTokens(platform);
  const list = (token: string) => platform.get<List>(scoped('sessions'), token);
  const profile = (token: string) => platform.get<{ message?: string }>(scoped('profile'), token);
  const endOne = (id: number, token: string) => platform.request<{ Ended?: number; message?: string }>(scoped(`sessions/${id}`), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  const endOthers = (token: string) => sendJson<{ Ended: number; message: string }>(platform, 'POST', scoped('sessions/endOthers'), {}, token);
  const endUser = (body: unknown, token: string) => sendJson<{ Ended?: number; message: string }>(platform, 'POST', scoped('sessions/endUser'), body, token);
  const setIdle = (body: unknown, token = tokens.admin) => sendJson<{ IdleMinutes?: number; message?: string; field?: string }>(platform, 'PUT', scoped('sessionSetting'), body, token);

  // Each test starts with member2 signed in nowhere, at the fixed time, with the default timeout.
  afterEach(async () => {
    platform.setNow(FIXED_NOW);
    await platform.db.update(apiTokens).set({ revokedAt: FIXED_NOW }).where(eq(apiTokens.userId, 'member2'));
    expect((await setIdle({ IdleMinutes: 30 })).status).toBe(200);
  });

  test('a sign-in is a session record with its client; the list shows the caller\'s own, the current one first', async () => {
    const first = await signInFrom(platform, 'member2', 'Member1234', 'Phone browser');
    const second = await signInFrom(platform, 'member2', 'Member1234', 'Desk browser', '2001:db8::5');
    const answer = await list(second);
    expect(answer.status).toBe(200);
    expect(answer.body.IdleMinutes).toBe(30);
    const [current, other] = answer.body.Items;
    expect(current).toMatchObject({ Current: true, UserAgent: 'Desk browser', Address: '2001:db8::5', SiteHost: 'alpha.localhost:3000', CreatedAt: FIXED_NOW.toISOString() });
    expect(current?.EndsAt).toBe(minutes(30).toISOString());
    expect(other).toMatchObject({ Current: false, UserAgent: 'Phone browser', Address: '198.51.100.4' });
    expect((await list(first)).body.Items.map((row) => [row.UserAgent, row.Current])).toEqual([['Phone browser', true], ['Desk browser', false]]);
    // Nobody else's session is in it.
    expect((await list(tokens.member1)).body.Items.every((row) => row.UserAgent !== 'Desk browser')).toBe(true);
  });

  test('ending one session: its token gets Session Error at once; another user\'s id is a 404 and ends nothing', async () => {
    const keep = await signInFrom(platform, 'member2', 'Member1234', 'Keeper');
    const other = await signInFrom(platform, 'member2', 'Member1234', 'Other');
    const otherRow = (await list(keep)).body.Items.find((row) => row.UserAgent === 'Other');
    if (!otherRow) throw new Error('the other session is listed');
    // agent3 is member2's upline, yet DELETE sessions/{id} is for one's own sessions only.
    expect(await endOne(otherRow.SessionId, tokens.agent3)).toMatchObject({ status: 404, body: { message: 'Session not found.' } });
    expect(await endOne(otherRow.SessionId, tokens.admin)).toMatchObject({ status: 404 });
    expect((await profile(other)).status).toBe(200);
    expect(await endOne(otherRow.SessionId, keep)).toMatchObject({ status: 200, body: { Ended: 1, message: '1 session ended.' } });
    expect(await profile(other)).toMatchObject(SESSION_ERROR);
    expect((await profile(keep)).status).toBe(200);
    // Ended once: a second ending finds nothing.
    expect((await endOne(otherRow.SessionId, keep)).status).toBe(404);
    expect((await endOne(0, keep)).status).toBe(400);
    const [audit] = await platform.db.select().from(audits).where(eq(audits.entity, 'session')).orderBy(desc(audits.id)).limit(1);
    expect(audit).toMatchObject({ actorId: 'member2', action: 'DELETE', entityId: String(otherRow.SessionId), targetUserId: 'member2' });
  });

  test('sign out all others keeps the caller\'s session and ends the rest', async () => {
    const keep = await signInFrom(platform, 'member2', 'Member1234', 'Keeper');
    const others = [await signInFrom(platform, 'member2', 'Member1234', 'A'), await signInFrom(platform, 'member2', 'Member1234', 'B')];
    const ended = await endOthers(keep);
    expect(ended).toMatchObject({ status: 200, body: { Ended: 2, message: '2 sessions ended.' } });
    for (const token of others) expect(await profile(token)).toMatchObject(SESSION_ERROR);
    expect((await list(keep)).body.Items).toEqual([expect.objectContaining({ Current: true, UserAgent: 'Keeper' })]);
    expect(await endOthers(keep)).toMatchObject({ status: 200, body: { Ended: 0 } });
    // Nobody else was touched.
    expect((await profile(tokens.member1)).status).toBe(200);
  });

  test('an upline ends a downline user\'s sessions; outside the downline, an admin target and without MemberEdit it is refused', async () => {
    const member = await signInFrom(platform, 'member1', 'Member1234', 'Member1 browser');
    // agent3 is not member1's upline: 404, as for a user that does not exist.
    expect(await endUser({ UserId: 'member1' }, tokens.agent3)).toMatchObject({ status: 404, body: { message: 'User not found.' } });
    expect(await endUser({ UserId: 'nobody' }, tokens.agent2)).toMatchObject({ status: 404 });
    // The clerk has no MemberEdit; a member is no upline.
    expect(await endUser({ UserId: 'member1' }, tokens.clerk)).toMatchObject({ status: 403, body: { message: 'This call needs the MemberEdit permission.' } });
    expect(await endUser({ UserId: 'member1' }, tokens.member1)).toMatchObject({ status: 403 });
    // An admin's sessions are not MemberEdit's to end, nor one's own.
    expect(await endUser({ UserId: 'clerk' }, tokens.admin)).toMatchObject({ status: 404, body: { message: 'User not found.' } });
    expect(await endUser({ UserId: 'agent2' }, tokens.agent2)).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect((await profile(member)).status).toBe(200);

    // agent2 (member1's parent) ends them: both the one above and the file's own.
    const ended = await endUser({ UserId: 'member1' }, tokens.agent2);
    expect(ended).toMatchObject({ status: 200, body: { Ended: 2 } });
    expect(await profile(member)).toMatchObject(SESSION_ERROR);
    expect(await profile(tokens.member1)).toMatchObject(SESSION_ERROR);
    const [audit] = await platform.db.select().from(audits).where(and(eq(audits.entity, 'session'), eq(audits.actorId, 'agent2'))).orderBy(desc(audits.id)).limit(1);
    expect(audit).toMatchObject({ action: 'DELETE', targetUserId: 'member1', after: { Ended: 2 } });
    // admin (Granted '*', so MemberEdit) reaches everyone's agents and members.
    tokens.member1 = await platform.signIn('member1', 'Member1234');
    expect(await endUser({ UserId: 'member1' }, tokens.admin)).toMatchObject({ status: 200, body: { Ended: 1 } });
    tokens.member1 = await platform.signIn('member1', 'Member1234');
  });

  test('the idle timeout: unused for its minutes a session is over; use within it keeps it; the setting changes it at once', async () => {
    const idle = await signInFrom(platform, 'member2', 'Member1234', 'Idle');
    const busy = await signInFrom(platform, 'member2', 'Member1234', 'Busy');
    platform.setNow(minutes(20));
    expect((await profile(busy)).status).toBe(200);
    platform.setNow(minutes(40));
    // 40 minutes unused: over. 20 since its last use: live.
    expect(await profile(idle)).toMatchObject(SESSION_ERROR);
    expect((await profile(busy)).status).toBe(200);
    const [row] = await platform.db.select().from(apiTokens).orderBy(desc(apiTokens.id)).limit(1);
    expect(row?.lastSeenAt.toISOString()).toBe(minutes(40).toISOString());

    // A shorter timeout applies to live sessions at their next call (the admin signs in anew: its
    // session of the file's start has been idle 40 minutes too).
    const admin = await platform.signIn('admin', 'Admin1234');
    expect(await setIdle({ IdleMinutes: 5 }, admin)).toMatchObject({ status: 200, body: { IdleMinutes: 5 } });
    platform.setNow(minutes(46));
    expect(await profile(busy)).toMatchObject(SESSION_ERROR);
    platform.setNow(minutes(47));
    expect(await setIdle({ IdleMinutes: 30 }, await platform.signIn('admin', 'Admin1234'))).toMatchObject({ status: 200, body: { IdleMinutes: 30 } });
    const [audit] = await platform.db.select().from(audits).where(eq(audits.entityId, 'sessionIdleMinutes')).orderBy(desc(audits.id)).limit(1);
    expect(audit).toMatchObject({ actorId: 'admin', action: 'UPDATE', before: { IdleMinutes: 5 }, after: { IdleMinutes: 30 } });
  });

  test('the absolute lifetime: 12 hours after sign-in a session ends, however busy', async () => {
    expect((await setIdle({ IdleMinutes: 720 })).status).toBe(200);
    const token = await signInFrom(platform, 'member2', 'Member1234', 'Long day');
    for (let hour = 1; hour < 12; hour++) {
      platform.setNow(minutes(hour * 60));
      expect([hour, (await profile(token)).status]).toEqual([hour, 200]);
    }
    platform.setNow(minutes(12 * 60));
    expect(await profile(token)).toMatchObject(SESSION_ERROR);
  });

  test('the idle setting: AdminEdit only, bounded, and a sound answer for bad input', async () => {
    expect(await platform.get(scoped('sessionSetting'), tokens.admin)).toMatchObject({ status: 200, body: { IdleMinutes: 30 } });
    for (const actor of ['clerk', 'agent1', 'member1'] as const) {
      expect([actor, (await platform.get(scoped('sessionSetting'), tokens[actor])).status]).toEqual([actor, 403]);
      expect([actor, (await setIdle({ IdleMinutes: 60 }, tokens[actor])).status]).toEqual([actor, 403]);
    }
    for (const bad of [{}, { IdleMinutes: 4 }, { IdleMinutes: 721 }, { IdleMinutes: 30.5 }, { IdleMinutes: '30' }, { IdleMinutes: 1e308 }]) {
      expect(await setIdle(bad)).toMatchObject({ status: 400, body: { field: 'IdleMinutes' } });
    }
    expect((await setIdle('x'.repeat(100_000))).status).toBe(413);
    expect(await platform.get(scoped('sessionSetting'), tokens.admin)).toMatchObject({ body: { IdleMinutes: 30 } });
    // Never set (a fresh platform): 30 minutes, in the answer and in the token check alike.
    await platform.db.delete(settings).where(eq(settings.key, 'sessionIdleMinutes'));
    expect(await platform.get(scoped('sessionSetting'), tokens.admin)).toMatchObject({ body: { IdleMinutes: 30 } });
    const token = await signInFrom(platform, 'member2', 'Member1234', 'Unset');
    platform.setNow(minutes(29));
    expect((await profile(token)).status).toBe(200);
    platform.setNow(minutes(59));
    expect(await profile(token)).toMatchObject(SESSION_ERROR);
  });

  test('hostile ids and bodies answer 400 or 413, never 500', async () => {
    for (const id of ['abc', '-1', '2147483648', '1e3', '%00']) expect([id, (await endOne(id as unknown as number, tokens.member1)).status]).toEqual([id, 400]);
    expect((await endUser({ UserId: 'a'.repeat(33) }, tokens.agent2)).status).toBe(400);
    expect((await endUser({ UserId: 'member1\u0000' }, tokens.agent2)).status).toBe(400);
    expect((await endUser({ UserId: 'x'.repeat(200_000) }, tokens.agent2)).status).toBe(413);
  });
});
