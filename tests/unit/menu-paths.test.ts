import { visibleMenu, type MenuLink } from '@/lib/domain/menu';
import { demoInput, TIMESTAMP } from './menu-fixtures';

function routes(locId: string, mobile = false): Map<string, Extract<MenuLink, { kind: 'route' }>> {
  const menu = visibleMenu(demoInput('admin', locId, { browser: { mobile } }));
  return new Map(
    menu.flatMap((section) => section.links.flatMap((link) => (link.kind === 'route' ? [[link.id, link] as const] : []))),
  );
}

// id, 4D path, TT path (null: not in that game), VW, extra query
const PATHS: [string, string | null, string | null, string | null, Record<string, string>][] = [
  ['profile', '/admin/profile', '/admin/profile', null, {}],
  ['agents', '/admin/agents', '/admin/agents', 'AG', {}],
  ['players', '/admin/players', '/admin/players', 'MEM', {}],
  ['payments', '/admin/payments', '/admin/payments', 'PAYMENT', {}],
  ['paymentHist', '/admin/paymentHist', '/admin/paymentHist', 'PAYMENTHIST', {}],
  ['mobile', '/admin/mobile', '/admin/mobile', null, {}],
  ['changePassword', '/admin/changePassword', '/admin/changePassword', null, {}],
  ['sessions', '/admin/sessions', '/admin/sessions', null, {}],
  ['installationGuide', '/admin/installation-guide', '/admin/installation-guide', null, {}],
  ['home', '/admin/home', '/admin/home', null, {}],
  ['placeBets', '/bet/placeBets/add', '/bet/placeBets/add-simple', 'PLACEBET', {}],
  ['betUpload', '/bet/bet-upload', '/bet/bet-upload', 'BETUPLOAD', {}],
  ['fixedBets', '/bet/fixedBets', '/bet/fixedBets', 'BETFIXED', {}],
  ['outBets', '/bet/outBets', '/bet/outBets', 'BETOUT', {}],
  ['betSummary', '/bet/betSummary', '/bet/betSummary', 'BETSUMMARY', {}],
  ['betSummary2', '/bet/betSummary2', '/bet/betSummary2', 'BETSUMMARY2', {}],
  ['betsInstruction', '/bet/betsInstruction', '/bet/betsInstruction', null, {}],
  ['viewTickets', '/tickets/page', '/tickets/page', 'TICKET', {}],
  ['ticketSearch', '/tickets/search', '/tickets/search', 'TICKETSEARCH', {}],
  ['ticketHistory', '/tickets/history', '/tickets/history', 'TICKETHIST', { ViewDay: '1' }],
  ['fullReport', '/report/full', '/report/tt/full', 'RPTFULL', {}],
  ['collectionReport', '/report/collection', '/report/collection', 'RPTCOL', {}],
  ['outReport', '/report/out', '/report/out', 'RPTOUT', {}],
  ['memberSummary', '/report/member-summary', '/report/member-summary', 'RPTMEM', {}],
  ['groupReport', '/report/group', '/report/tt/group', 'RPTGRP', {}],
  ['groupReportBreakdown', '/report/group2', '/report/tt/group2', 'RPTGRP2', {}],
  ['stakeReport', '/report/stake', '/report/tt/stake', 'RPTSTAKE', {}],
  ['strikeReport', '/report/strike', '/report/tt/strike', 'RPTSTRIKE', {}],
  ['strikeReport2', '/report/strike2', '/report/tt/strike2', 'RPTSTRIKE2', {}],
  ['drawResult', '/report/drawResult', '/report/tt/drawResult', 'RPTRESULT', {}],
  ['summaryReport', '/report/summary', '/report/summary', 'RPTSUM', {}],
  ['shareClaimReport', '/report/shareClaim', null, 'RPTSHARE_CLAIM', {}],
  ['announcementSetting', '/control/announcement', '/control/announcement', null, {}],
  ['drawSetting', '/control/drawSetting', '/control/drawSetting', null, {}],
  ['limitSetting', null, '/control/limitSetting', null, {}],
  ['fixedSetting', '/control/fixedSetting', '/control/fixedSetting', null, {}],
  ['fixedProcess', '/control/fixedProcess', '/control/fixedProcess', null, {}],
  ['subShare', '/control/subShare', '/control/subShare', null, {}],
  ['payRate', '/control/payRate', null, null, {}],
  ['shareClaim', '/control/shareClaim', '/control/shareClaim', null, {}],
  ['shareClaimSetting', '/control/shareClaimSetting', '/control/shareClaimSetting', null, {}],
  ['shareClaimCompany', '/control/shareClaimCompany', '/control/shareClaimCompany', null, {}],
  ['permission', '/control/permission', '/control/permission', null, {}],
  ['outSetting1', '/outset/outSetting', '/outset/outSetting', null, {}],
  ['outSetting2', '/outset/outSetting2', '/outset/outSetting2', null, {}],
  ['outSetting3', '/outset/outSetting3', '/outset/outSetting3', null, {}],
  ['betsIn', '/outset/betsIn', '/outset/betsIn', null, { ViewDay: '1', Choice: '1' }],
  ['betsOut', '/outset/betsIn', '/outset/betsIn', null, { ViewDay: '1', Choice: '2' }],
  ['throwNumber', '/outset/throwNumber', null, null, {}],
  ['betSpecial', '/outset/betSpecial', null, null, {}],
  ['riskBoard', '/outset/risk', null, null, {}],
  ['backupAra', '/utilities/backupARA', null, null, {}],
  ['creditRecal', '/utilities/creditRecal', null, null, {}],
  ['clearCache', '/utilities/clearCache', '/utilities/clearCache', null, {}],
  ['superPassword', '/utilities/superPassword', '/utilities/superPassword', null, {}],
  ['auditLog', '/utilities/auditLog', '/utilities/auditLog', null, {}],
  ['loginLog', '/utilities/loginLog', '/utilities/loginLog', null, {}],
  ['addressList', '/utilities/addressList', '/utilities/addressList', null, {}],
  ['twoFactorSetting', '/utilities/twoFactorSetting', '/utilities/twoFactorSetting', null, {}],
  ['smsAgent', '/sms/smsAgent', '/sms/smsAgent', null, {}],
  ['smsSubscribe', '/sms/smsSubscribe', '/sms/smsSubscribe', null, {}],
  ['sendResult', '/sms/sendResult', '/sms/sendResult', null, {}],
  ['sendStrike', '/sms/sendStrike', '/sms/sendStrike', null, {}],
  ['smsReport', '/sms/smsReport', '/sms/smsReport', null, {}],
  ['smsView', '/sms/smsView', '/sms/smsView', null, {}],
  ['smsGateway', '/sms/smsGateway', null, null, {}],
  ['announcement', '/announcement', '/announcement', null, {}],
  ['payOut', '/payOut', null, null, {}],
];

describe('paths, view codes and query parameters of every link (admin sees them all)', () => {
  it.each(PATHS)('%s: 4D %s, TT %s, VW %s', (id, fourD, tt, vw, extra) => {
    for (const [locId, path] of [['SG', fourD], ['TT', tt]] as const) {
      const link = routes(locId).get(id);
      if (path === null) {
        expect(link).toBeUndefined();
        continue;
      }
      expect(link).toMatchObject({ path, vw });
      const query = { LocId: locId, ...(vw ? { VW: vw } : {}), ...extra, rand: String(TIMESTAMP) };
      expect(link?.query).toEqual(query);
      expect(link?.href).toBe(`${path}?${new URLSearchParams(query).toString()}`);
    }
  });

  test('the table covers every route link of both games', () => {
    const known = new Set(PATHS.map(([id]) => id));
    expect([...routes('SG').keys(), ...routes('TT').keys()].filter((id) => !known.has(id))).toEqual([]);
  });

  test('a mobile browser gets the 20-line bet form in 4D; TT keeps its simple form', () => {
    expect(routes('SG', true).get('placeBets')?.path).toBe('/bet/placeBets/add-20');
    expect(routes('MG', true).get('placeBets')?.path).toBe('/bet/placeBets/add-20');
    expect(routes('TT', true).get('placeBets')?.path).toBe('/bet/placeBets/add-simple');
    const others = (locId: string, mobile: boolean) =>
      [...routes(locId, mobile).values()].filter((link) => link.id !== 'placeBets').map((link) => link.href);
    expect(others('SG', true)).toEqual(others('SG', false));
    expect(others('TT', true)).toEqual(others('TT', false));
  });

  test('the time stamp is the input: the same input gives the same hrefs', () => {
    const at = (timestamp: number) => visibleMenu(demoInput('agent1', 'SG', { timestamp }));
    expect(at(5)).toEqual(at(5));
    expect(routes('SG').get('profile')?.href).toBe(`/admin/profile?LocId=SG&rand=${TIMESTAMP}`);
    const hrefs = at(42).flatMap((section) => section.links.flatMap((link) => (link.kind === 'route' ? [link.href] : [])));
    expect(hrefs.every((href) => href.endsWith('&rand=42'))).toBe(true);
  });

  test('LocId is encoded', () => {
    expect(visibleMenu(demoInput('member1', 'A&B=C'))[0]?.links[0]).toMatchObject({ href: `/admin/profile?LocId=A%26B%3DC&rand=${TIMESTAMP}` });
  });

  test('logout is an action of Options, never a link', () => {
    const options = visibleMenu(demoInput('member1', 'SG')).find((section) => section.id === 'options');
    expect(options?.links.at(-1)).toEqual({ kind: 'logout', id: 'logout', labelKey: 'links.logout' });
  });
});
