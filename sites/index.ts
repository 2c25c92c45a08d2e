import registryJson from './registry.json';
import { normalizeHost } from './host';
import { parseRegistry } from './load';
import { LANDING_LINKS, type LandingLink, type Site } from './schema';

/**
 * The operator sites. registry.json is imported statically so it is bundled into the proxy and the
 * server, and validated once at module load: a bad entry stops the app at boot with an error that
 * names it, rather than at the first request for that host. No fs, no server-only: proxy.ts and
 * server components both import this.
 */

export { normalizeHost } from './host';
export type { LandingLink, LoginVariant, Site } from './schema';

export const DEFAULT_LOGO_FILE = 'logo.svg';
const LOCAL_SUFFIX = '.localhost';

export const sites: readonly Site[] = parseRegistry(registryJson);

const byKey = new Map(sites.map((site) => [site.key, site]));
const byHost = new Map(sites.flatMap((site) => site.hosts.map((host) => [host, site] as const)));

function findDefault(): Site {
  const site = sites.find((entry) => entry.default);
  if (!site) throw new Error('Invalid sites/registry.json: no default site'); // the schema rules this out
  return site;
}

export const defaultSite: Site = findDefault();

export function siteByKey(key: string): Site | undefined {
  return byKey.get(key);
}

/**
 * Exact match of the normalised Host against the registered names, else the default site. Never a
 * suffix or partial match: `x.alpha.localhost` or `alpha.localhost.evil.com` must not borrow ALPHA's
 * branding, so an unknown name always gets the neutral default.
 */
export function resolveSite(rawHost: string | null | undefined): Site {
  const host = normalizeHost(rawHost);
  return (host !== null && byHost.get(host)) || defaultSite;
}

function folder(site: Site): string {
  return `/sites/${site.key.toLowerCase()}`;
}

/** A file in the site's image folder, public/sites/<key-lower>/. */
export function assetUrl(site: Site, file: string): string {
  return `${folder(site)}/${encodeURIComponent(file)}`;
}

export function logoUrl(site: Site): string {
  return assetUrl(site, site.logo?.file ?? DEFAULT_LOGO_FILE);
}

export function themeUrl(site: Site): string {
  return `/styles/${site.styleFolder}/theme.css`;
}

/** The site's `*.localhost` name (the schema requires exactly one), e.g. for http://<host>:3000. */
export function localHost(site: Site): string {
  const host = site.hosts.find((name) => name.endsWith(LOCAL_SUFFIX));
  if (!host) throw new Error(`Site ${site.key} has no ${LOCAL_SUFFIX} host`);
  return host;
}

/**
 * How the login page shows the logo. A 0x0 size means the operator shows none; an unspecified size
 * (logo: null) lets logo.svg keep its intrinsic size.
 */
export type LogoDisplay =
  | { kind: 'hidden' }
  | { kind: 'natural'; src: string }
  | { kind: 'sized'; src: string; width: number; height: number };

export function logoDisplay(site: Site): LogoDisplay {
  const { logo } = site;
  if (!logo) return { kind: 'natural', src: logoUrl(site) };
  if (logo.width === 0 || logo.height === 0) return { kind: 'hidden' };
  return { kind: 'sized', src: logoUrl(site), width: logo.width, height: logo.height };
}

/** The landing variant's top links the site sets, in their order (an unset one is not shown). */
export function landingLinks(site: Site): { name: LandingLink; href: string }[] {
  const links = site.landing?.links ?? {};
  return LANDING_LINKS.flatMap((name) => {
    const href = links[name];
    return href ? [{ name, href }] : [];
  });
}
