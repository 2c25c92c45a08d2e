import 'server-only';
import { cache } from 'react';
import { memberListSchema, type Member } from '@/lib/contract/members';
import {
  collectionSchema,
  groupSettingSchema,
  memberSummarySchema,
  reportDateListSchema,
  reportFullSchema,
  reportGroup2Schema,
  reportGroupSchema,
  reportSummarySchema,
  reportUplineSchema,
  statementSummarySchema,
  type Collection,
  type GroupSetting,
  type MemberSummary,
  type ReportDate,
  type ReportFull,
  type ReportGroup,
  type ReportGroup2,
  type ReportSummary,
  type ReportUpline,
  type StatementSummary,
} from '@/lib/contract/reports';
import { REPORTS } from '@/lib/domain/report-registry';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The settlement report pages' reads (full, group, collection, member summary, summary), under the
 * session location's prefix and LocId, each answer checked against lib/contract/reports.ts. Whose
 * report (UserId) and the caller's reach are the platform's to enforce: a user out of reach is its 404.
 */

/** Which draws: one (DrawId) or a range of draw dates ('YYYY-MM-DD', both included). */
export type ReportDraws = { drawId: number } | { from: string; to: string };

export interface ReportRequest {
  /** Whose report; the caller's own without it. */
  userId?: string;
  draws: ReportDraws;
}

function queryOf({ userId, draws }: ReportRequest): Record<string, string | undefined> {
  const selection = 'drawId' in draws ? { DrawId: String(draws.drawId) } : { DrawFrom: draws.from, DrawTo: draws.to };
  return { UserId: userId, ...selection };
}

/** The location's settled draws, newest first (the report pages' draw picker). */
export const settledDrawsOf = cache((session: SignedInSession): Promise<ReportDate[]> => scopedJson(session, 'reportDate', reportDateListSchema));

/** Everyone below the caller holding the location, every role (the report pages' user picker). */
export const reportUsersOf = cache((session: SignedInSession): Promise<Member[]> => scopedJson(session, 'dMemberAllRole', memberListSchema));

/** GET reportFull: V's children with their sums, V's own row and the total. */
export function fullReport(session: SignedInSession, request: ReportRequest): Promise<ReportFull> {
  return scopedJson(session, REPORTS.full.calls.full, reportFullSchema, queryOf(request));
}

/** GET reportUplineFull: V up to the caller, for the way back up. */
export function uplineReport(session: SignedInSession, request: ReportRequest): Promise<ReportUpline> {
  return scopedJson(session, REPORTS.full.calls.upline, reportUplineSchema, queryOf(request));
}

/** GET reportGroupFull: V's groups (child agents) and V's part of each. */
export function groupReport(session: SignedInSession, request: ReportRequest): Promise<ReportGroup> {
  return scopedJson(session, REPORTS.group.calls.group, reportGroupSchema, queryOf(request));
}

/** GET reportGroup2Full: every member of V's groups. */
export function groupBreakdown(session: SignedInSession, request: ReportRequest): Promise<ReportGroup2> {
  return scopedJson(session, REPORTS.group2.calls.breakdown, reportGroup2Schema, queryOf(request));
}

/** GET reportGroupSetting: V's child agents and which of them its group report shows. */
export function groupSettingOf(session: SignedInSession, userId?: string): Promise<GroupSetting> {
  return scopedJson(session, REPORTS.group.calls.setting, groupSettingSchema, { UserId: userId });
}

/** GET reportCollectionFull: per child, AccBal, settled Amount, payments and what to collect. */
export function collectionReport(session: SignedInSession, request: ReportRequest): Promise<Collection> {
  return scopedJson(session, REPORTS.collection.calls.collection, collectionSchema, queryOf(request));
}

/** GET mMemberReportSummary: per member and draw. */
export function memberSummaryReport(session: SignedInSession, request: ReportRequest): Promise<MemberSummary> {
  return scopedJson(session, REPORTS.memberSummary.calls.memberSummary, memberSummarySchema, queryOf(request));
}

/** GET reportSummary3 and dSelectStatementSummary: V's figures per draw, and per child its statement. */
export async function summaryReport(session: SignedInSession, request: ReportRequest): Promise<{ draws: ReportSummary; statements: StatementSummary }> {
  const [draws, statements] = await Promise.all([
    scopedJson(session, REPORTS.summary.calls.draws, reportSummarySchema, queryOf(request)),
    scopedJson(session, REPORTS.summary.calls.statements, statementSummarySchema, queryOf(request)),
  ]);
  return { draws, statements };
}
