import {
  downloadUrl,
  isNarrowScreen,
  MENU_REFRESH_DELAY_MS,
  sectionOfPath,
  SIDEBAR_BREAKPOINT_PX,
  visibleMenu,
  type MenuSectionId,
} from '@/lib/domain/menu';
import { demoInput } from './menu-fixtures';

describe('Android and iOS download links', () => {
  const apps = (downloadUrl: string, iosDownloadUrl: string) =>
    visibleMenu(demoInput('member1', 'SG', { settings: { mobileAppData: { downloadUrl, iosDownloadUrl } } }))
      .flatMap((section) => section.links)
      .filter((link) => link.kind === 'external');

  it.each([
    ['', '', []],
    ['https://get.example/app.apk', '', [{ id: 'androidApp', href: 'https://get.example/app.apk' }]],
    ['', 'https://get.example/app.mobileconfig', [{ id: 'iosApp', href: 'https://get.example/app.mobileconfig' }]],
    ['  ', '\t', []],
    [
      'http://a.example/x.apk',
      'https://b.example/y',
      [
        { id: 'androidApp', href: 'http://a.example/x.apk' },
        { id: 'iosApp', href: 'https://b.example/y' },
      ],
    ],
    ['javascript:alert(1)', 'data:text/html,x', []],
    ['/relative.apk', 'not a url', []],
  ])('downloadUrl %j, iosDownloadUrl %j', (android, ios, expected) => {
    expect(apps(android, ios)).toEqual(expected.map((link) => ({ kind: 'external', labelKey: `links.${link.id}`, ...link })));
  });

  test('they sit at the end of Administration', () => {
    const menu = visibleMenu(demoInput('agent2', 'TT', { settings: { mobileAppData: { downloadUrl: 'https://a.example/', iosDownloadUrl: 'https://b.example/' } } }));
    expect(menu[0]?.links.slice(-3).map((link) => link.id)).toEqual(['home', 'androidApp', 'iosApp']);
  });

  test('downloadUrl normalises and refuses', () => {
    expect(downloadUrl(' https://A.example/app.apk ')).toBe('https://a.example/app.apk');
    expect(downloadUrl(null)).toBeNull();
    expect(downloadUrl(undefined)).toBeNull();
    expect(downloadUrl('ftp://a.example/x')).toBeNull();
  });
});

describe('the open section follows the URL prefix', () => {
  it.each<[string, MenuSectionId | null]>([
    ['/admin/profile', 'administration'],
    ['/admin/agents?VW=AG', 'administration'],
    ['/admin/home', 'bet'],
    ['/admin/home?LocId=SG', 'bet'],
    ['/admin/home/', 'bet'],
    ['/admin/homepage', 'administration'],
    ['/bet/placeBets/add', 'bet'],
    ['/tickets/page', 'bet'],
    ['/control/permission', 'control'],
    ['/report/tt/full#top', 'report'],
    ['/embed/report/full', 'report'],
    ['/options/anything', 'options'],
    ['/payOut', 'options'],
    ['/payOut/edit', 'options'],
    ['/announcement', 'options'],
    ['/announcements', null],
    ['/sms/smsGateway', 'smsGateway'],
    ['/sms/smsGateway/edit', 'smsGateway'],
    ['/sms/smsGatewayX', 'sms'],
    ['/sms/sendResult', 'sms'],
    ['/outset/betsIn?Choice=2', 'outset'],
    ['/utilities/auditLog', 'utilities'],
    ['/utilities/loginLog', 'utilities'],
    ['/utilities/addressList', 'utilities'],
    ['/utilities/twoFactorSetting', 'utilities'],
    ['/admin', null],
    ['/', null],
    ['', null],
    ['/embed', null],
    ['/login', null],
    ['/reports/full', null],
  ])('%s opens %s', (path, section) => {
    expect(sectionOfPath(path)).toBe(section);
  });

  test('every link of the menu opens its own section, except Home, which the spec puts under bet', () => {
    for (const locId of ['SG', 'TT']) {
      for (const section of visibleMenu(demoInput('admin', locId))) {
        for (const link of section.links) {
          if (link.kind !== 'route') continue;
          expect([link.id, sectionOfPath(link.href)]).toEqual([link.id, link.id === 'home' ? 'bet' : section.id]);
        }
      }
    }
  });
});

describe('sidebar timing and width', () => {
  test('constants of docs/product.md#menu and #constants-and-limits', () => {
    expect(MENU_REFRESH_DELAY_MS).toBe(260);
    expect(SIDEBAR_BREAKPOINT_PX).toBe(992);
  });

  it.each([
    [375, true],
    [991, true],
    [992, false],
    [1280, false],
  ])('%d px wide is narrow: %s', (width, narrow) => {
    expect(isNarrowScreen(width)).toBe(narrow);
  });
});
