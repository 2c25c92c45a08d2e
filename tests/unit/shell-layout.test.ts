import {
  botLink,
  botOf,
  brandingOf,
  chooseLocation,
  embeddedPath,
  isEmbedPath,
  isFolded,
  isMobileBrowser,
  shellLayoutOf,
  sidebarVariant,
  sidebarWidthPx,
  tickerDurationSeconds,
  tickerHtml,
  TICKER_SEPARATOR,
} from '@/lib/domain/shell-layout';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15';

describe('shellLayoutOf', () => {
  test.each([
    ['/admin/home?LocId=SG', DESKTOP, 'main'],
    ['/admin/home?LocId=SG', IPHONE, 'mobile'],
    ['/admin/home', ANDROID, 'mobile'],
    ['/admin/home', IPAD, 'mobile'],
    ['/embed/report/full?LocId=SG', DESKTOP, 'embed'],
    ['/embed/report/full', IPHONE, 'embed'],
    ['/embed', DESKTOP, 'embed'],
    ['/admin/profile?Layout=blank', DESKTOP, 'blank'],
    ['/admin/profile?Layout=blank', IPHONE, 'blank'],
    ['/admin/profile?Layout=Blank', DESKTOP, 'main'],
    ['/embedded/x', DESKTOP, 'main'],
    ['/admin/home', null, 'main'],
    ['/admin/home', '', 'main'],
  ])('%s with %s is %s', (path, agent, layout) => {
    expect(shellLayoutOf({ path, userAgent: agent })).toBe(layout);
  });
});

test.each([
  ['/embed', true],
  ['/embed/', true],
  ['/embed/admin/profile?x=1', true],
  ['/embedded', false],
  ['/admin/embed', false],
  ['/', false],
])('isEmbedPath(%s) is %s', (path, embed) => {
  expect(isEmbedPath(path)).toBe(embed);
});

test.each([
  ['/embed', '/admin/home'],
  ['/embed/report/full?LocId=SG', '/report/full'],
  ['/embed/admin/profile', '/admin/profile'],
])('embeddedPath(%s) is %s', (path, page) => {
  expect(embeddedPath(path)).toBe(page);
});

test('isMobileBrowser', () => {
  expect(isMobileBrowser(IPHONE)).toBe(true);
  expect(isMobileBrowser(ANDROID)).toBe(true);
  expect(isMobileBrowser(DESKTOP)).toBe(false);
  expect(isMobileBrowser(undefined)).toBe(false);
});

describe('sidebarVariant: NEW_LAYOUT pins the new sidebar; otherwise only the text false picks the old', () => {
  test.each([
    [false, undefined, 'new'],
    [false, 'true', 'new'],
    [false, 'false', 'old'],
    [false, 'FALSE', 'new'],
    [false, '', 'new'],
    [false, '0', 'new'],
    [true, 'false', 'new'],
    [true, undefined, 'new'],
  ] as const)('pinned %s, flag %s: %s', (pinned, flag, variant) => {
    expect(sidebarVariant(pinned, flag)).toBe(variant);
  });
});

test('fold cookie and widths', () => {
  expect(isFolded('folded')).toBe(true);
  expect(isFolded('expanded')).toBe(false);
  expect(isFolded(undefined)).toBe(false);
  expect(sidebarWidthPx('new', false)).toBe(220);
  expect(sidebarWidthPx('new', true)).toBe(80);
  expect(sidebarWidthPx('old', false)).toBe(150);
  expect(sidebarWidthPx('old', true)).toBe(150);
});

describe('ticker', () => {
  test('line breaks are stripped and items joined', () => {
    expect(tickerHtml(['<p>One<br>two</p>', 'Three\r\nfour', '<b>Five</b><br/>'])).toBe(
      ['One two', 'Three four', '<b>Five</b>'].join(TICKER_SEPARATOR),
    );
  });
  test('empty items are left out', () => {
    expect(tickerHtml(['', '<br>', ' ', 'Only'])).toBe('Only');
    expect(tickerHtml([])).toBe('');
  });
  test('speed 2 is 2 px a frame at 60 frames a second', () => {
    expect(tickerDurationSeconds(1000, 200)).toBe(10);
    expect(tickerDurationSeconds(1000, 200, 4)).toBe(5);
    expect(tickerDurationSeconds(0, 0)).toBe(1);
  });
});

describe('chooseLocation (mobile start)', () => {
  const list = [{ LocId: 'SG' }, { LocId: 'MG' }, { LocId: 'TT' }];
  test('keeps the stored location when the user has it', () => expect(chooseLocation('TT', list)).toBe('TT'));
  test('falls back to the first one', () => expect(chooseLocation('IN', list)).toBe('SG'));
  test('none without locations', () => expect(chooseLocation('SG', [])).toBeNull());
});

test.each([
  ['drawdesk_bot', 'https://t.me/drawdesk_bot'],
  ['@drawdesk_bot', 'https://t.me/drawdesk_bot'],
  ['  Draw_Bot1  ', 'https://t.me/Draw_Bot1'],
  ['', null],
  [null, null],
  ['abc', null],
  ['bad/../bot', null],
  ['javascript:alert(1)', null],
  ['a'.repeat(33), null],
  ['1startsWithDigit', null],
])('botLink(%s) is %s', (name, link) => {
  expect(botLink(name)).toBe(link);
  expect(botOf(name)).toEqual(link ? { name: link.slice('https://t.me/'.length), href: link } : null);
});

describe('brandingOf', () => {
  const sg = { VipLeftCss: 'vip-left-sg', VipTopBGImage: 'top-bg-sg.svg', ColorTbl01: '#0b5394', ColorTbl02: '#CFE2F3' };
  test('takes class, image and colours from the location, the folder from the site', () => {
    expect(brandingOf(sg, 'classic')).toEqual({
      leftClass: 'vip-left-sg',
      topImage: '/styles/classic/top-bg-sg.svg',
      tableColours: { head: '#0b5394', alt: '#CFE2F3' },
    });
  });
  test.each([
    [{ VipLeftCss: 'x" onload="y' }, 'leftClass', null],
    [{ VipLeftCss: '' }, 'leftClass', null],
    [{ VipTopBGImage: '../../etc/passwd.png' }, 'topImage', null],
    [{ VipTopBGImage: 'https://evil.example/a.png' }, 'topImage', null],
    [{ VipTopBGImage: 'a.png) url(https://evil' }, 'topImage', null],
    [{ VipTopBGImage: 'top.exe' }, 'topImage', null],
    [{ VipTopBGImage: '' }, 'topImage', null],
  ])('refuses %p', (override, field, value) => {
    expect(brandingOf({ ...sg, ...override }, 'classic')[field as 'leftClass' | 'topImage']).toBe(value);
  });
  test.each(['red', 'url(https://evil)', '#12345', '#0b5394; background: red', ''])('refuses colour %p', (colour) => {
    expect(brandingOf({ ...sg, ColorTbl01: colour, ColorTbl02: colour }, 'classic').tableColours).toEqual({ head: null, alt: null });
  });
});
