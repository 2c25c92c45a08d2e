// The menu each demo user of docs/demo.md sees in SG (4D) and TT: section ids with their link ids, in the
// spec's order. Hand-written from docs/product.md#menu and #roles-and-permissions; jest (tests/unit/menu.test.ts) and Playwright
// (tests/e2e/shell-menu.spec.ts) both hold the product to it; the sidebar shows of it only the pages that
// exist (sidebarMenu).
import { MENU_CATALOGUE } from '@/lib/domain/menu-catalogue';
import { BUILT_PAGES } from '@/lib/domain/menu-pages';

export type DemoUser = 'admin' | 'clerk' | 'agent1' | 'agent2' | 'agent3' | 'member1' | 'member3';

const PROFILE_ALL = ['profile', 'mobile', 'changePassword', 'sessions', 'installationGuide', 'home'];
const ADMIN_ALL = ['profile', 'agents', 'players', 'payments', 'paymentHist', 'mobile', 'changePassword', 'sessions', 'installationGuide', 'home'];
const DOWNLINE = ['profile', 'players', 'payments', 'paymentHist', 'mobile', 'changePassword', 'sessions', 'installationGuide', 'home'];
const BET_VIEWS = ['outBets', 'betSummary', 'betSummary2', 'betsInstruction', 'viewTickets', 'ticketSearch', 'ticketHistory'];
const BET_ALL = ['placeBets', 'betUpload', 'fixedBets', ...BET_VIEWS];
const BET_NO_UPLOAD = ['placeBets', 'fixedBets', ...BET_VIEWS];
const REPORT_BASE = ['fullReport', 'collectionReport', 'outReport', 'memberSummary'];
const STAKE_STRIKE = ['stakeReport', 'strikeReport', 'strikeReport2'];
const GROUP = ['groupReport', 'groupReportBreakdown'];
const REPORT_TAIL = ['drawResult', 'summaryReport'];
const REPORT_AGENT = [...REPORT_BASE, ...STAKE_STRIKE, ...REPORT_TAIL];
const REPORT_GROUP = [...REPORT_BASE, ...GROUP, ...STAKE_STRIKE, ...REPORT_TAIL];
const REPORT_MEMBER = [...REPORT_BASE, ...REPORT_TAIL];
const SMS = ['smsAgent', 'smsSubscribe', 'sendResult', 'sendStrike', 'smsReport', 'smsView'];
/** SMS Agent and SMS Subscribe are admins' (docs/decisions/sms-subscriptions.md); agents see the rest of SMS. */
const SMS_AGENT = SMS.filter((id) => id !== 'smsAgent' && id !== 'smsSubscribe');
const OPTIONS_4D = ['announcement', 'payOut', 'logout'];
const OPTIONS_TT = ['announcement', 'logout'];
const SHARE_CLAIMS = ['shareClaim', 'shareClaimSetting', 'shareClaimCompany'];

export const EXPECTED_MENUS: Record<DemoUser, Record<'SG' | 'TT', Record<string, string[]>>> = {
  admin: {
    SG: {
      administration: ADMIN_ALL,
      bet: BET_ALL,
      report: [...REPORT_GROUP, 'shareClaimReport'],
      control: ['announcementSetting', 'drawSetting', 'fixedSetting', 'fixedProcess', 'subShare', 'payRate', ...SHARE_CLAIMS, 'permission'],
      outset: ['outSetting1', 'outSetting2', 'outSetting3', 'betsIn', 'betsOut', 'throwNumber', 'betSpecial', 'riskBoard'],
      utilities: ['backupAra', 'creditRecal', 'clearCache', 'superPassword', 'auditLog', 'loginLog', 'addressList', 'twoFactorSetting'],
      sms: SMS,
      smsGateway: ['smsGateway'],
      options: OPTIONS_4D,
    },
    TT: {
      administration: ADMIN_ALL,
      bet: BET_ALL,
      report: REPORT_GROUP,
      control: ['announcementSetting', 'drawSetting', 'limitSetting', 'fixedSetting', 'fixedProcess', 'subShare', ...SHARE_CLAIMS, 'permission'],
      outset: ['outSetting1', 'outSetting2', 'outSetting3', 'betsIn', 'betsOut'],
      utilities: ['clearCache', 'superPassword', 'auditLog', 'loginLog', 'addressList', 'twoFactorSetting'],
      sms: SMS,
      options: OPTIONS_TT,
    },
  },
  clerk: {
    SG: {
      administration: PROFILE_ALL,
      bet: BET_NO_UPLOAD,
      report: REPORT_AGENT,
      // A sub-admin without the payments' right: the platform refuses it every share-claim call.
      control: ['announcementSetting', 'subShare'],
      outset: ['betsIn', 'betsOut', 'throwNumber', 'betSpecial'],
      utilities: ['backupAra', 'creditRecal', 'clearCache', 'auditLog', 'loginLog'],
      sms: SMS,
      options: OPTIONS_4D,
    },
    TT: {
      administration: PROFILE_ALL,
      bet: BET_NO_UPLOAD,
      report: REPORT_AGENT,
      control: ['announcementSetting', 'subShare'],
      outset: ['betsIn', 'betsOut'],
      utilities: ['clearCache', 'auditLog', 'loginLog'],
      sms: SMS,
      options: OPTIONS_TT,
    },
  },
  agent1: {
    SG: { administration: ADMIN_ALL, bet: BET_ALL, report: [...REPORT_GROUP, 'shareClaimReport'], sms: SMS_AGENT, options: OPTIONS_4D },
    TT: { administration: ADMIN_ALL, bet: BET_ALL, report: REPORT_GROUP, sms: SMS_AGENT, options: OPTIONS_TT },
  },
  agent2: {
    SG: { administration: DOWNLINE, bet: BET_NO_UPLOAD, report: REPORT_GROUP, sms: SMS_AGENT, options: OPTIONS_4D },
    TT: { administration: DOWNLINE, bet: BET_NO_UPLOAD, report: REPORT_GROUP, sms: SMS_AGENT, options: OPTIONS_TT },
  },
  agent3: {
    SG: { administration: PROFILE_ALL, bet: ['fixedBets', ...BET_VIEWS], report: REPORT_AGENT, sms: SMS_AGENT, options: OPTIONS_4D },
    TT: { administration: PROFILE_ALL, bet: ['fixedBets', ...BET_VIEWS], report: REPORT_AGENT, sms: SMS_AGENT, options: OPTIONS_TT },
  },
  member1: {
    SG: { administration: PROFILE_ALL, bet: BET_NO_UPLOAD, report: REPORT_MEMBER, options: OPTIONS_4D },
    TT: { administration: PROFILE_ALL, bet: BET_NO_UPLOAD, report: REPORT_MEMBER, options: OPTIONS_TT },
  },
  member3: {
    SG: { administration: PROFILE_ALL, bet: BET_VIEWS, report: REPORT_MEMBER, options: OPTIONS_4D },
    TT: { administration: PROFILE_ALL, bet: BET_VIEWS, report: REPORT_MEMBER, options: OPTIONS_TT },
  },
};


/** The desktop sidebar's menu of a user: the expected menu without links to pages not built, and without sections left empty. */
export function sidebarMenu(user: DemoUser, locId: 'SG' | 'TT'): Record<string, string[]> {
  const game = locId === 'TT' ? 'TT' : '4D';
  const built = (sectionId: string, linkId: string): boolean => {
    const link = MENU_CATALOGUE.find((section) => section.id === sectionId)?.links.find((candidate) => candidate.id === linkId);
    if (link?.kind !== 'route') return true;
    return BUILT_PAGES.has(typeof link.path === 'string' ? link.path : link.path({ game, mobile: false }));
  };
  return Object.fromEntries(
    Object.entries(EXPECTED_MENUS[user][locId]).flatMap(([section, links]) => {
      const kept = links.filter((link) => built(section, link));
      return kept.length > 0 ? [[section, kept]] : [];
    }),
  );
}
