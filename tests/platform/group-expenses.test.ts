// Group expenses (GET, POST groupExpense; DELETE groupExpense/{id}; docs/decisions/sub-shares.md):
// admins only (the access table's 403 for anyone else, before the body is read); a group that is not
// an agent is 400, a group, draw or row out of reach or location 404; every change is audited; the
// parent's reportGroupFull deducts a group's expenses of the report's draws from its Net.
import { and, eq } from 'drizzle-orm';
import { groupNet } from '@/lib/domain/sub-shares';
import { audits, groupExpenses, draws } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';
import { bookDraw, clearSettlements, pastDraws } from './reports-fixtures';

interface Expense {
  ExpenseId: number;
  DrawId: number;
  DrawDate: string;
  UserId: string;
  Amount: string;
  Remark: string;
}
interface GroupRow {
  GroupId: string;
  Amount: string;
  SubShare: string;
  Expense: string;
  Net: string;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const list = (query = '', token = tokens.admin) => platform.get<{ Items: Expense[]; Total: string }>(scoped('groupExpense', 'SG', query), token);
  const add = (body: unknown, token = tokens.admin, locId = 'SG') => sendJson<Expense>(platform, 'POST', scoped('groupExpense', locId), body, token);
  const remove = (id: number | string, token = tokens.admin) =>
    platform.request<Expense>(scoped(`groupExpense/${id}`), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  let d1 = 0;
  let d2 = 0;
  let mgDraw = 0;

  beforeAll(async () => {
    await clearSettlements(platform.db, 'SG');
    const [second, first] = await pastDraws(platform.db, 'SG', '2025-04-20');
    d1 = first?.id ?? 0;
    d2 = second?.id ?? 0;
    await bookDraw(platform.db, 'SG', d1, [
      { userId: 'member1', turnover: '100.00', strike: '0.00' },
      { userId: 'member2', turnover: '20.00', strike: '0.00' },
    ]);
    await bookDraw(platform.db, 'SG', d2, [{ userId: 'member1', turnover: '55.55', strike: '1200.00' }]);
    const [mg] = await platform.db.select({ id: draws.id }).from(draws).where(eq(draws.locId, 'MG')).limit(1);
    mgDraw = mg?.id ?? 0;
  });

  beforeEach(async () => {
    await platform.db.delete(groupExpenses);
  });

  test.each(['agent1', 'agent2', 'member1'] as const)('%s gets 403 from every group-expense call, before its body is read', async (actor: Actor) => {
    const refused = { status: 403, body: { message: 'This call is for admins only.' } };
    expect(await list('', tokens[actor])).toMatchObject(refused);
    expect(await add({ DrawId: d1, UserId: 'agent2', Amount: '10.00' }, tokens[actor])).toMatchObject(refused);
    expect(await add('not json', tokens[actor])).toMatchObject(refused);
    expect(await remove(1, tokens[actor])).toMatchObject(refused);
    expect(await platform.db.select().from(groupExpenses)).toEqual([]);
  });

  test('admin adds, lists and removes expenses; each change is audited', async () => {
    const added = await add({ DrawId: d1, UserId: 'agent1', Amount: '12.5', Remark: 'dinner' });
    expect(added).toMatchObject({ status: 201, body: { DrawId: d1, UserId: 'agent1', Amount: '12.50', Remark: 'dinner' } });
    expect((await add({ DrawId: d2, UserId: 'agent1', Amount: '7.25' })).status).toBe(201);
    expect((await list('UserId=agent1')).body).toMatchObject({ Total: '19.75' });
    expect((await list(`DrawId=${d1}`)).body.Items.map((item) => item.Amount)).toEqual(['12.50']);
    expect(await remove(added.body.ExpenseId)).toMatchObject({ status: 200, body: { Amount: '12.50' } });
    expect(await remove(added.body.ExpenseId)).toMatchObject({ status: 404 });
    const rows = await platform.db.select().from(audits).where(and(eq(audits.entity, 'groupExpense'), eq(audits.entityId, String(added.body.ExpenseId))));
    expect(rows.map((row) => row.action).sort()).toEqual(['CREATE', 'DELETE']);
  });

  test('refusals: a group is an agent (400), a user, draw or row out of reach or location is 404, amounts are positive money', async () => {
    expect(await add({ DrawId: d1, UserId: 'member1', Amount: '1.00' })).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect(await add({ DrawId: d1, UserId: 'nobody', Amount: '1.00' })).toMatchObject({ status: 404 });
    expect(await add({ DrawId: mgDraw, UserId: 'agent1', Amount: '1.00' })).toMatchObject({ status: 404 });
    expect(await add({ DrawId: 2_000_000, UserId: 'agent1', Amount: '1.00' })).toMatchObject({ status: 404 });
    for (const Amount of ['0', '-5.00', '1.234', 'x']) expect(await add({ DrawId: d1, UserId: 'agent1', Amount })).toMatchObject({ status: 400, body: { field: 'Amount' } });
    const mg = await add({ DrawId: mgDraw, UserId: 'agent1', Amount: '3.00' }, tokens.admin, 'MG');
    expect(mg.status).toBe(201);
    expect(await remove(mg.body.ExpenseId)).toMatchObject({ status: 404 });
    expect((await list()).body.Items).toEqual([]);
  });

  test('the parent’s group report deducts the group’s expenses of its draws from Net', async () => {
    await add({ DrawId: d1, UserId: 'agent1', Amount: '10.00' });
    await add({ DrawId: d1, UserId: 'agent1', Amount: '5.55' });
    await add({ DrawId: d2, UserId: 'agent1', Amount: '100.00' });
    await add({ DrawId: d1, UserId: 'agent2', Amount: '1.00' });
    const report = (query: string, token = tokens.admin) => platform.get<{ Rows: GroupRow[]; Total: GroupRow }>(scoped('reportGroupFull', 'SG', query), token);
    const one = await report(`DrawId=${d1}`);
    const agent1 = one.body.Rows.find((row) => row.GroupId === 'agent1');
    expect(agent1).toMatchObject({ Expense: '15.55', Net: groupNet(agent1?.Amount ?? '0.00', agent1?.SubShare ?? '0.00', '15.55') });
    expect(one.body.Rows.find((row) => row.GroupId === 'agent3')).toMatchObject({ Expense: '0.00' });
    expect(one.body.Total.Expense).toBe('15.55');
    const both = await report('DrawFrom=2025-01-01&DrawTo=2025-04-20');
    expect(both.body.Rows.find((row) => row.GroupId === 'agent1')).toMatchObject({ Expense: '115.55' });
    // agent2's expense shows in its parent's (agent1's) report, not the company's.
    const own = await report(`DrawId=${d1}`, tokens.agent1);
    expect(own.body.Rows).toEqual([expect.objectContaining({ GroupId: 'agent2', Expense: '1.00' })]);
  });
});
