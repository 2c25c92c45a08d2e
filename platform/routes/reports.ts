// GET the settlement reports of docs/product.md#call-catalogue: reportFull, reportFull2, reportUplineFull,
// reportGroupFull, reportGroup2Full, reportCollectionFull, reportSummary3, dSelectStatementSummary,
// mMemberReportSummary, reportDate and reportDate2; GET, POST and DELETE reportGroupSetting. Every
// report is V's (UserId, default the caller; 404 outside its reach) over one draw or a range, summed
// in SQL from `settlements` (platform/services/reports/). Report call names come from lib/domain/report-registry.ts.
import { Hono, type Context } from 'hono';
import {
  collectionSchema,
  groupSettingBodySchema,
  groupSettingQuerySchema,
  groupSettingSchema,
  memberSummarySchema,
  reportByDrawSchema,
  reportDate2ListSchema,
  reportDateListSchema,
  reportDatesQuerySchema,
  reportFullSchema,
  reportGroup2Schema,
  reportGroupSchema,
  reportQuerySchema,
  reportSummarySchema,
  reportUplineSchema,
  statementSummarySchema,
} from '@/lib/contract/reports';
import { REPORTS } from '@/lib/domain/report-registry';
import { PlatformError } from '../errors';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { companyOf } from '../services/bets/share';
import { assertInDownline } from '../services/users/downline';
import { collection, statementSummary } from '../services/reports/collection';
import { reportByDraw, reportFull, reportSummary, reportUpline } from '../services/reports/full';
import { reportGroup, reportGroup2 } from '../services/reports/group';
import { deleteGroupChoice, groupSetting, saveGroupChoice } from '../services/reports/group-setting';
import { memberSummary, resultedDraws, settledDraws } from '../services/reports/member';
import { reportScope, type ReportScope } from '../services/reports/query';

async function scopeOf(c: Context<ScopedEnv>): Promise<ReportScope> {
  return reportScope(c.var.deps.db, c.var.session.user, c.var.location.locId, parseQuery(c, reportQuerySchema));
}

/*
 * Group reports follow the caller's own flags (docs/product.md#roles-and-permissions): GroupReportDisabled refuses the group
 * report and its setting, GroupReportBreakdownDisabled the breakdown too. 403, not 404: the caller
 * knows its own flags, nothing of anyone else's is told.
 */
function requireGroupReport(c: Context<ScopedEnv>, breakdown = false): void {
  const { user } = c.var.session;
  if (user.groupReportDisabled) throw PlatformError.forbidden('The group report is disabled for this user.');
  if (breakdown && user.groupReportBreakdownDisabled) throw PlatformError.forbidden('The group report breakdown is disabled for this user.');
}

/** Whose group setting: UserId (within the caller's reach), else whose report the caller sees by default. */
async function settingOwner(c: Context<ScopedEnv>, userId: string | undefined) {
  const { user } = c.var.session;
  if (userId) return assertInDownline(c.var.deps.db, user, userId);
  return user.role === 'ADMIN' ? companyOf(c.var.deps.db, user) : user;
}

export const reportRoutes = new Hono<ScopedEnv>()
  .get(`/${REPORTS.full.calls.full}`, async (c) => c.json(reportFullSchema.parse(await reportFull(c.var.deps.db, await scopeOf(c)))))
  .get('/reportFull2', async (c) => c.json(reportByDrawSchema.parse(await reportByDraw(c.var.deps.db, await scopeOf(c)))))
  .get(`/${REPORTS.full.calls.upline}`, async (c) => c.json(reportUplineSchema.parse(await reportUpline(c.var.deps.db, await scopeOf(c)))))
  .get(`/${REPORTS.summary.calls.draws}`, async (c) => c.json(reportSummarySchema.parse(await reportSummary(c.var.deps.db, await scopeOf(c)))))
  .get(`/${REPORTS.group.calls.group}`, async (c) => {
    requireGroupReport(c);
    return c.json(reportGroupSchema.parse(await reportGroup(c.var.deps.db, await scopeOf(c))));
  })
  .get(`/${REPORTS.group2.calls.breakdown}`, async (c) => {
    requireGroupReport(c, true);
    return c.json(reportGroup2Schema.parse(await reportGroup2(c.var.deps.db, await scopeOf(c))));
  })
  .get(`/${REPORTS.collection.calls.collection}`, async (c) => c.json(collectionSchema.parse(await collection(c.var.deps.db, await scopeOf(c)))))
  .get(`/${REPORTS.summary.calls.statements}`, async (c) => c.json(statementSummarySchema.parse(await statementSummary(c.var.deps.db, await scopeOf(c)))))
  .get(`/${REPORTS.memberSummary.calls.memberSummary}`, async (c) => c.json(memberSummarySchema.parse(await memberSummary(c.var.deps.db, await scopeOf(c)))))
  .get('/reportDate', async (c) => {
    parseQuery(c, reportDatesQuerySchema);
    return c.json(reportDateListSchema.parse(await settledDraws(c.var.deps.db, c.var.location.locId)));
  })
  .get('/reportDate2', async (c) => {
    parseQuery(c, reportDatesQuerySchema);
    return c.json(reportDate2ListSchema.parse(await resultedDraws(c.var.deps.db, c.var.location.locId)));
  })
  .get(`/${REPORTS.group.calls.setting}`, async (c) => {
    requireGroupReport(c);
    const { UserId } = parseQuery(c, groupSettingQuerySchema);
    return c.json(groupSettingSchema.parse(await groupSetting(c.var.deps.db, c.var.location.locId, await settingOwner(c, UserId))));
  })
  .post(`/${REPORTS.group.calls.setting}`, smallBody('reportGroupSetting'), async (c) => {
    requireGroupReport(c);
    const body = parseInput(groupSettingBodySchema, await readJson(c));
    const { db, now } = c.var.deps;
    const change = { actor: c.var.session.user, locId: c.var.location.locId, viewer: await settingOwner(c, body.UserId), now: now() };
    return c.json(groupSettingSchema.parse(await saveGroupChoice(db, change, body.Groups)));
  })
  .delete(`/${REPORTS.group.calls.setting}`, async (c) => {
    requireGroupReport(c);
    const { UserId } = parseQuery(c, groupSettingQuerySchema);
    const change = { actor: c.var.session.user, locId: c.var.location.locId, viewer: await settingOwner(c, UserId) };
    return c.json(groupSettingSchema.parse(await deleteGroupChoice(c.var.deps.db, change)));
  });
