// The menu of docs/product.md#menu as data, in the spec's order: each section and link with its view code,
// extra query parameters, the docs/product.md#roles-and-permissions rule it answers to (menu-rules.ts) and the route guard of its page.
import type { MenuVariant, RouteLinkDef, SectionDef } from './menu-types';
import { REPORTS, type ReportName } from './report-registry';

const byGame =
  (fourD: string, tt: string) =>
  ({ game }: MenuVariant): string =>
    game === 'TT' ? tt : fourD;

/** TT has its own simple form; a mobile browser gets the 20-line form of 4D. */
const placeBetsPath = ({ game, mobile }: MenuVariant): string =>
  game === 'TT' ? '/bet/placeBets/add-simple' : mobile ? '/bet/placeBets/add-20' : '/bet/placeBets/add';

const route = (id: string, path: RouteLinkDef['path'], extra: Omit<RouteLinkDef, 'kind' | 'id' | 'path'> = {}): RouteLinkDef => ({
  kind: 'route',
  id,
  path,
  ...extra,
});
const AG_OR_ADMIN = { guard: 'agentOrAdmin' } as const;

/** A Report-menu link: its id, page per game and view code come from the report registry. */
const report = (key: ReportName, extra: Omit<RouteLinkDef, 'kind' | 'id' | 'path' | 'vw'> = {}): RouteLinkDef => {
  const { menu, paths, view } = REPORTS[key];
  return route(menu, paths['4D'] === paths.TT ? paths['4D'] : byGame(paths['4D'], paths.TT), { vw: view, ...extra });
};
const VIEW_DAY = { ViewDay: '1' } as const;
const SHARE_CLAIM_CONTROL = { rule: 'shareClaimControl' } as const;

export const MENU_CATALOGUE: readonly SectionDef[] = [
  {
    id: 'administration',
    rule: 'everyone',
    guard: 'signedIn',
    links: [
      route('profile', '/admin/profile'),
      route('agents', '/admin/agents', { vw: 'AG', rule: 'manageAgents', ...AG_OR_ADMIN }),
      route('players', '/admin/players', { vw: 'MEM', rule: 'managePlayers', ...AG_OR_ADMIN }),
      route('payments', '/admin/payments', { vw: 'PAYMENT', rule: 'createDownline', ...AG_OR_ADMIN }),
      route('paymentHist', '/admin/paymentHist', { vw: 'PAYMENTHIST', rule: 'createDownline', ...AG_OR_ADMIN }),
      route('mobile', '/admin/mobile'),
      route('changePassword', '/admin/changePassword'),
      // Ours: one's own sessions (docs/decisions/sessions.md)
      route('sessions', '/admin/sessions'),
      route('installationGuide', '/admin/installation-guide'),
      route('home', '/admin/home'),
      { kind: 'external', id: 'androidApp', setting: 'downloadUrl' },
      { kind: 'external', id: 'iosApp', setting: 'iosDownloadUrl' },
    ],
  },
  {
    id: 'bet',
    rule: 'everyone',
    guard: 'signedIn',
    links: [
      route('placeBets', placeBetsPath, { vw: 'PLACEBET', rule: 'placeBets' }),
      route('betUpload', '/bet/bet-upload', { vw: 'BETUPLOAD', rule: 'betUpload', ...AG_OR_ADMIN }),
      route('fixedBets', '/bet/fixedBets', { vw: 'BETFIXED', rule: 'fixedBets' }),
      route('outBets', '/bet/outBets', { vw: 'BETOUT' }),
      route('betSummary', '/bet/betSummary', { vw: 'BETSUMMARY' }),
      route('betSummary2', '/bet/betSummary2', { vw: 'BETSUMMARY2' }),
      route('betsInstruction', '/bet/betsInstruction'),
      route('viewTickets', '/tickets/page', { vw: 'TICKET' }),
      route('ticketSearch', '/tickets/search', { vw: 'TICKETSEARCH' }),
      route('ticketHistory', '/tickets/history', { vw: 'TICKETHIST', query: VIEW_DAY }),
    ],
  },
  {
    id: 'report',
    rule: 'reports',
    guard: 'signedIn',
    links: [
      report('full'),
      report('collection'),
      report('out'),
      report('memberSummary'),
      report('group', { rule: 'groupReport' }),
      report('group2', { rule: 'groupReportBreakdown' }),
      report('stake', { rule: 'agentOrAdmin', ...AG_OR_ADMIN }),
      report('strike', { rule: 'agentOrAdmin', ...AG_OR_ADMIN }),
      report('strike2', { rule: 'agentOrAdmin', ...AG_OR_ADMIN }),
      report('drawResult'),
      report('summary'),
      report('shareClaim', { rule: 'shareClaimView' }),
    ],
  },
  {
    id: 'control',
    rule: 'admin',
    guard: 'agentOrAdmin',
    links: [
      route('announcementSetting', '/control/announcement'),
      route('drawSetting', '/control/drawSetting', { rule: 'drawSetting' }),
      route('limitSetting', '/control/limitSetting', { rule: 'limitSetting' }),
      route('fixedSetting', '/control/fixedSetting', { rule: 'fixedSetting' }),
      route('fixedProcess', '/control/fixedProcess', { rule: 'fixedSetting' }),
      route('subShare', '/control/subShare'),
      route('payRate', '/control/payRate', { rule: 'payRate' }),
      route('shareClaim', '/control/shareClaim', SHARE_CLAIM_CONTROL),
      route('shareClaimSetting', '/control/shareClaimSetting', SHARE_CLAIM_CONTROL),
      route('shareClaimCompany', '/control/shareClaimCompany', SHARE_CLAIM_CONTROL),
      route('permission', '/control/permission', { rule: 'permission' }),
    ],
  },
  {
    id: 'outset',
    rule: 'admin',
    guard: 'agentOrAdmin',
    links: [
      route('outSetting1', '/outset/outSetting', { rule: 'outSetting1' }),
      route('outSetting2', '/outset/outSetting2', { rule: 'outSetting' }),
      route('outSetting3', '/outset/outSetting3', { rule: 'outSetting' }),
      route('betsIn', '/outset/betsIn', { query: { ...VIEW_DAY, Choice: '1' } }),
      route('betsOut', '/outset/betsIn', { query: { ...VIEW_DAY, Choice: '2' } }),
      route('throwNumber', '/outset/throwNumber', { rule: 'fourD' }),
      route('betSpecial', '/outset/betSpecial', { rule: 'fourD' }),
      // Ours: the live risk board (docs/decisions/risk-board.md)
      route('riskBoard', '/outset/risk', { rule: 'riskBoard' }),
    ],
  },
  {
    id: 'utilities',
    rule: 'admin',
    guard: 'agentOrAdmin',
    links: [
      route('backupAra', '/utilities/backupARA', { rule: 'fourD' }),
      route('creditRecal', '/utilities/creditRecal', { rule: 'fourD' }),
      route('clearCache', '/utilities/clearCache'),
      route('superPassword', '/utilities/superPassword', { rule: 'superPassword' }),
      route('auditLog', '/utilities/auditLog'),
      // Ours: every sign-in attempt (docs/decisions/sign-in-log.md)
      route('loginLog', '/utilities/loginLog'),
      // Ours: address allowlists for admin roles, per site (docs/decisions/address-lists.md)
      route('addressList', '/utilities/addressList', { rule: 'permission' }),
      // Ours: who must use two-factor sign-in, the full admin's (docs/decisions/two-factor.md)
      route('twoFactorSetting', '/utilities/twoFactorSetting', { rule: 'fullAdmin' }),
    ],
  },
  {
    id: 'sms',
    rule: 'agentOrAdmin',
    guard: 'agentOrAdmin',
    links: [
      route('smsAgent', '/sms/smsAgent', { rule: 'admin' }),
      route('smsSubscribe', '/sms/smsSubscribe', { rule: 'admin' }),
      route('sendResult', '/sms/sendResult'),
      route('sendStrike', '/sms/sendStrike'),
      route('smsReport', '/sms/smsReport'),
      route('smsView', '/sms/smsView'),
    ],
  },
  {
    id: 'smsGateway',
    rule: 'smsGateway',
    guard: 'agentOrAdmin',
    links: [route('smsGateway', '/sms/smsGateway')],
  },
  {
    id: 'options',
    rule: 'everyone',
    guard: 'signedIn',
    links: [route('announcement', '/announcement'), route('payOut', '/payOut', { rule: 'fourD' }), { kind: 'logout', id: 'logout' }],
  },
];
