import {
  assetUrl,
  defaultSite,
  localHost,
  logoDisplay,
  logoUrl,
  resolveSite,
  siteByKey,
  sites,
  themeUrl,
  type Site,
} from '@/sites';

// docs/product.md#entry-side /login site variants: every case must be reachable on some site.
const LOGO_SIZES: ReadonlyArray<readonly [number, number]> = [
  [446, 213], [331, 163], [270, 204], [460, 175.88], [460, 227],
  [229, 197], [374, 193], [151, 217], [153, 40], [76, 163], [0, 0],
];

function withKey(key: string): Site {
  const site = siteByKey(key);
  if (!site) throw new Error(`no site ${key}`);
  return site;
}

describe('registry coverage', () => {
  it('loads and validates the registry', () => {
    expect(sites.length).toBeGreaterThanOrEqual(16);
  });

  it.each(LOGO_SIZES)('has a site with a %sx%s logo', (width, height) => {
    expect(sites.some((site) => site.logo?.width === width && site.logo.height === height)).toBe(true);
  });

  it('has a site with an unspecified logo size', () => {
    expect(sites.some((site) => site.logo === null)).toBe(true);
  });

  it.each(['Login', 'Sign in', 'SignIn', 'LOGIN'])('has a site whose button reads %s', (text) => {
    expect(sites.some((site) => site.loginButtonText === text)).toBe(true);
  });

  it('uses Login and the User ID placeholder on most sites, Email on some', () => {
    const count = (pred: (site: Site) => boolean) => sites.filter(pred).length;
    expect(count((site) => site.loginButtonText === 'Login')).toBeGreaterThan(sites.length / 2);
    expect(count((site) => site.userIdPlaceholder === 'User ID')).toBeGreaterThan(sites.length / 2);
    expect(count((site) => site.userIdPlaceholder === 'Email')).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['LINGO', 'language-select'],
    ['OPTCAP', 'captcha-optional'],
    ['TOGGLE', 'toggle-box'],
    ['LANDING', 'landing'],
  ])('serves the special variant on %s (%s) at its own host', (key, variant) => {
    const site = withKey(key);
    expect(site.loginVariant).toBe(variant);
    expect(resolveSite(`${key.toLowerCase()}.localhost:3000`)).toBe(site);
  });

  it('gives the landing site a bottom image', () => {
    expect(withKey('LANDING').landing?.bottomImage).toBe('bottom.svg');
  });

  it('has exactly one default site: DEFAULT, 331x163, Login', () => {
    expect(sites.filter((site) => site.default)).toEqual([defaultSite]);
    expect(defaultSite).toMatchObject({
      key: 'DEFAULT',
      hosts: ['default.localhost', 'localhost'],
      logo: { width: 331, height: 163 },
      loginButtonText: 'Login',
    });
  });

  it('uses at least three style folders', () => {
    expect(new Set(sites.map((site) => site.styleFolder)).size).toBeGreaterThanOrEqual(3);
  });

  it('gives every site <key-lower>.localhost', () => {
    for (const site of sites) expect(localHost(site)).toBe(`${site.key.toLowerCase()}.localhost`);
  });

  it('freezes the loaded data', () => {
    expect(Object.isFrozen(sites)).toBe(true);
    expect(Object.isFrozen(withKey('ALPHA'))).toBe(true);
    expect(Object.isFrozen(withKey('ALPHA').hosts)).toBe(true);
  });
});

describe('site urls', () => {
  it('builds logo, theme and asset urls from the key and folder', () => {
    const alpha = withKey('ALPHA');
    expect(logoUrl(alpha)).toBe('/sites/alpha/logo.svg');
    expect(themeUrl(alpha)).toBe(`/styles/${alpha.styleFolder}/theme.css`);
    expect(assetUrl(withKey('LANDING'), 'bottom.svg')).toBe('/sites/landing/bottom.svg');
  });

  it('looks sites up by exact key only', () => {
    expect(siteByKey('ALPHA')?.key).toBe('ALPHA');
    expect(siteByKey('alpha')).toBeUndefined();
  });

  it('describes how to show the logo: sized, hidden for 0x0, natural when unspecified', () => {
    expect(logoDisplay(withKey('DELTA'))).toEqual({ kind: 'sized', src: '/sites/delta/logo.svg', width: 460, height: 175.88 });
    expect(logoDisplay(withKey('KILO'))).toEqual({ kind: 'hidden' });
    expect(logoDisplay(withKey('LIMA'))).toEqual({ kind: 'natural', src: '/sites/lima/logo.svg' });
  });
});
