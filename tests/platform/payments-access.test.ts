// The Payments page's lists (selectStatementSum, selectStatementSumFull, paymentUserIds,
// selectStatementType) and who may call each payment call at all: agents and admins with
// EnableCreateDownline; the clerk and agent3 (no EnableCreateDownline) get 404 from every one,
// members the access table's 403, and a UserId outside the caller's reach is a 404 too.
import { eq } from 'drizzle-orm';
import { users } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface SumRow {
  UserId: string;
  Role: string;
  ParentId: string | null;
  Level: number;
  Credit: string;
  AccBal: string;
  CreditLeft: string;
  Payable: boolean;
}
interface Sums {
  UserId: string;
  Items: SumRow[];
  Sum: { Credit: string; AccBal: string; CreditLeft: string };
}

const READS = ['selectStatementSum', 'selectStatementSumFull', 'paymentUserIds', 'selectStatementType', 'statementByMonth'];

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const get = <T = unknown>(actor: Actor, resource: string, query = '', locId = 'SG') => platform.get<T>(scoped(resource, locId, query), tokens[actor]);
  const ids = (rows: { UserId: string }[]) => rows.map((row) => row.UserId);

  test('selectStatementSum: V\'s direct agents and members with Credit, AccBal and CreditLeft', async () => {
    const agent2 = await get<Sums>('agent2', 'selectStatementSum');
    expect(agent2.status).toBe(200);
    expect(agent2.body.UserId).toBe('agent2');
    expect(ids(agent2.body.Items)).toEqual(['fresh1', 'member1', 'member3']);
    expect(agent2.body.Items.every((row) => row.Payable && row.Level === 0)).toBe(true);
    const member1 = agent2.body.Items.find((row) => row.UserId === 'member1');
    const profile = await platform.get<{ Credit: string; AccBal: string; CreditLeft: string }>(scoped('profile'), tokens.member1);
    expect(member1).toMatchObject({ Credit: profile.body.Credit, AccBal: profile.body.AccBal, CreditLeft: profile.body.CreditLeft });
    const sum = (field: 'Credit' | 'AccBal') => agent2.body.Items.reduce((total, row) => total + Math.round(Number(row[field]) * 100), 0);
    expect(Math.round(Number(agent2.body.Sum.Credit) * 100)).toBe(sum('Credit'));
    expect(Math.round(Number(agent2.body.Sum.AccBal) * 100)).toBe(sum('AccBal'));

    // An admin's children, without the clerk (a sub-admin holds no money); agent1 sees agent2 only.
    expect(ids((await get<Sums>('admin', 'selectStatementSum')).body.Items)).toEqual(['agent1', 'agent3']);
    expect(ids((await get<Sums>('agent1', 'selectStatementSum')).body.Items)).toEqual(['agent2']);
    expect((await get<Sums>('agent1', 'selectStatementSum', 'UserId=agent2', 'TT')).body.Items.map((row) => [row.UserId, row.Payable])).toEqual([
      ['fresh1', false],
      ['member1', false],
      ['member3', false],
    ]);
  });

  test('selectStatementSumFull: V\'s whole downline in tree order with levels', async () => {
    const full = await get<Sums>('agent1', 'selectStatementSumFull');
    expect(full.body.Items.map((row) => [row.UserId, row.Level, row.Payable])).toEqual([
      ['agent2', 0, true],
      ['fresh1', 1, false],
      ['member1', 1, false],
      ['member3', 1, false],
    ]);
    const admin = await get<Sums>('admin', 'selectStatementSumFull');
    expect(ids(admin.body.Items)).toEqual(['agent1', 'agent2', 'fresh1', 'member1', 'member3', 'agent3', 'member2']);
    expect(admin.body.Items.every((row) => row.Payable)).toBe(true);
  });

  test('paymentUserIds: the children of V the caller records payments for', async () => {
    expect(ids((await get<{ UserId: string }[]>('agent2', 'paymentUserIds')).body)).toEqual(['fresh1', 'member1', 'member3']);
    expect((await get<unknown[]>('agent1', 'paymentUserIds', 'UserId=agent2')).body).toEqual([]);
    expect(ids((await get<{ UserId: string }[]>('admin', 'paymentUserIds', 'UserId=agent2')).body)).toEqual(['fresh1', 'member1', 'member3']);
    expect((await get<{ UserId: string; AccBal: string }[]>('agent2', 'paymentUserIds')).body[0]).toMatchObject({ UserId: 'fresh1', Role: 'MEM' });
  });

  test('selectStatementType: the types with labels; SETTLE and CLAIM are not picked by hand', async () => {
    expect((await get('agent2', 'selectStatementType')).body).toEqual([
      { Type: 'PAYMENT', Label: 'Payment', Recordable: true },
      { Type: 'ADJUSTMENT', Label: 'Adjustment', Recordable: true },
      { Type: 'SETTLE', Label: 'Settle up', Recordable: false },
      { Type: 'CLAIM', Label: 'Share claim-back', Recordable: false },
    ]);
  });

  test.each([['member1', 403], ['clerk', 404], ['agent3', 404]] as const)('%s gets %s from every payment call, and nothing changes', async (actor, refused) => {
    for (const resource of READS) expect({ resource, status: (await get(actor, resource)).status }).toEqual({ resource, status: refused });
    expect((await get(actor, 'statementByUserId', `UserId=${actor}`)).status).toBe(refused);
    const body = { UserId: 'member1', Amount: '1.00' };
    for (const resource of ['insertStatement2', 'updateStatementSum']) {
      expect((await sendJson(platform, 'POST', scoped(resource), body, tokens[actor])).status).toBe(refused);
    }
    expect((await sendJson(platform, 'POST', scoped('insertStatements'), { Items: [body] }, tokens[actor])).status).toBe(refused);
    // Even a malformed body: the caller is refused before anything is read.
    expect((await sendJson(platform, 'POST', scoped('insertStatement2'), { Amount: 'x' }, tokens[actor])).status).toBe(refused);
    const voided = await platform.request(scoped('deleteStatement2/1'), { method: 'DELETE', headers: { authorization: `Bearer ${tokens[actor]}` } });
    expect(voided.status).toBe(refused);
  });

  test('a UserId outside the reach is a 404 for every listing (agent3 given the flag, against agent2\'s branch)', async () => {
    await platform.db.update(users).set({ enableCreateDownline: true }).where(eq(users.userId, 'agent3'));
    expect(ids((await get<Sums>('agent3', 'selectStatementSum')).body.Items)).toEqual(['member2']);
    for (const resource of READS.filter((name) => name !== 'selectStatementType')) {
      for (const userId of ['member1', 'agent2', 'agent1', 'admin', 'nobody']) {
        expect({ resource, userId, status: (await get('agent3', resource, `UserId=${userId}`)).status }).toEqual({ resource, userId, status: 404 });
      }
    }
    expect((await get('agent3', 'statementByUserId', 'UserId=member1')).status).toBe(404);
    expect((await get('agent2', 'selectStatementSum', 'UserId=member2')).status).toBe(404);
    await platform.db.update(users).set({ enableCreateDownline: false }).where(eq(users.userId, 'agent3'));
  });

  test('calls without a session are 401', async () => {
    expect((await platform.request(scoped('selectStatementSum'))).status).toBe(401);
  });
});
