// Sub shares (GET, POST subShare; DELETE subShare/{id}) and their split in the group report
// (docs/decisions/sub-shares.md): admins only (anyone else: the access table's 403 before the body is
// read); a holder, row or location out of reach is 404; a holder's sub shares stay within 100.00 %;
// every change is audited; reportGroupFull splits V's OwnShare by V's sub shares.
import { and, eq } from 'drizzle-orm';
import { groupNet, subSharePart } from '@/lib/domain/sub-shares';
import { audits, subShares } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { concurrencyTest, platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';
import { bookDraw, clearSettlements, pastDraws } from './reports-fixtures';

interface SubShare {
  SubShareId: number;
  UserId: string;
  Partner: string;
  Percent: string;
  Remark: string;
}
interface GroupRow {
  GroupId: string;
  OwnShare: string;
  Amount: string;
  SubShare: string;
  Expense: string;
  Net: string;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const list = (query = '', token = tokens.admin, locId = 'SG') => platform.get<{ Items: SubShare[] }>(scoped('subShare', locId, query), token);
  const save = (body: unknown, token = tokens.admin, locId = 'SG') => sendJson<SubShare>(platform, 'POST', scoped('subShare', locId), body, token);
  const remove = (id: number | string, token = tokens.admin, locId = 'SG') =>
    platform.request<SubShare>(scoped(`subShare/${id}`, locId), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  let drawId = 0;

  beforeAll(async () => {
    await clearSettlements(platform.db, 'SG');
    const [draw] = await pastDraws(platform.db, 'SG', '2025-04-20');
    drawId = draw?.id ?? 0;
    await bookDraw(platform.db, 'SG', drawId, [
      { userId: 'member1', turnover: '100.00', strike: '0.00' },
      { userId: 'member3', turnover: '37.50', strike: '250.00' },
      { userId: 'member2', turnover: '20.00', strike: '0.00' },
    ]);
  });

  beforeEach(async () => {
    await platform.db.delete(subShares);
  });

  test.each(['agent1', 'agent3', 'member1'] as const)('%s gets 403 from every sub-share call, before its body is read', async (actor: Actor) => {
    const refused = { status: 403, body: { message: 'This call is for admins only.' } };
    expect(await list('', tokens[actor])).toMatchObject(refused);
    expect(await save({ UserId: 'agent1', Partner: 'Sneaky', Percent: '10' }, tokens[actor])).toMatchObject(refused);
    expect(await save({}, tokens[actor])).toMatchObject(refused);
    expect(await remove(1, tokens[actor])).toMatchObject(refused);
    expect(await platform.db.select().from(subShares)).toEqual([]);
  });

  test('admin adds, changes and removes a sub share; each change is audited', async () => {
    const added = await save({ UserId: 'agent1', Partner: 'Mr Tan', Percent: '25', Remark: 'old friend' });
    expect(added).toMatchObject({ status: 201, body: { UserId: 'agent1', Partner: 'Mr Tan', Percent: '25.00', Remark: 'old friend' } });
    const changed = await save({ UserId: 'agent1', Partner: 'Mr Tan', Percent: '30.5' });
    expect(changed).toMatchObject({ status: 201, body: { SubShareId: added.body.SubShareId, Percent: '30.50' } });
    expect((await list('UserId=agent1')).body.Items).toEqual([expect.objectContaining({ Partner: 'Mr Tan', Percent: '30.50' })]);
    expect((await list('', tokens.admin, 'MG')).body.Items).toEqual([]);
    expect(await remove(added.body.SubShareId)).toMatchObject({ status: 200, body: { Partner: 'Mr Tan' } });
    expect(await remove(added.body.SubShareId)).toMatchObject({ status: 404 });
    const rows = await platform.db.select().from(audits).where(and(eq(audits.entity, 'subShare'), eq(audits.entityId, String(added.body.SubShareId))));
    expect(rows.map((row) => row.action).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
  });

  test('the clerk (an admin without named permissions) may use Sub Share, for the company', async () => {
    expect(await save({ UserId: 'admin', Partner: 'Partner A', Percent: '10' }, tokens.clerk)).toMatchObject({ status: 201, body: { UserId: 'admin' } });
    expect((await list('', tokens.clerk)).body.Items).toHaveLength(1);
  });

  test('refusals: out of reach or location is 404, a member or sub-admin holds no share, percents stay within 100.00', async () => {
    expect(await save({ UserId: 'nobody', Partner: 'P', Percent: '10' })).toMatchObject({ status: 404 });
    expect(await list('UserId=nobody')).toMatchObject({ status: 404 });
    expect(await save({ UserId: 'member1', Partner: 'P', Percent: '10' })).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect(await save({ UserId: 'clerk', Partner: 'P', Percent: '10' })).toMatchObject({ status: 400, body: { field: 'UserId' } });
    for (const Percent of ['0', '100.01', '12.345', 'ten', '']) expect(await save({ UserId: 'agent1', Partner: 'P', Percent })).toMatchObject({ status: 400, body: { field: 'Percent' } });
    expect(await save({ UserId: 'agent1', Partner: '', Percent: '10' })).toMatchObject({ status: 400, body: { field: 'Partner' } });
    expect((await save({ UserId: 'agent1', Partner: 'A', Percent: '60' })).status).toBe(201);
    expect(await save({ UserId: 'agent1', Partner: 'B', Percent: '40.01' })).toMatchObject({ status: 400, body: { field: 'Percent' } });
    expect((await save({ UserId: 'agent1', Partner: 'B', Percent: '40' })).status).toBe(201);
    const mg = await save({ UserId: 'agent1', Partner: 'M', Percent: '5' }, tokens.admin, 'MG');
    expect(mg.status).toBe(201);
    expect(await remove(mg.body.SubShareId)).toMatchObject({ status: 404 });
    expect(await remove('abc')).toMatchObject({ status: 400 });
  });

  test('reportGroupFull splits V’s OwnShare by V’s sub shares; Net = Amount - SubShare - Expense', async () => {
    const before = await platform.get<{ Rows: GroupRow[]; Total: GroupRow }>(scoped('reportGroupFull', 'SG', `DrawId=${drawId}`), tokens.admin);
    expect(before.status).toBe(200);
    expect(before.body.Rows.every((row) => row.SubShare === '0.00' && row.Net === groupNet(row.Amount, '0.00', row.Expense))).toBe(true);
    await save({ UserId: 'admin', Partner: 'A', Percent: '25' });
    await save({ UserId: 'admin', Partner: 'B', Percent: '12.5' });
    const after = await platform.get<{ Rows: GroupRow[]; Total: GroupRow }>(scoped('reportGroupFull', 'SG', `DrawId=${drawId}`), tokens.admin);
    expect(after.body.Rows.length).toBeGreaterThan(0);
    for (const row of after.body.Rows) {
      expect(row.SubShare).toBe(subSharePart(row.OwnShare, ['25.00', '12.50']));
      expect(row.Net).toBe(groupNet(row.Amount, row.SubShare, row.Expense));
    }
    expect(after.body.Rows.some((row) => row.SubShare !== '0.00')).toBe(true);
    expect(after.body.Total.Net).toBe(groupNet(after.body.Total.Amount, after.body.Total.SubShare, after.body.Total.Expense));
    // agent1's sub shares split agent1's own report, not the company's.
    await save({ UserId: 'agent1', Partner: 'C', Percent: '50' });
    const agent1 = await platform.get<{ Rows: GroupRow[] }>(scoped('reportGroupFull', 'SG', `DrawId=${drawId}`), tokens.agent1);
    for (const row of agent1.body.Rows) expect(row.SubShare).toBe(subSharePart(row.OwnShare, ['50.00']));
    const admin = await platform.get<{ Rows: GroupRow[] }>(scoped('reportGroupFull', 'SG', `DrawId=${drawId}`), tokens.admin);
    expect(admin.body.Rows).toEqual(after.body.Rows);
  });

  concurrencyTest(driver)('two sub shares sent at once never pass 100.00 % together', async () => {
    const answers = await Promise.all([
      save({ UserId: 'agent2', Partner: 'X', Percent: '60' }),
      save({ UserId: 'agent2', Partner: 'Y', Percent: '60' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await platform.db.select().from(subShares).where(eq(subShares.userId, 'agent2'))).toHaveLength(1);
  });
});
