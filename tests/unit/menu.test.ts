import { gameOfLocation, visibleMenu } from '@/lib/domain/menu';
import { demoInput as input, ids, TIMESTAMP, type DemoUser } from './menu-fixtures';

// Hand-written expectations, section by section, in the spec's order.
const PROFILE_ALL = ['profile', 'mobile', 'changePassword', 'installationGuide', 'home'];
const ADMIN_ALL = ['profile', 'agents', 'players', 'payments', 'paymentHist', 'mobile', 'changePassword', 'installationGuide', 'home'];
const DOWNLINE = ['profile', 'players', 'payments', 'paymentHist', 'mobile', 'changePassword', 'installationGuide', 'home'];
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
const OPTIONS_4D = ['announcement', 'payOut', 'logout'];
const OPTIONS_TT = ['announcement', 'logout'];
const SHARE_CLAIMS = ['shareClaim', 'shareClaimSetting', 'shareClaimCompany'];

const EXPECTED: Record<DemoUser, Record<'SG' | 'TT', Record<string, string[]>>> = {
  admin: {
    SG: {
      administration: ADMIN_ALL,
      bet: BET_ALL,
      report: [...REPORT_GROUP, 'shareClaimReport'],
      control: ['announcementSetting', 'drawSetting', 'fixedSetting', 'fixedProcess', 'subShare', 'payRate', ...SHARE_CLAIMS, 'permission'],
      outset: ['outSetting1', 'outSetting2', 'outSetting3', 'betsIn', 'betsOut', 'throwNumber', 'betSpecial'],
      utilities: ['backupAra', 'creditRecal', 'clearCache', 'superPassword', 'auditLog'],
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
      utilities: ['clearCache', 'superPassword', 'auditLog'],
      sms: SMS,
      options: OPTIONS_TT,
    },
  },
  clerk: {
    SG: {
      administration: PROFILE_ALL,
      bet: BET_NO_UPLOAD,
      report: REPORT_AGENT,
      control: ['announcementSetting', 'subShare', ...SHARE_CLAIMS],
      outset: ['betsIn', 'betsOut', 'throwNumber', 'betSpecial'],
      utilities: ['backupAra', 'creditRecal', 'clearCache', 'auditLog'],
      sms: SMS,
      options: OPTIONS_4D,
    },
    TT: {
      administration: PROFILE_ALL,
      bet: BET_NO_UPLOAD,
      report: REPORT_AGENT,
      control: ['announcementSetting', 'limitSetting', 'subShare', ...SHARE_CLAIMS],
      outset: ['betsIn', 'betsOut'],
      utilities: ['clearCache', 'auditLog'],
      sms: SMS,
      options: OPTIONS_TT,
    },
  },
  agent1: {
    SG: { administration: ADMIN_ALL, bet: BET_ALL, report: [...REPORT_GROUP, 'shareClaimReport'], sms: SMS, options: OPTIONS_4D },
    TT: { administration: ADMIN_ALL, bet: BET_ALL, report: REPORT_GROUP, sms: SMS, options: OPTIONS_TT },
  },
  agent2: {
    SG: { administration: DOWNLINE, bet: BET_NO_UPLOAD, report: REPORT_GROUP, sms: SMS, options: OPTIONS_4D },
    TT: { administration: DOWNLINE, bet: BET_NO_UPLOAD, report: REPORT_GROUP, sms: SMS, options: OPTIONS_TT },
  },
  agent3: {
    SG: { administration: PROFILE_ALL, bet: ['fixedBets', ...BET_VIEWS], report: REPORT_AGENT, sms: SMS, options: OPTIONS_4D },
    TT: { administration: PROFILE_ALL, bet: ['fixedBets', ...BET_VIEWS], report: REPORT_AGENT, sms: SMS, options: OPTIONS_TT },
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

const CASES = (Object.keys(EXPECTED) as DemoUser[]).flatMap((user) =>
  (['SG', 'TT'] as const).map((locId) => [user, locId] as const),
);

describe('the menu of each demo user', () => {
  it.each(CASES)('%s in %s sees exactly its sections and links', (user, locId) => {
    expect(ids(visibleMenu(input(user, locId)))).toEqual(EXPECTED[user][locId]);
  });

  it.each(CASES)('%s in %s: every link carries LocId, its VW and the time stamp, in its href', (user, locId) => {
    for (const section of visibleMenu(input(user, locId))) {
      expect(section.labelKey).toBe(`sections.${section.id}`);
      for (const link of section.links) {
        expect(link.labelKey).toBe(`links.${link.id}`);
        if (link.kind !== 'route') continue;
        const url = new URL(link.href, 'http://x.invalid');
        expect(url.pathname).toBe(link.path);
        expect(url.searchParams.get('LocId')).toBe(locId);
        expect(url.searchParams.get('rand')).toBe(String(TIMESTAMP));
        expect(url.searchParams.get('VW')).toBe(link.vw);
        expect(Object.fromEntries(url.searchParams)).toEqual(link.query);
      }
    }
  });
});

describe('the game decides the location variant', () => {
  test('TT is the pool-game location; every other location plays 4D', () => {
    expect(gameOfLocation('TT')).toBe('TT');
    for (const locId of ['SG', 'MG', 'IN', 'BJ', 'tt']) expect(gameOfLocation(locId)).toBe('4D');
  });

  test('MG (4D) gets the same menu as SG', () => {
    for (const user of Object.keys(EXPECTED) as DemoUser[]) {
      expect(ids(visibleMenu(input(user, 'MG')))).toEqual(EXPECTED[user].SG);
    }
  });

  test('the game comes from the input, not from the LocId', () => {
    expect(ids(visibleMenu(input('admin', 'XX', { game: 'TT' })))).toEqual(EXPECTED.admin.TT);
  });
});
