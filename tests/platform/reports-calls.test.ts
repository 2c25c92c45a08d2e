// The settlement reports over `settlements` rows booked by hand (reports-fixtures.ts, with the pure
// settlement and the demo rates) on two past SG draws: reportFull, reportFull2, reportUplineFull,
// reportSummary3, reportGroupFull, reportGroup2Full, reportGroupSetting, reportCollectionFull,
// dSelectStatementSummary, mMemberReportSummary, reportDate and reportDate2, and the report query.
//
// Identities checked here (all exact, in cents):
// - reportFull(V).Total = the sum of its rows; each row = the sum of that child's settlements rows.
// - For an agent or the company V: Total.Turnover = Self.Turnover and Total.Strike = Self.Strike
//   (every member below V lies in exactly one child's group).
// - Group report: the parts of V's groups (OwnCommission, OwnShare) add up to V's own settled
//   OwnCommission and OwnShare when V has no direct members (admin, agent1), rates unchanged.
// - Collection: Collect = -(Amount + Payments) per row and in total.
import { and, eq } from 'drizzle-orm';
import { audits, draws, payments, userLocations, users } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { sendJson } from './support/entry';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { bookDraw, cents, clearSettlements, money, pastDraws, storedSums } from './reports-fixtures';

type Figures = Record<'Turnover' | 'Commission' | 'Strike' | 'WinLoss' | 'OwnCommission' | 'OwnShare' | 'UplineShare' | 'Amount', string>;
type UserRow = Figures & { UserId: string; UserName: string; Role: string };
interface Full {
  UserId: string;
  Rows: UserRow[];
  Self: UserRow;
  Total: Figures;
}

const FIELDS = ['Turnover', 'Commission', 'Strike', 'WinLoss', 'OwnCommission', 'OwnShare', 'UplineShare', 'Amount'] as const;
const COLUMNS = ['turnover', 'commission', 'strike', 'winLoss', 'ownCommission', 'ownShare', 'uplineShare', 'amount'] as const;

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let d1 = { id: 0, drawDate: '' };
  let d2 = { id: 0, drawDate: '' };
  let range = '';

  const get = <T>(resource: string, actor: keyof typeof tokens, query: string) => platform.get<T>(scoped(resource, 'SG', query), tokens[actor]);
  const figuresOf = (sums: Record<string, bigint> | undefined): Figures =>
    Object.fromEntries(FIELDS.map((field, i) => [field, money(sums?.[COLUMNS[i] as string] ?? 0n)])) as Figures;

  beforeAll(async () => {
    const { db } = platform;
    await clearSettlements(db, 'SG');
    // Payments of the demo data (if any) would blur the expected sums: only this file's count.
    await db.delete(payments).where(eq(payments.locId, 'SG'));
    [d2, d1] = (await pastDraws(db, 'SG', '2025-04-20')) as [typeof d2, typeof d1];
    range = `DrawFrom=${d1.drawDate}&DrawTo=${d2.drawDate}`;
    await bookDraw(db, 'SG', d1.id, [
      { userId: 'member1', turnover: '100.00', strike: '0.00' },
      { userId: 'member3', turnover: '37.50', strike: '250.00' },
      { userId: 'member2', turnover: '20.00', strike: '0.00' },
    ]);
    await bookDraw(db, 'SG', d2.id, [
      { userId: 'member1', turnover: '55.55', strike: '1200.00' },
      { userId: 'member2', turnover: '10.10', strike: '0.00' },
    ]);
  });

  test('reportFull: agent2 sees member1 and member3 with their sums; Total adds the rows up', async () => {
    const answer = await get<Full>('reportFull', 'agent2', range);
    expect(answer.status).toBe(200);
    const { Rows, Self, Total } = answer.body;
    expect(Rows.map((row) => row.UserId)).toEqual(['member1', 'member3']);
    expect(Rows[0]).toEqual({
      UserId: 'member1', UserName: 'Member One', Role: 'MEM',
      Turnover: '155.55', Commission: '7.78', Strike: '1200.00', WinLoss: '1052.23',
      OwnCommission: '0.00', OwnShare: '0.00', UplineShare: '-1052.23', Amount: '1052.23',
    });
    const stored = await storedSums(platform.db, [d1.id, d2.id]);
    expect(Self).toEqual({ UserId: 'agent2', UserName: expect.any(String), Role: 'AG', ...figuresOf(stored.get('agent2')) });
    for (const field of FIELDS) expect(Total[field]).toBe(money(Rows.reduce((sum, row) => sum + cents(row[field]), 0n)));
    expect(Total.Turnover).toBe(Self.Turnover);
    expect(Total.Strike).toBe(Self.Strike);
  });

  test('reportFull: one draw by DrawId or DrawDate; the company sees its agents; a member only itself', async () => {
    const byId = await get<Full>('reportFull', 'agent2', `DrawId=${d2.id}`);
    const byDate = await get<Full>('reportFull', 'agent2', `DrawDate=${d2.drawDate}`);
    expect(byId.body).toEqual(byDate.body);
    expect(byId.body.Rows.map((row) => row.UserId)).toEqual(['member1']);
    expect(byId.body.Rows[0]?.WinLoss).toBe('1147.23');

    const stored = await storedSums(platform.db, [d1.id, d2.id]);
    const admin = await get<Full>('reportFull', 'admin', range);
    expect(admin.body.Rows.map((row) => row.UserId)).toEqual(['agent1', 'agent3']);
    expect(admin.body.Rows[0]).toMatchObject(figuresOf(stored.get('agent1')));
    expect(admin.body.Self).toMatchObject({ UserId: 'admin', ...figuresOf(stored.get('admin')) });
    expect(admin.body.Total.Turnover).toBe(admin.body.Self.Turnover);
    // The clerk reports for the company above it.
    expect((await get<Full>('reportFull', 'clerk', range)).body).toEqual(admin.body);

    const member = await get<Full>('reportFull', 'member1', range);
    expect(member.body.Rows.map((row) => row.UserId)).toEqual(['member1']);
    expect(member.body.Total).toEqual(figuresOf(stored.get('member1')));
    // agent1 drills down to agent2: the same answer as agent2's own.
    expect((await get<Full>('reportFull', 'agent1', `${range}&UserId=agent2`)).body).toEqual((await get<Full>('reportFull', 'agent2', range)).body);
  });

  test('the report query: one draw or a range, refused with the field at fault', async () => {
    const refused = async (query: string, field: string, status = 400) => {
      const answer = await get<{ message: string; field?: string }>('reportFull', 'agent2', query);
      expect(answer.status).toBe(status);
      if (status === 400) expect(answer.body.field).toBe(field);
    };
    await refused('', 'DrawId');
    await refused(`DrawFrom=${d1.drawDate}`, 'DrawTo');
    await refused(`DrawTo=${d1.drawDate}`, 'DrawFrom');
    await refused(`DrawFrom=${d2.drawDate}&DrawTo=${d1.drawDate}`, 'DrawTo');
    await refused('DrawFrom=2024-01-01&DrawTo=2025-01-01', 'DrawTo');
    await refused('DrawDate=20250419', 'DrawDate');
    await refused('DrawId=abc', 'DrawId');
    // A draw of another location, or a date without a draw, is not found.
    const [mg] = await platform.db.select({ id: draws.id }).from(draws).where(eq(draws.locId, 'MG')).limit(1);
    await refused(`DrawId=${mg?.id}`, '', 404);
    await refused('DrawDate=2025-04-18', '', 404);
    // 366 days, both ends included, is the longest range.
    expect((await get('reportFull', 'agent2', 'DrawFrom=2024-04-20&DrawTo=2025-04-20')).status).toBe(200);
    // One draw wins over a range.
    const both = await get<Full>('reportFull', 'agent2', `DrawId=${d2.id}&${range}`);
    expect(both.body.Rows.map((row) => row.UserId)).toEqual(['member1']);
  });

  test('reportFull2 and reportSummary3: V’s own figures per draw; the summary adds payments', async () => {
    const stored = await storedSums(platform.db, [d1.id]);
    const answer = await get<{ Rows: (Figures & { DrawId: number; DrawDate: string })[]; Total: Figures }>('reportFull2', 'agent1', range);
    expect(answer.body.Rows.map((row) => row.DrawDate)).toEqual([d1.drawDate, d2.drawDate]);
    expect(answer.body.Rows[0]).toEqual({ DrawId: d1.id, DrawDate: d1.drawDate, ...figuresOf(stored.get('agent1')) });
    expect(answer.body.Total).toEqual(figuresOf((await storedSums(platform.db, [d1.id, d2.id])).get('agent1')));

    const summary = await get<{ Rows: unknown[]; Total: Figures; Payments: string; Balance: string }>('reportSummary3', 'member1', range);
    expect(summary.body.Rows).toHaveLength(2);
    expect(summary.body).toMatchObject({ Payments: '0.00', Balance: summary.body.Total.Amount });
  });

  test('reportUplineFull: V up to the caller, never above it', async () => {
    const ids = async (actor: keyof typeof tokens, query: string) =>
      (await get<{ Rows: { UserId: string; Level: number }[] }>('reportUplineFull', actor, query)).body.Rows.map((row) => `${row.Level}:${row.UserId}`);
    expect(await ids('agent1', `${range}&UserId=member1`)).toEqual(['0:member1', '1:agent2', '2:agent1']);
    expect(await ids('admin', `${range}&UserId=member1`)).toEqual(['0:member1', '1:agent2', '2:agent1', '3:admin']);
    expect(await ids('agent2', range)).toEqual(['0:agent2']);
    expect(await ids('member1', range)).toEqual(['0:member1']);
  });

  test('reportGroupFull: each child agent’s group and V’s own part, which adds up to V’s settled row', async () => {
    const stored = await storedSums(platform.db, [d1.id, d2.id]);
    for (const viewer of ['admin', 'agent1'] as const) {
      const answer = await get<{ Rows: (Figures & { GroupId: string })[]; Total: Figures; Custom: boolean }>('reportGroupFull', viewer, range);
      expect(answer.status).toBe(200);
      expect(answer.body.Custom).toBe(false);
      expect(answer.body.Rows.map((row) => row.GroupId)).toEqual(viewer === 'admin' ? ['agent1', 'agent3'] : ['agent2']);
      const own = stored.get(viewer);
      expect(answer.body.Total.OwnCommission).toBe(money(own?.ownCommission ?? 0n));
      expect(answer.body.Total.OwnShare).toBe(money(own?.ownShare ?? 0n));
      expect(answer.body.Total.Amount).toBe(money(own?.amount ?? 0n));
      const head = answer.body.Rows[0];
      const group = stored.get(head?.GroupId ?? '');
      expect(head).toMatchObject({ Turnover: money(group?.turnover ?? 0n), WinLoss: money(group?.winLoss ?? 0n), UplineShare: money(group?.uplineShare ?? 0n) });
    }
    // agent3 has GroupReportDisabled.
    expect((await get('reportGroupFull', 'agent3', range)).status).toBe(403);
  });

  test('reportGroup2Full: every member of each group; refused when the breakdown is disabled', async () => {
    const answer = await get<{ Rows: (Figures & { GroupId: string; UserId: string })[]; Total: Figures }>('reportGroup2Full', 'admin', range);
    expect(answer.body.Rows.map((row) => `${row.GroupId}/${row.UserId}`)).toEqual(['agent1/member1', 'agent1/member3', 'agent3/member2']);
    const groups = await get<{ Total: Figures }>('reportGroupFull', 'admin', range);
    for (const field of ['Turnover', 'Strike', 'OwnCommission', 'OwnShare', 'Amount'] as const) expect(answer.body.Total[field]).toBe(groups.body.Total[field]);
    await platform.db.update(users).set({ groupReportBreakdownDisabled: true }).where(eq(users.userId, 'agent1'));
    try {
      expect((await get('reportGroup2Full', 'agent1', range)).status).toBe(403);
      expect((await get('reportGroupFull', 'agent1', range)).status).toBe(200);
    } finally {
      await platform.db.update(users).set({ groupReportBreakdownDisabled: false }).where(eq(users.userId, 'agent1'));
    }
  });

  test('reportGroupSetting: a saved choice of child agents narrows the group report; DELETE restores all', async () => {
    type Setting = { Custom: boolean; Groups: { UserId: string; Selected: boolean }[] };
    const setting = (actor: keyof typeof tokens, method: 'POST' | 'DELETE', body?: unknown, query = '') =>
      method === 'POST'
        ? sendJson<Setting>(platform, 'POST', scoped('reportGroupSetting', 'SG', query), body, tokens[actor])
        : platform.request<Setting>(scoped('reportGroupSetting', 'SG', query), { method: 'DELETE', headers: { authorization: `Bearer ${tokens[actor]}` } });
    const initial = await get<{ Custom: boolean; Groups: { UserId: string; Selected: boolean }[] }>('reportGroupSetting', 'admin', '');
    expect(initial.body).toEqual({ UserId: 'admin', Custom: false, Groups: [
      { UserId: 'agent1', UserName: expect.any(String), Selected: true },
      { UserId: 'agent3', UserName: expect.any(String), Selected: true },
    ] });
    const saved = await setting('admin', 'POST', { Groups: ['agent3'] });
    expect(saved.status).toBe(200);
    expect(saved.body.Groups.map((group) => `${group.UserId}:${group.Selected}`)).toEqual(['agent1:false', 'agent3:true']);
    const narrowed = await get<{ Custom: boolean; Rows: { GroupId: string }[] }>('reportGroupFull', 'admin', range);
    expect(narrowed.body).toMatchObject({ Custom: true, Rows: [{ GroupId: 'agent3' }] });
    const [audit] = await platform.db.select().from(audits).where(and(eq(audits.entity, 'reportGroupSetting'), eq(audits.action, 'CREATE')));
    expect(audit).toMatchObject({ actorId: 'admin', entityId: 'admin', locId: 'SG', after: { Groups: ['agent3'] } });
    // Only direct child agents; nothing of another branch.
    expect((await setting('admin', 'POST', { Groups: ['agent2'] })).status).toBe(400);
    expect((await setting('admin', 'POST', { Groups: [] })).status).toBe(400);
    expect((await setting('agent1', 'POST', { UserId: 'agent3', Groups: ['agent3'] })).status).toBe(404);
    expect((await setting('agent3', 'POST', { Groups: [] })).status).toBe(403);
    const removed = await setting('admin', 'DELETE');
    expect(removed.body.Custom).toBe(false);
    expect((await get<{ Rows: unknown[] }>('reportGroupFull', 'admin', range)).body.Rows).toHaveLength(2);
  });

  test('reportCollectionFull and dSelectStatementSummary: AccBal, settled Amount, payments and what to collect', async () => {
    const { db } = platform;
    await db.update(userLocations).set({ accBal: '-80.00' }).where(and(eq(userLocations.userId, 'member3'), eq(userLocations.locId, 'SG')));
    await db.insert(payments).values({ userId: 'member3', locId: 'SG', amount: '50.00', createdBy: 'agent2', createdAt: new Date(`${d1.drawDate}T12:00:00+08:00`) });
    const stored = await storedSums(db, [d1.id, d2.id]);
    const answer = await get<{ Rows: Record<string, string>[]; Total: Record<string, string> }>('reportCollectionFull', 'agent2', range);
    expect(answer.status).toBe(200);
    expect(answer.body.Rows.map((row) => row.UserId)).toEqual(['fresh1', 'member1', 'member3']);
    const member3 = answer.body.Rows.find((row) => row.UserId === 'member3');
    const amount = stored.get('member3')?.amount ?? 0n;
    expect(member3).toMatchObject({ AccBal: '-80.00', Amount: money(amount), Payments: '50.00', Collect: money(-(amount + 5000n)) });
    for (const row of answer.body.Rows) expect(cents(row.Collect ?? '')).toBe(-(cents(row.Amount ?? '') + cents(row.Payments ?? '')));
    expect(answer.body.Total.Payments).toBe('50.00');

    const statement = await get<{ Rows: Record<string, string>[]; Total: Record<string, string> }>('dSelectStatementSummary', 'agent2', range);
    expect(statement.body.Rows.find((row) => row.UserId === 'member3')).toMatchObject({ Amount: money(amount), Payments: '50.00', Net: money(amount + 5000n) });
    // A payment outside the dates is not counted.
    const before = await get<{ Total: Record<string, string> }>('dSelectStatementSummary', 'agent2', `DrawId=${d2.id}`);
    expect(before.body.Total.Payments).toBe('0.00');
  });

  test('mMemberReportSummary: members per draw in V’s subtree; a member sees itself', async () => {
    const ids = async (actor: keyof typeof tokens, query: string) =>
      (await get<{ Rows: { UserId: string; DrawDate: string }[] }>('mMemberReportSummary', actor, query)).body.Rows.map((row) => `${row.DrawDate === d1.drawDate ? 'd1' : 'd2'}:${row.UserId}`);
    expect(await ids('admin', range)).toEqual(['d1:member1', 'd1:member2', 'd1:member3', 'd2:member1', 'd2:member2']);
    expect(await ids('agent2', range)).toEqual(['d1:member1', 'd1:member3', 'd2:member1']);
    expect(await ids('member1', range)).toEqual(['d1:member1', 'd2:member1']);
    const total = await get<{ Total: Record<string, string> }>('mMemberReportSummary', 'member1', range);
    expect(total.body.Total).toEqual({ Turnover: '155.55', Commission: '7.78', Strike: '1200.00', WinLoss: '1052.23' });
  });

  test('reportDate and reportDate2: settled and resulted draws, newest first', async () => {
    const { db } = platform;
    await db.update(draws).set({ settledAt: new Date('2025-04-19T12:00:00Z') }).where(eq(draws.id, d2.id));
    const dates = await get<{ DrawId: number; DrawDate: string }[]>('reportDate', 'member1', '');
    expect(dates.body[0]).toEqual({ DrawId: d2.id, DrawDate: d2.drawDate });
    expect(dates.body.every((row, i, all) => i === 0 || (all[i - 1]?.DrawDate ?? '') > row.DrawDate)).toBe(true);
    const dates2 = await get<{ DrawId: number; Settled: boolean; SettledAt: string | null }[]>('reportDate2', 'member1', '');
    expect(dates2.body.find((row) => row.DrawId === d2.id)).toMatchObject({ Settled: true, SettledAt: '2025-04-19T12:00:00.000Z' });
    expect(dates2.body.length).toBeGreaterThanOrEqual(dates.body.length);
  });
});
