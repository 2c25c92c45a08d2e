// Passwords set for others. PUT password: an agent for a user of its downline, an admin holding
// MemberEdit for any agent or member. PUT super-password: an admin holding SuperPwd for any user but
// the company and itself, never one holding a name the caller lacks. The change-password rules apply;
// the user must change it at its next sign-in and its sessions end. A caller the access table refuses
// (a member, a sub-admin without the permission): 403; a user outside the reach: 404; no change.
import { and, eq } from 'drizzle-orm';
import { audits, userGrants, userLocations, users } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

const NEW = 'Fresh5678';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const setBy = (token: string, UserId: string, password = NEW, confirmation = password, resource = 'password') =>
    sendJson<{ UserId: string; MustChangePassword: boolean; SessionsEnded: number; message: string }>(
      platform, 'PUT', scoped(resource), { UserId, Password1: password, Password2: confirmation }, token,
    );
  const set = (actor: Actor, userId: string, password?: string, confirmation?: string) => setBy(tokens[actor], userId, password, confirmation);
  const hashOf = async (userId: string) => (await platform.db.select({ hash: users.passwordHash }).from(users).where(eq(users.userId, userId)))[0]?.hash;
  const signInStatus = async (username: string, password: string) =>
    (await sendJson(platform, 'POST', '/api/v1/oauth/token', { username, password })).status;

  test('agent2 sets member3\'s password: its sessions end and it must change it at the next sign-in', async () => {
    const member3 = await platform.signIn('member3', 'Member1234');
    const answer = await set('agent2', 'member3');
    expect(answer).toMatchObject({ status: 200, body: { UserId: 'member3', MustChangePassword: true } });
    expect(answer.body.SessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await platform.get(scoped('profile'), member3)).status).toBe(401);
    expect(await signInStatus('member3', 'Member1234')).toBe(400);
    const token = await platform.signIn('member3', NEW);
    expect(await platform.get(scoped('profile'), token)).toMatchObject({ status: 403, body: { message: 'Password change required.' } });
    const [row] = await platform.db.select().from(audits).where(and(eq(audits.entity, 'password'), eq(audits.targetUserId, 'member3')));
    expect(row).toMatchObject({ actorId: 'agent2', action: 'UPDATE', after: { Via: 'password', MustChangeAtSignIn: true } });
    expect(JSON.stringify(row)).not.toContain(NEW);
    expect(JSON.stringify(row)).not.toContain('argon2');
  });

  test('any upline may, and an admin with MemberEdit; nobody else, and nothing changes', async () => {
    expect((await set('agent1', 'member3', 'Upline1234')).status).toBe(200);
    expect((await set('admin', 'fresh1', 'Fresh1234')).status).toBe(200);
    const before = await hashOf('member1');
    expect(await set('agent3', 'member1')).toMatchObject({ status: 404, body: { message: 'User not found.' } });
    expect(await set('member1', 'member1')).toMatchObject({ status: 403, body: { message: 'This call is for agents and admins only.' } });
    expect(await set('clerk', 'member1')).toMatchObject({ status: 403, body: { message: 'This call needs the MemberEdit permission.' } });
    expect((await set('agent2', 'agent1')).status).toBe(404);
    expect((await set('agent1', 'clerk')).status).toBe(404);
    expect(await set('agent2', 'agent2')).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect(await set('admin', 'clerk')).toMatchObject({ status: 403, body: { field: 'UserId' } });
    expect((await set('member1', 'member1', 'x')).status).toBe(403);
    expect(await hashOf('member1')).toBe(before);
    // The clerk given MemberEdit may; the grant is read on its next call.
    await platform.db.insert(userGrants).values({ userId: 'clerk', permission: 'MemberEdit' });
    expect((await set('clerk', 'member2', 'Member1234')).status).toBe(200);
    await platform.db.delete(userGrants).where(and(eq(userGrants.userId, 'clerk'), eq(userGrants.permission, 'MemberEdit')));
    expect((await set('clerk', 'member2', 'Member1234')).status).toBe(403);
  });

  test.each([
    ['too short', 'Ab1', 'Ab1', 'Password1', 'Your password must be between 8 and 15 characters long'],
    ['without an uppercase letter', 'abcdefg12', 'abcdefg12', 'Password1', 'Your password must contain at least 1 uppercase letter'],
    ['with a space', 'Abcdefg 12', 'Abcdefg 12', 'Password1', 'Your password cannot contain spaces'],
    ['not confirmed', 'Abcdefg12', 'Abcdefg13', 'Password2', 'Password does not match'],
  ])('a password %s is a 400 with the change-password message', async (_name, password, confirmation, field, message) => {
    const before = await hashOf('fresh1');
    expect(await set('agent2', 'fresh1', password, confirmation)).toMatchObject({ status: 400, body: { field, message } });
    expect(await hashOf('fresh1')).toBe(before);
  });

  test('super-password: SuperPwd for any user but the company and oneself, within the caller\'s own names', async () => {
    expect(await setBy(tokens.clerk, 'member1', NEW, NEW, 'super-password')).toMatchObject({ status: 403, body: { message: 'This call needs the SuperPwd permission.' } });
    expect(await setBy(tokens.agent1, 'member1', NEW, NEW, 'super-password')).toMatchObject({ status: 403, body: { message: 'This call is for admins only.' } });
    expect((await setBy(tokens.admin, 'admin', NEW, NEW, 'super-password')).status).toBe(400);
    expect((await setBy(tokens.admin, 'clerk', 'Clerk1234', 'Clerk1234', 'super-password')).body).toMatchObject({ UserId: 'clerk', MustChangePassword: true });
    // A sub-admin holding SuperPwd only (its own password change done).
    await platform.db.insert(users).values({ userId: 'keys1', parentId: 'admin', role: 'ADMIN', userName: 'Keys', passwordHash: (await hashOf('admin')) ?? '' });
    await platform.db.insert(userGrants).values({ userId: 'keys1', permission: 'SuperPwd' });
    await platform.db.insert(userLocations).values({ userId: 'keys1', locId: 'SG' });
    const keys = await platform.signIn('keys1', 'Admin1234');
    expect(await setBy(keys, 'admin', NEW, NEW, 'super-password')).toMatchObject({ status: 403, body: { field: 'UserId' } });
    expect(await setBy(keys, 'clerk', NEW, NEW, 'super-password')).toMatchObject({ status: 403, body: { field: 'UserId' } });
    expect((await setBy(keys, 'nobody', NEW, NEW, 'super-password')).status).toBe(404);
    expect((await setBy(keys, 'member2', 'Member1234', 'Member1234', 'super-password')).status).toBe(200);
    const [row] = await platform.db.select().from(audits).where(and(eq(audits.entity, 'password'), eq(audits.actorId, 'keys1')));
    expect(row).toMatchObject({ targetUserId: 'member2', after: { Via: 'super-password' } });
    // It signs nobody in: member2's new password is its own to change.
    expect(await platform.get(scoped('profile'), await platform.signIn('member2', 'Member1234'))).toMatchObject({ status: 403 });
  });
});
