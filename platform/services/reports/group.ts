// The group reports (RPTGRP, RPTGRP2): V's direct child agents, each with every member below it (its
// group). A row shows the group's settled figures (the child agent's own settlements; Group2: the
// member's) and V's own part of them, OwnCommission and OwnShare, computed per member and draw exactly
// as the settlement books them (lib/domain/settlement.ts: each commission and share part rounded once
// per member and level) with the rates that draw was settled with (settlement_rates). A later change
// of rates therefore leaves a settled draw's figures alone, and the parts of V's groups and of its
// direct members add up to V's own settled row. A draw settled without a settlement_rates row for a
// user (settlements booked by hand in tests) falls back to that user's rates in force now. The group
// report then splits V's part: SubShare (V's sub-share partners' part of OwnShare), Expense (the
// group's expenses of the draws) and Net (docs/decisions/sub-shares.md).
import { inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { type ReportGroup, type ReportGroup2, type ReportGroup2Row, type ReportGroupRow } from '@/lib/contract/reports';
import { toMoney } from '@/lib/domain/money';
import { groupNet, subSharePart } from '@/lib/domain/sub-shares';
import type { Db } from '../../db/client';
import { settlements } from '../../db/schema';
import { companyOf } from '../bets/share';
import { byUserId } from '../users/members';
import { reportGroups } from './group-setting';
import { sumsByUser } from './full';
import { cents, money, sumFields, sumFigures, ZERO_FIGURES } from './figures';
import { settlementsIn, uplineChain, type ReportScope } from './query';
import type { UserRow } from '../users/users';
import { expensesByGroup } from '../sub-shares/group-expenses';
import { percentsOf } from '../sub-shares/sub-shares';

/** The group report's split of V's part (docs/decisions/sub-shares.md): V's sub shares and each group's expenses. */
const NET_FIELDS = ['SubShare', 'Expense', 'Net'] as const;

const numeric = z.union([z.string(), z.number()]).transform((value) => toMoney(String(value)));
const memberRowSchema = z.object({
  group_id: z.string(),
  group_name: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  turnover: numeric,
  commission: numeric,
  strike: numeric,
  win_loss: numeric,
  upline_share: numeric,
  own_commission: numeric,
  own_share: numeric,
});

/** The top agent of V's chain, whose commission V's part is computed with; null when V is the company (each group is the top). */
async function topAgentOf(db: Db, viewer: UserRow): Promise<string | null> {
  if (viewer.role === 'ADMIN') return null;
  const chain = await uplineChain(db, viewer, await companyOf(db, viewer));
  return (chain.filter((user) => user.role !== 'ADMIN').at(-1) ?? viewer).userId;
}

/** A user's rate for the settlement row's draw: as settled (sr), else as it is now (ul). */
const settledRate = (alias: string, column: 'commission' | 'share') =>
  sql.raw(`coalesce(${alias}_sr.${column}, ${alias}_ul.${column}, 0)`);

/** The two joins that give `alias`'s rates for the row's draw, as settled and as now. */
function rateJoins(alias: string, userId: SQL, locId: string): SQL {
  const sr = sql.raw(`${alias}_sr`);
  const ul = sql.raw(`${alias}_ul`);
  return sql`left join settlement_rates ${sr} on ${sr}.draw_id = "settlements"."draw_id" and ${sr}.user_id = ${userId}
    left join user_locations ${ul} on ${ul}.user_id = ${userId} and ${ul}.loc_id = ${locId}`;
}

/** Per member of the groups: its settled sums and V's own commission and share from it. */
async function memberParts(db: Db, scope: ReportScope, groups: readonly string[]) {
  if (groups.length === 0) return [];
  const viewerId = scope.viewer.userId;
  const topId = await topAgentOf(db, scope.viewer);
  const company = topId === null;
  const locId = scope.draws.locId;
  const t = sql`"settlements"."turnover"`;
  const groupCommission = settledRate('grp', 'commission');
  const topCommission = company ? groupCommission : settledRate('top', 'commission');
  const house = sql`(${t} - "settlements"."strike" - round(${topCommission} * ${t}, 2))`;
  const ownCommission = company ? sql`0` : sql`round(${settledRate('v', 'commission')} * ${t}, 2) - round(${groupCommission} * ${t}, 2)`;
  const viewerShare = company ? sql`1` : settledRate('v', 'share');
  const ownShare = sql`round(${viewerShare} * ${house}, 2) - round(${settledRate('grp', 'share')} * ${house}, 2)`;
  const sum = (expression: SQL, name: string) => sql`coalesce(sum(${expression}), 0)::text as ${sql.identifier(name)}`;
  const query = sql`
    with recursive tree(user_id, group_id) as (
      select user_id, user_id from users
      where parent_id = ${viewerId} and role = 'AG' and user_id in (${sql.join(groups.map((group) => sql`${group}`), sql`, `)})
      union
      select u.user_id, tree.group_id from users u inner join tree on u.parent_id = tree.user_id
    )
    select tree.group_id, g.user_name as group_name, m.user_id, m.user_name,
      ${sum(t, 'turnover')}, ${sum(sql`"settlements"."commission"`, 'commission')}, ${sum(sql`"settlements"."strike"`, 'strike')},
      ${sum(sql`"settlements"."win_loss"`, 'win_loss')}, ${sum(sql`"settlements"."upline_share"`, 'upline_share')},
      ${sum(ownCommission, 'own_commission')}, ${sum(ownShare, 'own_share')}
    from tree
    inner join users m on m.user_id = tree.user_id and m.role = 'MEM'
    inner join users g on g.user_id = tree.group_id
    inner join settlements on "settlements"."user_id" = m.user_id
    ${rateJoins('grp', sql`tree.group_id`, locId)}
    ${company ? sql`` : rateJoins('v', sql`${viewerId}`, locId)}
    ${company ? sql`` : rateJoins('top', sql`${topId}`, locId)}
    where ${settlementsIn(scope.draws)}
    group by tree.group_id, g.user_name, m.user_id, m.user_name`;
  const result = (await db.execute(query)) as { rows?: unknown[] };
  return z.array(memberRowSchema).parse(result.rows ?? []);
}

type Part = Pick<ReportGroupRow, 'OwnCommission' | 'OwnShare' | 'Amount'>;

const partOf = (ownCommission: string, ownShare: string): Part => ({
  OwnCommission: ownCommission,
  OwnShare: ownShare,
  Amount: money(cents(ownCommission) + cents(ownShare)),
});

/** The groups asked for, or a member's (none), and whether they come from V's saved choice. */
async function groupsOf(db: Db, scope: ReportScope): Promise<{ custom: boolean; groups: string[] }> {
  if (scope.viewer.role === 'MEM') return { custom: false, groups: [] };
  return reportGroups(db, scope.draws.locId, scope.viewer);
}

const header = (viewer: UserRow) => ({ UserId: viewer.userId, UserName: viewer.userName, Role: viewer.role });

/** reportGroup2Full: every member of V's groups that has settlements, by group then UserId. */
export async function reportGroup2(db: Db, scope: ReportScope): Promise<ReportGroup2> {
  const { custom, groups } = await groupsOf(db, scope);
  const rows: ReportGroup2Row[] = (await memberParts(db, scope, groups))
    .map((row) => ({
      GroupId: row.group_id,
      GroupName: row.group_name,
      UserId: row.user_id,
      UserName: row.user_name,
      Turnover: row.turnover,
      Commission: row.commission,
      Strike: row.strike,
      WinLoss: row.win_loss,
      UplineShare: row.upline_share,
      ...partOf(row.own_commission, row.own_share),
    }))
    .sort((a, b) => byUserId({ userId: a.GroupId }, { userId: b.GroupId }) || byUserId({ userId: a.UserId }, { userId: b.UserId }));
  return { ...header(scope.viewer), Custom: custom, Rows: rows, Total: sumFigures(rows) };
}

/** reportGroupFull: each of V's groups that has settlements, with its figures and V's part of them. */
export async function reportGroup(db: Db, scope: ReportScope): Promise<ReportGroup> {
  const { custom, groups } = await groupsOf(db, scope);
  if (groups.length === 0) return { ...header(scope.viewer), Custom: custom, Rows: [], Total: { ...ZERO_FIGURES, SubShare: '0.00', Expense: '0.00', Net: '0.00' } };
  const [heads, members, percents, expenses] = await Promise.all([
    sumsByUser(db, scope, inArray(settlements.userId, groups)),
    memberParts(db, scope, groups),
    percentsOf(db, scope.draws.locId, scope.viewer.userId),
    expensesByGroup(db, scope.draws, groups),
  ]);
  const rows: ReportGroupRow[] = heads.map((head) => {
    const own = members.filter((row) => row.group_id === head.UserId);
    const sums = sumFields(own, ['own_commission', 'own_share']);
    const { UserId, UserName, Role: _role, ...figures } = head;
    const part = partOf(sums.own_commission, sums.own_share);
    const SubShare = subSharePart(part.OwnShare, percents);
    const Expense = expenses.get(UserId) ?? '0.00';
    return { ...figures, GroupId: UserId, GroupName: UserName, ...part, SubShare, Expense, Net: groupNet(part.Amount, SubShare, Expense) };
  });
  return { ...header(scope.viewer), Custom: custom, Rows: rows, Total: { ...sumFigures(rows), ...sumFields(rows, NET_FIELDS) } };
}
