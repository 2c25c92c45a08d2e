// The index of the Report menu (docs/architecture.md#where-a-reports-parts-are): per report, under one
// short name, its menu link, view code, page routes, platform calls, platform-client functions, platform
// service files and message keys, so that one name leads to the rest. Pure data;
// tests/unit/report-registry.test.ts proves every link against the code it names.
import type { CatalogueCall } from '@/lib/contract/catalogue';
import type { Game } from '@/lib/contract/common';
import type { ViewCode } from './view-codes';

/** A GET resource of the forwarder catalogue, as the platform routes spell it ('reportFull', 'draw/result'). */
export type ReportCall = CatalogueCall extends infer C ? (C extends `GET ${infer P}` ? P : never) : never;

export interface ReportEntry {
  /** The link id in MENU_CATALOGUE's report section (lib/domain/menu-catalogue.ts). */
  menu: string;
  /** The view code (VW) of the link and its page. */
  view: ViewCode;
  /** The page route per game; the page file is app/(shell)<path>/page.tsx. */
  paths: Readonly<Record<Game, string>>;
  /** The platform calls of the report itself, each under a name its platform-client function reads. */
  calls: Readonly<Record<string, ReportCall>>;
  /** The lib/platform-client functions that make those calls. */
  client: readonly string[];
  /** Repo-relative paths of the platform service files that answer those calls. */
  services: readonly string[];
  /** Message keys (dotted, from the root of messages/*.json): the page title and the menu label. */
  messages: { readonly title: string; readonly menu: string };
}

const both = (path: string): Record<Game, string> => ({ '4D': path, TT: path });
const byGame = (fourD: string, tt: string): Record<Game, string> => ({ '4D': fourD, TT: tt });
const SERVICES = 'platform/services/reports';

/*
 * The pickers every report page shares are not listed per report: the settled draws (reportDate,
 * settledDrawsOf), the users below the caller (dMemberAllRole, reportUsersOf) and the open draws
 * (draw2, drawsOf in lib/platform-client/tickets.ts).
 */
export const REPORTS = {
  full: {
    menu: 'fullReport',
    view: 'RPTFULL',
    paths: byGame('/report/full', '/report/tt/full'),
    calls: { full: 'reportFull', upline: 'reportUplineFull' },
    client: ['fullReport', 'uplineReport'],
    services: [`${SERVICES}/full.ts`],
    messages: { title: 'reports.titles.full', menu: 'menu.links.fullReport' },
  },
  collection: {
    menu: 'collectionReport',
    view: 'RPTCOL',
    paths: both('/report/collection'),
    calls: { collection: 'reportCollectionFull' },
    client: ['collectionReport'],
    services: [`${SERVICES}/collection.ts`],
    messages: { title: 'reports.titles.collection', menu: 'menu.links.collectionReport' },
  },
  out: {
    menu: 'outReport',
    view: 'RPTOUT',
    paths: both('/report/out'),
    calls: { out: 'reportOutFull' },
    client: ['outReportOf'],
    services: [`${SERVICES}/strike/outset.ts`],
    messages: { title: 'strikeReports.titles.out', menu: 'menu.links.outReport' },
  },
  memberSummary: {
    menu: 'memberSummary',
    view: 'RPTMEM',
    paths: both('/report/member-summary'),
    calls: { memberSummary: 'mMemberReportSummary' },
    client: ['memberSummaryReport'],
    services: [`${SERVICES}/member.ts`],
    messages: { title: 'reports.titles.memberSummary', menu: 'menu.links.memberSummary' },
  },
  group: {
    menu: 'groupReport',
    view: 'RPTGRP',
    paths: byGame('/report/group', '/report/tt/group'),
    calls: { group: 'reportGroupFull', setting: 'reportGroupSetting' },
    client: ['groupReport', 'groupSettingOf'],
    services: [`${SERVICES}/group.ts`, `${SERVICES}/group-setting.ts`],
    messages: { title: 'reports.titles.group', menu: 'menu.links.groupReport' },
  },
  group2: {
    menu: 'groupReportBreakdown',
    view: 'RPTGRP2',
    paths: byGame('/report/group2', '/report/tt/group2'),
    calls: { breakdown: 'reportGroup2Full' },
    client: ['groupBreakdown'],
    services: [`${SERVICES}/group.ts`],
    messages: { title: 'reports.titles.group2', menu: 'menu.links.groupReportBreakdown' },
  },
  stake: {
    menu: 'stakeReport',
    view: 'RPTSTAKE',
    paths: byGame('/report/stake', '/report/tt/stake'),
    calls: { stake: 'reportStakeFull' },
    client: ['stakeReportOf'],
    services: [`${SERVICES}/strike/stake.ts`],
    messages: { title: 'strikeReports.titles.stake', menu: 'menu.links.stakeReport' },
  },
  strike: {
    menu: 'strikeReport',
    view: 'RPTSTRIKE',
    paths: byGame('/report/strike', '/report/tt/strike'),
    calls: { strike: 'reportStrike', byPrize: 'reportStrikeSummary' },
    client: ['strikeReportOf', 'strikePrizeReportOf'],
    services: [`${SERVICES}/strike/report.ts`],
    messages: { title: 'strikeReports.titles.strike', menu: 'menu.links.strikeReport' },
  },
  strike2: {
    menu: 'strikeReport2',
    view: 'RPTSTRIKE2',
    paths: byGame('/report/strike2', '/report/tt/strike2'),
    calls: { byMember: 'reportStrike2', byResult: 'reportStrikeResultDetail2' },
    client: ['strikeMemberReportOf', 'resultStrikeMemberReportOf'],
    services: [`${SERVICES}/strike/report.ts`, `${SERVICES}/strike/result.ts`],
    messages: { title: 'strikeReports.titles.strike2', menu: 'menu.links.strikeReport2' },
  },
  drawResult: {
    menu: 'drawResult',
    view: 'RPTRESULT',
    paths: byGame('/report/drawResult', '/report/tt/drawResult'),
    calls: { result: 'draw/result', strikes: 'reportStrikeResultDetail' },
    client: ['drawResultOf', 'resultStrikeReportOf'],
    services: ['platform/services/draws/read.ts', `${SERVICES}/strike/result.ts`],
    messages: { title: 'strikeReports.titles.drawResult', menu: 'menu.links.drawResult' },
  },
  summary: {
    menu: 'summaryReport',
    view: 'RPTSUM',
    paths: both('/report/summary'),
    calls: { draws: 'reportSummary3', statements: 'dSelectStatementSummary' },
    client: ['summaryReport'],
    services: [`${SERVICES}/full.ts`, `${SERVICES}/collection.ts`],
    messages: { title: 'reports.titles.summary', menu: 'menu.links.summaryReport' },
  },
  shareClaim: {
    menu: 'shareClaimReport',
    view: 'RPTSHARE_CLAIM',
    paths: both('/report/shareClaim'),
    calls: { claims: 'selectReportShareClaim', claimBacks: 'selectReportShareClaimBack' },
    client: ['shareClaimReportOf', 'claimBackReportOf'],
    services: ['platform/services/share-claims/read.ts'],
    messages: { title: 'shareClaims.report.title', menu: 'menu.links.shareClaimReport' },
  },
} as const satisfies Record<string, ReportEntry>;

export type ReportName = keyof typeof REPORTS;
export const REPORT_NAMES = Object.keys(REPORTS) as ReportName[];
