import { visibleMenu } from '@/lib/domain/menu';
import {
  admitsAgentOrAdmin,
  admitsSignedIn,
  GROUP_REPORT_MAX_RANK,
  hasPermission,
  isMemberRole,
  PERMISSIONS,
  RULES,
  type MenuProfile,
} from '@/lib/domain/menu-rules';
import { linkIds, menuInput, profile } from './menu-fixtures';

const links = (who: MenuProfile, locId: string) => linkIds(visibleMenu(menuInput(who, locId)));

/** What changing a profile adds to and removes from its menu. */
function change(base: MenuProfile, overrides: Partial<MenuProfile>, locId: string) {
  const before = links(base, locId);
  const after = links({ ...base, ...overrides }, locId);
  return { added: after.filter((id) => !before.includes(id)), removed: before.filter((id) => !after.includes(id)) };
}

const ADMIN = profile({ Role: 'ADMIN', Rank: 0, EnablePlaceBet: true, EnableUpload: true, dShare: 1, tShare: 1 });
const AGENT = profile({ Role: 'AG', Rank: 1, EnablePlaceBet: true, EnableUpload: true, dShare: 0.5, tShare: 0.5 });
const MEMBER = profile({ Role: 'MEM', Rank: 3, EnablePlaceBet: true });
const REPORTS_4D = [
  'report/fullReport',
  'report/collectionReport',
  'report/outReport',
  'report/memberSummary',
  'report/groupReport',
  'report/groupReportBreakdown',
  'report/stakeReport',
  'report/strikeReport',
  'report/strikeReport2',
  'report/drawResult',
  'report/summaryReport',
];

const SHARE_CLAIM_CONTROL = ['control/shareClaim', 'control/shareClaimSetting', 'control/shareClaimCompany'];

type Case = [string, MenuProfile, Partial<MenuProfile>, 'SG' | 'TT', string[], string[]];

describe('each Granted name of docs/product.md#roles-and-permissions', () => {
  it.each<Case>([
    ['BetEntry lets an admin place and upload bets', ADMIN, { Granted: ['BetEntry'] }, 'SG', ['bet/placeBets', 'bet/betUpload'], []],
    ['BetEntry changes nothing for an agent', AGENT, { Granted: ['BetEntry'] }, 'SG', [], []],
    ['BetEntry changes nothing for a member', MEMBER, { Granted: ['BetEntry'] }, 'SG', [], []],
    ['DrawSetting: draw setting and payrate (4D)', ADMIN, { Granted: ['DrawSetting'] }, 'SG', ['control/drawSetting', 'control/payRate'], []],
    ['DrawSetting: draw setting and limit setting (TT has no payrate)', ADMIN, { Granted: ['DrawSetting'] }, 'TT', ['control/drawSetting', 'control/limitSetting'], []],
    ['FixedSetting: fixed setting and process', ADMIN, { Granted: ['FixedSetting'] }, 'SG', ['control/fixedSetting', 'control/fixedProcess'], []],
    ['FixedSetting in TT too', ADMIN, { Granted: ['FixedSetting'] }, 'TT', ['control/fixedSetting', 'control/fixedProcess'], []],
    ['AdminEdit: permission', ADMIN, { Granted: ['AdminEdit'] }, 'SG', ['control/permission', 'utilities/addressList'], []],
    ['SuperPwd: super password', ADMIN, { Granted: ['SuperPwd'] }, 'TT', ['utilities/superPassword'], []],
    ['Report: the report menu of an admin', ADMIN, { Granted: ['Report'] }, 'SG', REPORTS_4D, []],
    ['Report changes nothing for an agent', AGENT, { Granted: ['Report'] }, 'SG', [], []],
    ['Report changes nothing for a member', MEMBER, { Granted: ['Report'] }, 'TT', [], []],
    ['OutSet: out settings 1-3 and the risk board in 4D', ADMIN, { Granted: ['OutSet'] }, 'SG', ['outset/outSetting1', 'outset/outSetting2', 'outset/outSetting3', 'outset/riskBoard'], []],
    ['OutSet: out settings 2-3 in TT', ADMIN, { Granted: ['OutSet'] }, 'TT', ['outset/outSetting2', 'outset/outSetting3'], []],
    ['OutSet with tOutSetting1Enabled: 1-3 in TT', ADMIN, { Granted: ['OutSet'], tOutSetting1Enabled: true }, 'TT', ['outset/outSetting1', 'outset/outSetting2', 'outset/outSetting3'], []],
    ['SMSGateway: the SMS gateway section in 4D', ADMIN, { Granted: ['SMSGateway'] }, 'SG', ['smsGateway/smsGateway'], []],
    ['SMSGateway: nothing in TT', ADMIN, { Granted: ['SMSGateway'] }, 'TT', [], []],
    ['SMSGateway also for an agent granted it', AGENT, { Granted: ['SMSGateway'] }, 'SG', ['smsGateway/smsGateway'], []],
    ['MemberEdit: no menu item of its own', ADMIN, { Granted: ['MemberEdit'] }, 'SG', [], []],
    ['MemberEdit: nothing for an agent', AGENT, { Granted: ['MemberEdit'] }, 'TT', [], []],
    ['unknown names grant nothing', ADMIN, { Granted: ['Everything', 'betentry', 'report ', ''] }, 'SG', [], []],
  ])('%s', (_name, base, overrides, locId, added, removed) => {
    expect(change(base, overrides, locId)).toEqual({ added, removed });
  });

  it.each(['SG', 'TT'])("'*' grants what every name grants, and the full admin's own Two-Factor Setting (%s)", (locId) => {
    const everyName = links({ ...ADMIN, Granted: [...PERMISSIONS] }, locId);
    const star = links({ ...ADMIN, Granted: ['*'] }, locId);
    expect(star.filter((id) => !everyName.includes(id))).toEqual(['utilities/twoFactorSetting']);
    expect(everyName.filter((id) => !star.includes(id))).toEqual([]);
  });

  it.each<[string, MenuProfile, boolean]>([
    ["the company's admin ('*')", { ...ADMIN, Granted: ['*'] }, true],
    ['an admin holding every name one by one', { ...ADMIN, Granted: [...PERMISSIONS] }, false],
    ['an admin holding no name', ADMIN, false],
    ["an agent holding '*'", { ...AGENT, Granted: ['*'] }, false],
    ["a member holding '*'", { ...MEMBER, Granted: ['*'] }, false],
  ])('the fullAdmin rule (Two-Factor Setting): %s -> %p', (_name, who, shown) => {
    expect(RULES.fullAdmin({ profile: who, game: '4D' })).toBe(shown);
    for (const locId of ['SG', 'TT']) expect(links(who, locId).includes('utilities/twoFactorSetting')).toBe(shown);
  });

  test('hasPermission', () => {
    expect(hasPermission(['*'], 'SuperPwd')).toBe(true);
    expect(hasPermission(['Report'], 'Report')).toBe(true);
    expect(hasPermission(['Report'], 'OutSet')).toBe(false);
    expect(hasPermission([], 'Report')).toBe(false);
    expect(hasPermission(['**'], 'Report')).toBe(false);
  });
});

describe('each flag of docs/product.md#roles-and-permissions', () => {
  it.each<Case>([
    ['EnableCreateAgent: agents', AGENT, { EnableCreateAgent: true }, 'SG', ['administration/agents'], []],
    ['EnableCreateDownline: players and payments', AGENT, { EnableCreateDownline: true }, 'TT', ['administration/players', 'administration/payments', 'administration/paymentHist'], []],
    // The Agent and Player calls need an admin's MemberEdit (lib/contract/access.ts): without it, no link to them.
    ['EnableCreateAgent, admin without MemberEdit: nothing', ADMIN, { EnableCreateAgent: true }, 'SG', [], []],
    ['EnableCreateAgent, admin with MemberEdit: agents', { ...ADMIN, Granted: ['MemberEdit'] }, { EnableCreateAgent: true }, 'SG', ['administration/agents'], []],
    // A claim-back is a payment: the Control share-claim pages need the same flag (the platform answers 404 without it).
    ['EnableCreateDownline, admin without MemberEdit: payments and share claims', ADMIN, { EnableCreateDownline: true }, 'SG', ['administration/payments', 'administration/paymentHist', ...SHARE_CLAIM_CONTROL], []],
    ['EnableCreateDownline, admin with MemberEdit: players, payments and share claims', { ...ADMIN, Granted: ['MemberEdit'] }, { EnableCreateDownline: true }, 'TT', ['administration/players', 'administration/payments', 'administration/paymentHist', ...SHARE_CLAIM_CONTROL], []],
    ['EnablePlaceBet off: no place bets (member)', MEMBER, { EnablePlaceBet: false }, 'SG', [], ['bet/placeBets']],
    ['EnablePlaceBet off: no place bets (agent)', AGENT, { EnablePlaceBet: false }, 'TT', [], ['bet/placeBets']],
    ['EnablePlaceBet off: no place bets (admin with BetEntry)', { ...ADMIN, Granted: ['BetEntry'] }, { EnablePlaceBet: false }, 'SG', [], ['bet/placeBets']],
    ['EnableUpload off: no upload (agent)', AGENT, { EnableUpload: false }, 'SG', [], ['bet/betUpload']],
    ['EnableUpload off: no upload (admin with BetEntry)', { ...ADMIN, Granted: ['BetEntry'] }, { EnableUpload: false }, 'SG', [], ['bet/betUpload']],
    ['EnableUpload never gives a member upload', MEMBER, { EnableUpload: true }, 'SG', [], []],
    ['disablePlaceBetAndFixedBet (member)', MEMBER, { disablePlaceBetAndFixedBet: true }, 'SG', [], ['bet/placeBets', 'bet/fixedBets']],
    ['disablePlaceBetAndFixedBet without EnablePlaceBet: fixed bets', { ...MEMBER, EnablePlaceBet: false }, { disablePlaceBetAndFixedBet: true }, 'TT', [], ['bet/fixedBets']],
    ['GroupReportDisabled', AGENT, { GroupReportDisabled: true }, 'SG', [], ['report/groupReport', 'report/groupReportBreakdown']],
    ['GroupReportBreakdownDisabled', AGENT, { GroupReportBreakdownDisabled: true }, 'TT', [], ['report/groupReportBreakdown']],
    ['Rank 3 has no group report', AGENT, { Rank: GROUP_REPORT_MAX_RANK + 1 }, 'SG', [], ['report/groupReport', 'report/groupReportBreakdown']],
    ['Rank 2 keeps it', AGENT, { Rank: GROUP_REPORT_MAX_RANK }, 'SG', [], []],
    ['dShare 0: no group report in 4D', AGENT, { dShare: 0 }, 'SG', [], ['report/groupReport', 'report/groupReportBreakdown']],
    ['dShare 0: TT keeps it', AGENT, { dShare: 0 }, 'TT', [], []],
    ['tShare 0: no group report in TT', AGENT, { tShare: 0 }, 'TT', [], ['report/groupReport', 'report/groupReportBreakdown']],
    ['tShare 0: 4D keeps it', AGENT, { tShare: 0 }, 'SG', [], []],
    ['a member with a share and a low rank sees the group report', MEMBER, { Rank: 2, dShare: 0.1 }, 'SG', ['report/groupReport', 'report/groupReportBreakdown'], []],
    ['dEnableViewShareClaim 1 with dShare: share claim (4D)', AGENT, { dEnableViewShareClaim: 1 }, 'SG', ['report/shareClaimReport'], []],
    ['dEnableViewShareClaim 1 in TT: nothing', AGENT, { dEnableViewShareClaim: 1 }, 'TT', [], []],
    ['dEnableViewShareClaim 1 with dShare 0: nothing', { ...AGENT, dShare: 0 }, { dEnableViewShareClaim: 1 }, 'SG', [], []],
    ['tOutSetting1Enabled without OutSet: nothing', ADMIN, { tOutSetting1Enabled: true }, 'TT', [], []],
    ['tOutSetting1Enabled in 4D: nothing more', { ...ADMIN, Granted: ['OutSet'] }, { tOutSetting1Enabled: true }, 'SG', [], []],
  ])('%s', (_name, base, overrides, locId, added, removed) => {
    expect(change(base, overrides, locId)).toEqual({ added, removed });
  });
});

describe('roles', () => {
  test('stake and strike reports: admin or agent, never a member', () => {
    const stakeStrike = ['report/stakeReport', 'report/strikeReport', 'report/strikeReport2'];
    expect(links(MEMBER, 'SG').filter((id) => stakeStrike.includes(id))).toEqual([]);
    expect(links(AGENT, 'SG').filter((id) => stakeStrike.includes(id))).toEqual(stakeStrike);
    expect(links({ ...ADMIN, Granted: ['Report'] }, 'TT').filter((id) => stakeStrike.includes(id))).toEqual(stakeStrike);
  });

  test('control, outset and utilities: admin only, whatever else is granted', () => {
    const adminOnly = (id: string) => /^(control|outset|utilities)\//.test(id);
    const everything = { Granted: ['*'], tOutSetting1Enabled: true, dEnableViewShareClaim: 1 as const };
    expect(links({ ...AGENT, ...everything }, 'SG').filter(adminOnly)).toEqual([]);
    expect(links({ ...MEMBER, ...everything }, 'TT').filter(adminOnly)).toEqual([]);
    expect(links(ADMIN, 'SG').filter(adminOnly).length).toBeGreaterThan(0);
  });

  test('the SMS section: agent or admin; SMS Agent and SMS Subscribe are the admin\'s (docs/decisions/sms-subscriptions.md)', () => {
    const sms = (who: MenuProfile) => links(who, 'SG').filter((id) => id.startsWith('sms/'));
    expect(sms(MEMBER)).toEqual([]);
    expect(sms(AGENT)).toEqual(['sms/sendResult', 'sms/sendStrike', 'sms/smsReport', 'sms/smsView']);
    expect(sms(ADMIN)).toHaveLength(6);
  });

  test('Profile, Mobile and Password for everyone', () => {
    for (const who of [ADMIN, AGENT, MEMBER, profile({})]) {
      expect(links(who, 'SG')).toEqual(expect.arrayContaining(['administration/profile', 'administration/mobile', 'administration/changePassword']));
    }
  });
});

describe('route guards', () => {
  it.each([
    ['ADMIN', true, true],
    ['AG', true, true],
    ['MEM', true, false],
    ['MEMBER', true, false],
    ['admin', false, false],
    ['', false, false],
    [null, false, false],
    [undefined, false, false],
  ])('%p: signed-in guard %p, agent-or-admin guard %p', (role, signedIn, agentOrAdmin) => {
    expect(admitsSignedIn(role)).toBe(signedIn);
    expect(admitsAgentOrAdmin(role)).toBe(agentOrAdmin);
  });

  test('the member check recognises MEM and MEMBER only', () => {
    expect(['MEM', 'MEMBER', 'mem', 'AG', null].map(isMemberRole)).toEqual([true, true, false, false, false]);
  });
});
