// The settlement reports over real settlements: the demo bets of past draws settled by the platform's
// own settleDraw (again here, in an SG and a TT draw: it is idempotent), read back through reportFull
// and mMemberReportSummary, and checked against the bets and strikes they come from.
//
// Identities checked (exact, in cents), for one draw and for a range of every past draw:
// (1) Σ Amount of every user = 0: the members' WinLoss (a member's Amount is its WinLoss) + each
//     agent's Amount (OwnCommission + OwnShare) + the company's Amount.
// (2) admin's reportFull Total.WinLoss = Σ members' WinLoss + Σ agents' OwnCommission: an agent's
//     WinLoss is its group's result at its own commission rate, so between the members and the top
//     agents exactly the agents' own commissions are added, nothing else. Self.WinLoss (the company's)
//     equals Total.WinLoss, and Self.Turnover, Self.Strike equal the members' sums.
// (3) agent2's report shows member1's totals: its member1 row equals member1's own report, whose
//     Turnover is the cost of member1's live bets on the draw (betSummaryFull) and whose Strike is the
//     sum of member1's strike rows.
// (4) the group report: V's parts of its groups add up to V's own settled OwnCommission and OwnShare.
// (5) agent3 sees none of agent2's branch: only member2 in its rows, 404 for member1 and agent2.
import { and, eq, sql } from 'drizzle-orm';
import { strikes } from '@/platform/db/schema';
import { settleDraw } from '@/platform/services/settlement/settle';
import { scoped, useActorTokens } from './support/actors';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { cents, money, pastDraws } from './reports-fixtures';

type Figures = Record<'Turnover' | 'Commission' | 'Strike' | 'WinLoss' | 'OwnCommission' | 'OwnShare' | 'UplineShare' | 'Amount', string>;
type UserRow = Figures & { UserId: string; Role: string };
interface Full {
  Rows: UserRow[];
  Self: UserRow;
  Total: Figures;
}
interface MemberSummary {
  Rows: { UserId: string; DrawId: number; WinLoss: string; Turnover: string; Strike: string }[];
}

const AGENTS = ['agent1', 'agent2', 'agent3'] as const;

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const queries: { locId: string; query: string; drawId?: number }[] = [];

  beforeAll(async () => {
    for (const locId of ['SG', 'TT']) {
      const past = await pastDraws(platform.db, locId, '2025-04-20');
      const newest = past[0];
      if (!newest) throw new Error(`no past ${locId} draw`);
      const summary = await settleDraw(platform.db, newest.id, { now: FIXED_NOW });
      expect(summary.users).toBeGreaterThan(0);
      queries.push({ locId, query: `DrawId=${newest.id}`, drawId: newest.id });
      queries.push({ locId, query: `DrawFrom=${past.at(-1)?.drawDate}&DrawTo=${newest.drawDate}` });
    }
  });

  const get = async <T>(resource: string, actor: keyof typeof tokens, locId: string, query: string) => {
    const answer = await platform.get<T>(scoped(resource, locId, query), tokens[actor]);
    expect([resource, actor, answer.status]).toEqual([resource, actor, 200]);
    return answer.body;
  };
  const sum = (values: readonly string[]) => values.reduce((total, value) => total + cents(value), 0n);

  test('every user’s Amount adds up to 0, and admin’s WinLoss is the members’ plus the agents’ own commission', async () => {
    for (const { locId, query } of queries) {
      const members = await get<MemberSummary>('mMemberReportSummary', 'admin', locId, query);
      expect(members.Rows.length).toBeGreaterThan(0);
      const company = await get<Full>('reportFull', 'admin', locId, query);
      const agents = await Promise.all(AGENTS.map((agent) => get<Full>('reportFull', agent, locId, query)));
      const membersWinLoss = sum(members.Rows.map((row) => row.WinLoss));
      const agentsAmount = sum(agents.map((agent) => agent.Self.Amount));
      // (1)
      expect([locId, query, money(membersWinLoss + agentsAmount + cents(company.Self.Amount))]).toEqual([locId, query, '0.00']);
      // (2)
      const agentsOwnCommission = sum(agents.map((agent) => agent.Self.OwnCommission));
      expect(company.Total.WinLoss).toBe(money(membersWinLoss + agentsOwnCommission));
      expect(company.Self.WinLoss).toBe(company.Total.WinLoss);
      expect(company.Self.Turnover).toBe(money(sum(members.Rows.map((row) => row.Turnover))));
      expect(company.Self.Strike).toBe(money(sum(members.Rows.map((row) => row.Strike))));
      expect(company.Self.OwnCommission).toBe('0.00');
    }
  });

  test('agent2’s full report shows member1’s totals: its bets’ cost and its strikes', async () => {
    for (const { locId, query, drawId } of queries.filter((item) => item.drawId !== undefined)) {
      const agent2 = await get<Full>('reportFull', 'agent2', locId, query);
      const own = await get<Full>('reportFull', 'member1', locId, query);
      const row = agent2.Rows.find((item) => item.UserId === 'member1');
      expect(row).toEqual(own.Rows[0]);
      expect(own.Total).toMatchObject({ Turnover: row?.Turnover, WinLoss: row?.WinLoss, Amount: row?.Amount });
      const bets = await get<{ Rows: { UserId?: string; Total: string }[] }>('betSummaryFull', 'agent2', locId, `DrawId=${drawId}&UserId=member1`);
      expect(row?.Turnover).toBe(bets.Rows.find((item) => item.UserId === 'member1')?.Total);
      const [won] = await platform.db
        .select({ total: sql<string>`coalesce(sum(${strikes.total}), 0)` })
        .from(strikes)
        .where(and(eq(strikes.drawId, drawId ?? 0), eq(strikes.userId, 'member1')));
      expect(cents(row?.Strike ?? '')).toBe(cents(String(won?.total ?? '0')));
      expect(row).toMatchObject({ Role: 'MEM', OwnCommission: '0.00', OwnShare: '0.00', Amount: row?.WinLoss, UplineShare: money(-cents(row?.WinLoss ?? '0')) });
    }
  });

  test('the group report’s parts of V add up to V’s settled own row (admin and agent1 have no direct members)', async () => {
    for (const { locId, query } of queries) {
      for (const viewer of ['admin', 'agent1'] as const) {
        const groups = await get<{ Total: Figures }>('reportGroupFull', viewer, locId, query);
        const own = await get<Full>('reportFull', viewer, locId, query);
        expect([locId, viewer, groups.Total.OwnCommission, groups.Total.OwnShare]).toEqual([locId, viewer, own.Self.OwnCommission, own.Self.OwnShare]);
      }
    }
  });

  test('agent3 sees none of agent2’s branch', async () => {
    for (const { locId, query } of queries) {
      const agent3 = await get<Full>('reportFull', 'agent3', locId, query);
      expect(agent3.Rows.every((row) => row.UserId === 'member2')).toBe(true);
      for (const userId of ['member1', 'agent2']) {
        expect((await platform.get(scoped('reportFull', locId, `${query}&UserId=${userId}`), tokens.agent3)).status).toBe(404);
      }
    }
  });

  test('settling again changes no report', async () => {
    const { locId, query, drawId } = queries[0] ?? { locId: 'SG', query: '' };
    const before = await get<Full>('reportFull', 'admin', locId, query);
    await settleDraw(platform.db, drawId ?? 0, { now: FIXED_NOW });
    expect(await get<Full>('reportFull', 'admin', locId, query)).toEqual(before);
  });
});
