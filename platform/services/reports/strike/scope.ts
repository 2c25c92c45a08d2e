// What every strike, stake, out and bet report starts from (lib/contract/report-strikes.ts): whose
// report it is (the viewer), the SQL that keeps a query inside the viewer's subtree, and the draw or
// range of draws it covers. Nothing of another branch is ever read: each query of these reports puts
// `inSubtree` on its user column.
import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StrikeColourCode } from '@/lib/contract/report-strikes';
import type { Db } from '../../../db/client';
import { draws, users } from '../../../db/schema';
import { PlatformError } from '../../../errors';
import { companyOf } from '../../bets/share';
import { assertInDownline } from '../../users/downline';
import { findDraw, type DrawRow } from '../../draws/read';
import type { UserRow } from '../../users/users';

export const DRAW_NOT_FOUND = 'Draw not found.';

/** 4D prizes and Toto groups in the order reports list them. */
export const FOUR_D_PRIZE_ORDER = ['FIRST', 'SECOND', 'THIRD', 'STARTER', 'CONSOLATION'] as const;
export const TOTO_GROUP_ORDER = ['GROUP1', 'GROUP2', 'GROUP3', 'GROUP4', 'GROUP5', 'GROUP6', 'GROUP7'] as const;
const PRIZE_RANK = new Map<string, number>([...FOUR_D_PRIZE_ORDER, ...TOTO_GROUP_ORDER, 'WINNING', 'ADDITIONAL'].map((prize, i) => [prize, i]));

/** Sort key of a prize name (unknown names last). */
export const prizeRank = (prize: string): number => PRIZE_RANK.get(prize) ?? PRIZE_RANK.size;

/** The same order in SQL, for ORDER BY and string_agg. */
export function prizeRankSql(column: AnyPgColumn): SQL<number> {
  const cases = [...PRIZE_RANK].map(([prize, rank]) => sql`when ${prize} then ${sql.raw(String(rank))}`);
  return sql<number>`(case ${column} ${sql.join(cases, sql` `)} else ${sql.raw(String(PRIZE_RANK.size))} end)`;
}

/** A bet kind's row colour (docs/product.md#entities-and-fields codes, lib/domain/colour-codes.ts). */
export function colourOfKind(kind: string): StrikeColourCode {
  if (kind === 'IBET' || kind === 'KBET') return kind;
  return kind === 'ROLL' ? 'RRRR' : '0';
}

/**
 * Whose report: UserId when given (404 outside the caller's reach), else the caller; an admin
 * sub-account (the clerk) reports for the company above it, since nothing is ever below it.
 */
export async function reportViewer(db: Db, actor: UserRow, userId: string | undefined): Promise<UserRow> {
  if (userId !== undefined) return assertInDownline(db, actor, userId);
  return actor.role === 'ADMIN' ? companyOf(db, actor) : actor;
}

/**
 * `column` names a user of the viewer's subtree: the viewer itself and everyone below it (a member:
 * itself). One recursive query in the database instead of an id list; UNION ends even a parent cycle.
 */
export function inSubtree(viewer: Pick<UserRow, 'userId' | 'role'>, column: AnyPgColumn): SQL {
  if (viewer.role === 'MEM') return eq(column, viewer.userId);
  return sql`${column} in (
    with recursive tree(user_id) as (
      select user_id from users where user_id = ${viewer.userId}
      union select u.user_id from users u inner join tree on u.parent_id = tree.user_id
    )
    select user_id from tree)`;
}

/** The viewer and everyone below it (`inSubtree`) as a list of user ids. */
export async function subtreeIds(db: Db, viewer: Pick<UserRow, 'userId' | 'role'>): Promise<string[]> {
  const rows = await db.select({ userId: users.userId }).from(users).where(inSubtree(viewer, users.userId));
  return rows.map((row) => row.userId);
}

/** One draw, or every draw of the location from `from` to `to` (local dates, both included). */
export interface ReportPeriod {
  locId: string;
  draw: DrawRow | null;
  from: string;
  to: string;
}

/** The draw of DrawId (or, without it, of DrawDate) in the location; 404 when there is none. */
export async function reportDraw(db: Db, locId: string, query: { DrawId?: number; DrawDate?: string }): Promise<DrawRow> {
  let draw: DrawRow | undefined;
  if (query.DrawId !== undefined) draw = await findDraw(db, locId, query.DrawId);
  else if (query.DrawDate !== undefined) {
    [draw] = await db
      .select()
      .from(draws)
      .where(and(eq(draws.locId, locId), eq(draws.drawDate, query.DrawDate)));
  }
  if (!draw) throw PlatformError.notFound(DRAW_NOT_FOUND);
  return draw;
}

export async function reportPeriod(
  db: Db,
  locId: string,
  query: { DrawId?: number; DrawDate?: string; DrawFrom?: string; DrawTo?: string },
): Promise<ReportPeriod> {
  if (query.DrawId === undefined && query.DrawDate === undefined && query.DrawFrom && query.DrawTo) {
    return { locId, draw: null, from: query.DrawFrom, to: query.DrawTo };
  }
  const draw = await reportDraw(db, locId, query);
  return { locId, draw, from: draw.drawDate, to: draw.drawDate };
}

export const periodOfDraw = (draw: DrawRow): ReportPeriod => ({ locId: draw.locId, draw, from: draw.drawDate, to: draw.drawDate });

/** WHERE on `draws` (joined) for the period's draws. */
export function inPeriod(period: ReportPeriod): SQL {
  if (period.draw) return eq(draws.id, period.draw.id);
  return and(eq(draws.locId, period.locId), between(draws.drawDate, period.from, period.to)) as SQL;
}

/** The header every report answer starts with. */
export function reportHeader(viewer: UserRow, period: ReportPeriod) {
  return {
    UserId: viewer.userId,
    DrawId: period.draw?.id ?? null,
    DrawDate: period.draw?.drawDate ?? null,
    DrawFrom: period.from,
    DrawTo: period.to,
  };
}
