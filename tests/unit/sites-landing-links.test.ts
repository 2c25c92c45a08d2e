import { landingLinks, sites } from '@/sites';
import { LANDING_LINKS, siteSchema, type SiteInput } from '@/sites/schema';

const landing = (links?: Record<string, string>): SiteInput => ({
  key: 'LANDING',
  name: 'Landing 4D',
  hosts: ['landing.localhost'],
  logo: null,
  loginButtonText: 'Login',
  userIdPlaceholder: 'User ID',
  styleFolder: 'classic',
  loginVariant: 'landing',
  landing: { bottomImage: 'bottom.svg', ...(links ? { links } : {}) },
});

describe("the landing variant's top links", () => {
  it('are optional: a landing site without links shows none', () => {
    expect(landingLinks(siteSchema.parse(landing()))).toEqual([]);
  });

  it('shows only the links the site sets, in the navigation order, each with its URL', () => {
    const site = siteSchema.parse(landing({ about: 'https://op.example.com/about', home: 'http://op.example.com/' }));
    expect(landingLinks(site)).toEqual([
      { name: 'home', href: 'http://op.example.com/' },
      { name: 'about', href: 'https://op.example.com/about' },
    ]);
  });

  it('takes every link name, each as an absolute URL', () => {
    const all = Object.fromEntries(LANDING_LINKS.map((name) => [name, `https://op.example.com/${name}`]));
    expect(landingLinks(siteSchema.parse(landing(all))).map((link) => link.name)).toEqual([...LANDING_LINKS]);
  });

  it.each([['#home'], ['/about'], ['javascript:alert(1)'], ['data:text/html,x'], ['ftp://op.example.com/'], ['']])(
    'refuses %j: no dead anchor, no relative path, no other scheme',
    (href) => {
      expect(siteSchema.safeParse(landing({ home: href })).success).toBe(false);
    },
  );

  it('refuses an unknown link name', () => {
    expect(siteSchema.safeParse(landing({ blog: 'https://op.example.com/blog' })).success).toBe(false);
  });

  it('the registry: every landing site sets at least one link; no other site sets any', () => {
    for (const site of sites) {
      if (site.loginVariant === 'landing') expect(landingLinks(site).length).toBeGreaterThan(0);
      else expect(site.landing).toBeUndefined();
    }
  });
});
