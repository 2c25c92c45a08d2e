import { guardOfPath, menuAllowsPath, passesGuard } from '@/lib/domain/menu-access';
import { MENU_CATALOGUE } from '@/lib/domain/menu-catalogue';
import { demoInput } from './menu-fixtures';

describe('the guard of each menu page', () => {
  it.each([
    ['/admin/profile', 'signedIn'],
    ['/admin/home?LocId=SG', 'signedIn'],
    ['/admin/agents', 'agentOrAdmin'],
    ['/admin/players', 'agentOrAdmin'],
    ['/admin/payments', 'agentOrAdmin'],
    ['/admin/paymentHist', 'agentOrAdmin'],
    ['/bet/placeBets/add', 'signedIn'],
    ['/bet/placeBets/add-20', 'signedIn'],
    ['/bet/placeBets/add-simple', 'signedIn'],
    ['/bet/bet-upload', 'agentOrAdmin'],
    ['/report/full', 'signedIn'],
    ['/report/tt/full', 'signedIn'],
    ['/report/stake', 'agentOrAdmin'],
    ['/report/tt/strike2', 'agentOrAdmin'],
    ['/report/shareClaim', 'signedIn'],
    ['/control/drawSetting', 'agentOrAdmin'],
    ['/outset/betsIn', 'agentOrAdmin'],
    ['/utilities/auditLog', 'agentOrAdmin'],
    ['/utilities/loginLog', 'agentOrAdmin'],
    ['/utilities/addressList', 'agentOrAdmin'],
    ['/utilities/twoFactorSetting', 'agentOrAdmin'],
    ['/sms/smsView', 'agentOrAdmin'],
    ['/sms/smsGateway', 'agentOrAdmin'],
    ['/announcement', 'signedIn'],
    ['/payOut', 'signedIn'],
    ['/embed/report/stake', 'agentOrAdmin'],
    ['/admin/unknown', null],
    ['/login', null],
    ['/report/full/extra', null],
  ])('%s needs %s', (path, guard) => {
    expect(guardOfPath(path)).toBe(guard);
  });

  test('every route link of the catalogue has a guard', () => {
    for (const section of MENU_CATALOGUE) {
      for (const link of section.links) {
        if (link.kind === 'route' && typeof link.path === 'string') expect(guardOfPath(link.path)).not.toBeNull();
      }
    }
  });

  it.each([
    ['signedIn', 'MEM', true],
    ['signedIn', 'MEMBER', true],
    ['signedIn', 'AG', true],
    ['signedIn', 'ADMIN', true],
    ['signedIn', null, false],
    ['agentOrAdmin', 'MEM', false],
    ['agentOrAdmin', 'MEMBER', false],
    ['agentOrAdmin', 'AG', true],
    ['agentOrAdmin', 'ADMIN', true],
    ['agentOrAdmin', undefined, false],
  ] as const)('%s admits %p: %p', (guard, role, admitted) => {
    expect(passesGuard(guard, role)).toBe(admitted);
  });
});

describe('whether the menu of a user reaches a path (the server re-check)', () => {
  const allows = (user: Parameters<typeof demoInput>[0], locId: string, path: string) => {
    const { profile, locId: loc, game, settings } = demoInput(user, locId);
    return menuAllowsPath({ profile, locId: loc, game, settings }, path);
  };

  it.each([
    ['member1', 'SG', '/admin/agents', false],
    ['agent1', 'SG', '/admin/agents', true],
    ['agent2', 'SG', '/admin/agents', false],
    ['member1', 'SG', '/bet/placeBets/add', true],
    ['member1', 'SG', '/bet/placeBets/add-20', true],
    ['member1', 'SG', '/bet/placeBets/add-simple', false],
    ['member1', 'TT', '/bet/placeBets/add-simple', true],
    ['member3', 'SG', '/bet/placeBets/add', false],
    ['member3', 'SG', '/bet/fixedBets?VW=BETFIXED', false],
    ['member1', 'SG', '/report/tt/full', false],
    ['member1', 'TT', '/report/tt/full', true],
    ['member1', 'SG', '/embed/report/full', true],
    ['member1', 'SG', '/report/stake', false],
    ['agent3', 'SG', '/report/group', false],
    ['agent1', 'SG', '/report/shareClaim', true],
    ['agent1', 'TT', '/report/shareClaim', false],
    ['clerk', 'SG', '/control/permission', false],
    ['admin', 'SG', '/control/permission', true],
    ['admin', 'SG', '/control/limitSetting', false],
    ['admin', 'TT', '/control/limitSetting', true],
    ['agent1', 'SG', '/control/announcement', false],
    ['member1', 'SG', '/sms/smsAgent', false],
    ['agent2', 'SG', '/sms/smsAgent', false],
    ['agent2', 'SG', '/sms/sendResult', true],
    ['clerk', 'SG', '/sms/smsAgent', true],
    ['member1', 'SG', '/admin/profile', true],
    ['member1', 'SG', '/somewhere/else', null],
  ] as const)('%s in %s: %s -> %p', (user, locId, path, expected) => {
    expect(allows(user, locId, path)).toBe(expected);
  });
});
