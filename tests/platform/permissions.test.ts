// Sub-admins and their permissions: GET permissions, permissionGranted, POST permissions (create or
// edit) and DELETE permissions/{id} need AdminEdit (anyone else: the access table's 403). A change of Granted takes
// effect at the sub-admin's next request on the same token (grants are read per request). A caller
// without '*' changes only the names it holds. A sub-admin with a history is retired, not deleted.
import { and, asc, eq } from 'drizzle-orm';
import { audits, users } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { newKey, openDraw, placeTicket } from './support/bets';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface SubAdmin {
  UserId: string;
  UserName: string;
  Granted: string[];
  Status: 'ACTIVE' | 'RETIRED';
  MustChangePassword: boolean;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const list = (token = tokens.admin) => platform.get<SubAdmin[]>(scoped('permissions'), token);
  const save = (body: unknown, token = tokens.admin) => sendJson<{ Created: boolean; Account: SubAdmin }>(platform, 'POST', scoped('permissions'), body, token);
  const remove = (id: string, token = tokens.admin) =>
    platform.request<{ UserId: string; Deleted: boolean; Retired: boolean }>(scoped(`permissions/${id}`), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  const bet = async (token: string) => {
    const draw = await openDraw(platform, tokens.admin);
    return placeTicket(platform, token, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '4711', Big: '1', Kind: 'ORDINARY' }] });
  };
  /** A sub-admin made by admin, with its password change done (update_password cleared in the database). */
  async function ready(userId: string, granted: string[]): Promise<string> {
    expect((await save({ UserId: userId, UserName: userId, Password: 'Sub12345', Granted: granted })).status).toBe(201);
    await platform.db.update(users).set({ updatePassword: false }).where(eq(users.userId, userId));
    return platform.signIn(userId, 'Sub12345');
  }

  test.each(['clerk', 'agent1', 'agent3', 'member1'] as const)('%s (without AdminEdit) gets 403 from every permission call, before its body is read', async (actor: Actor) => {
    const refused = { status: 403, body: { message: actor === 'clerk' ? 'This call needs the AdminEdit permission.' : 'This call is for admins only.' } };
    expect(await list(tokens[actor])).toMatchObject(refused);
    expect(await platform.get(scoped('permissionGranted'), tokens[actor])).toMatchObject(refused);
    expect(await save({ UserId: 'sneaky', UserName: 'S', Password: 'Sneaky123', Granted: ['AdminEdit'] }, tokens[actor])).toMatchObject(refused);
    expect(await save({}, tokens[actor])).toMatchObject(refused);
    expect(await remove('clerk', tokens[actor])).toMatchObject(refused);
    expect(await platform.db.select().from(users).where(eq(users.userId, 'sneaky'))).toEqual([]);
  });

  test('the sub-admins and the grantable names of docs/product.md#roles-and-permissions', async () => {
    expect((await list()).body).toEqual([
      expect.objectContaining({ UserId: 'clerk', UserName: 'Clerk', Granted: ['BetEntry', 'Report'], Status: 'ACTIVE', MustChangePassword: false }),
    ]);
    const names = await platform.get<{ Name: string; Description: string }[]>(scoped('permissionGranted'), tokens.admin);
    expect(names.body.map((row) => row.Name)).toEqual(['BetEntry', 'DrawSetting', 'FixedSetting', 'AdminEdit', 'SuperPwd', 'Report', 'OutSet', 'SMSGateway', 'MemberEdit']);
    expect(names.body.every((row) => row.Description.length > 0)).toBe(true);
  });

  test('creating a sub-admin: rules of the password, a unique id, and a password change at its first sign-in', async () => {
    expect(await save({ UserId: 'Desk1', UserName: 'Desk', Password: 'weak', Granted: ['Report'] })).toMatchObject({ status: 400, body: { field: 'Password' } });
    expect(await save({ UserId: 'desk1', UserName: 'Desk', Granted: [] })).toMatchObject({ status: 400, body: { field: 'Password' } });
    expect(await save({ UserId: 'agent1', UserName: 'Desk', Password: 'Desk12345', Granted: [] })).toMatchObject({ status: 409, body: { field: 'UserId' } });
    expect(await save({ UserId: 'd!', UserName: 'Desk', Password: 'Desk12345', Granted: [] })).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect(await save({ UserId: 'desk1', UserName: 'Desk', Password: 'Desk12345', Granted: ['*'] })).toMatchObject({ status: 400 });
    expect(await save({ UserId: 'desk1', UserName: 'Desk', Password: 'Desk12345', Granted: ['Report', 'Report'] })).toMatchObject({ status: 400 });

    const created = await save({ UserId: 'Desk1', UserName: 'Front Desk', Password: 'Desk12345', Granted: ['Report', 'BetEntry'] });
    expect(created).toMatchObject({ status: 201, body: { Created: true, Account: { UserId: 'desk1', Granted: ['BetEntry', 'Report'], MustChangePassword: true } } });
    const token = await platform.signIn('desk1', 'Desk12345');
    expect(await platform.get(scoped('profile'), token)).toMatchObject({ status: 403, body: { message: 'Password change required.' } });
    const [row] = await platform.db.select().from(users).where(eq(users.userId, 'desk1'));
    expect(row).toMatchObject({ role: 'ADMIN', parentId: 'admin', enablePlaceBet: true, enableCreateDownline: false });
  });

  test('removing BetEntry refuses the clerk\'s very next bet on the same token; giving it back lets it bet again', async () => {
    expect((await bet(tokens.clerk)).status).toBe(201);
    expect(await save({ UserId: 'clerk', UserName: 'Clerk', Granted: ['Report'] })).toMatchObject({ status: 200, body: { Created: false, Account: { Granted: ['Report'] } } });
    expect(await bet(tokens.clerk)).toMatchObject({ status: 403, body: { message: 'This call needs the BetEntry permission.' } });
    expect((await platform.get(scoped('profile'), tokens.clerk)).body).toMatchObject({ Granted: ['Report'] });
    await save({ UserId: 'clerk', UserName: 'Clerk', Granted: ['BetEntry', 'Report'] });
    expect((await bet(tokens.clerk)).status).toBe(201);
    const rows = await platform.db.select().from(audits).where(and(eq(audits.entity, 'permission'), eq(audits.entityId, 'clerk'))).orderBy(asc(audits.id));
    expect(rows[0]).toMatchObject({ actorId: 'admin', action: 'UPDATE', before: { Granted: ['BetEntry', 'Report'] }, after: { Granted: ['Report'] } });
  });

  test('a sub-admin with AdminEdit changes only the names it holds, never its own', async () => {
    await save({ UserId: 'clerk', UserName: 'Clerk', Granted: ['BetEntry', 'Report', 'AdminEdit'] });
    const boss = await ready('boss1', ['SuperPwd']);
    expect((await list(tokens.clerk)).status).toBe(200);
    expect(await save({ UserId: 'helper1', UserName: 'H', Password: 'Helper123', Granted: ['SuperPwd'] }, tokens.clerk)).toMatchObject({ status: 403 });
    const helper = await save({ UserId: 'helper1', UserName: 'H', Password: 'Helper123', Granted: ['Report'] }, tokens.clerk);
    expect(helper.status).toBe(201);
    expect(await save({ UserId: 'helper1', UserName: 'H', Granted: ['Report', 'DrawSetting'] }, tokens.clerk)).toMatchObject({ status: 403 });
    expect(await save({ UserId: 'helper1', UserName: 'Helper', Granted: ['BetEntry'] }, tokens.clerk)).toMatchObject({ status: 200, body: { Account: { UserName: 'Helper', Granted: ['BetEntry'] } } });
    expect(await save({ UserId: 'boss1', UserName: 'B', Granted: [] }, tokens.clerk)).toMatchObject({ status: 403 });
    expect(await save({ UserId: 'clerk', UserName: 'C', Granted: ['BetEntry', 'Report', 'AdminEdit', 'SuperPwd'] }, tokens.clerk)).toMatchObject({ status: 400 });
    expect(await save({ UserId: 'helper1', UserName: 'H', Password: 'Other1234', Granted: ['BetEntry'] }, tokens.clerk)).toMatchObject({ status: 400, body: { field: 'Password' } });
    expect((await remove('boss1', tokens.clerk)).status).toBe(403);
    expect((await remove('clerk', tokens.clerk)).status).toBe(400);
    expect((await list(boss)).status).toBe(403);
    await save({ UserId: 'clerk', UserName: 'Clerk', Granted: ['BetEntry', 'Report'] });
    expect((await list(tokens.clerk)).status).toBe(403);
  });

  test('delete: a sub-admin without a history goes; one with a history is retired and cannot sign in', async () => {
    await save({ UserId: 'temp1', UserName: 'Temp', Password: 'Temp12345', Granted: ['Report'] });
    expect((await remove('temp1')).body).toEqual({ UserId: 'temp1', Deleted: true, Retired: false });
    expect(await platform.db.select().from(users).where(eq(users.userId, 'temp1'))).toEqual([]);
    expect((await remove('temp1')).status).toBe(404);
    for (const id of ['admin', 'agent1', 'member1', 'nobody']) expect((await remove(id)).status).toBe(404);

    // The clerk placed bets above: its tickets name it, so it stays, retired.
    expect((await remove('clerk')).body).toEqual({ UserId: 'clerk', Deleted: false, Retired: true });
    expect((await platform.get(scoped('profile'), tokens.clerk)).status).toBe(401);
    const signIn = await sendJson(platform, 'POST', '/api/v1/oauth/token', { username: 'clerk', password: 'Clerk1234' });
    expect(signIn.status).toBe(400);
    expect((await list()).body.find((row) => row.UserId === 'clerk')).toMatchObject({ Granted: [], Status: 'RETIRED' });
    const deletion = await platform.db.select().from(audits).where(and(eq(audits.entity, 'permission'), eq(audits.entityId, 'temp1'), eq(audits.action, 'DELETE')));
    expect(deletion).toHaveLength(1);

    // Super password brings it back (it must change that password at its next sign-in).
    const revived = await sendJson(platform, 'PUT', scoped('super-password'), { UserId: 'clerk', Password1: 'Clerk1234', Password2: 'Clerk1234' }, tokens.admin);
    expect(revived.status).toBe(200);
    await save({ UserId: 'clerk', UserName: 'Clerk', Granted: ['BetEntry', 'Report'] });
    expect((await list()).body.find((row) => row.UserId === 'clerk')).toMatchObject({ Status: 'ACTIVE', Granted: ['BetEntry', 'Report'], MustChangePassword: true });
  });
});
