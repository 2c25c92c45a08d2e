import { z } from 'zod';
import { isHostName } from './host';

/**
 * The shape of sites/registry.json. Components read these settings and never branch on a key; every
 * difference between operator sites is a field here.
 */

const KEY_RE = /^[A-Z][A-Z0-9_]*$/;
// A plain file name inside the site's image folder: no directories, so no way out of the folder.
const FILE_RE = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(?:svg|png|jpe?g|webp|gif)$/;
const FOLDER_RE = /^[a-z0-9][a-z0-9-]*$/;
const LOCAL_SUFFIX = '.localhost';

export const LOGIN_BUTTON_TEXTS = ['Login', 'Sign in', 'SignIn', 'LOGIN'] as const;
export const USER_ID_PLACEHOLDERS = ['User ID', 'Email'] as const;
export const LOGIN_VARIANTS = ['standard', 'language-select', 'captcha-optional', 'toggle-box', 'landing'] as const;

const fileName = z.string().regex(FILE_RE, 'must be a plain image file name such as logo.svg');

/** The landing variant's top links, in their order; each is shown only when the site sets its URL. */
export const LANDING_LINKS = ['home', 'podcasts', 'gallery', 'about', 'createAccount'] as const;
export type LandingLink = (typeof LANDING_LINKS)[number];

function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
// An absolute http(s) URL: the value becomes an href, so no other scheme (javascript:, data:) may pass.
const webUrl = z.string().refine(isWebUrl, 'must be an absolute http(s) URL');
const landingLinksSchema = z
  .strictObject({
    home: webUrl.optional(),
    podcasts: webUrl.optional(),
    gallery: webUrl.optional(),
    about: webUrl.optional(),
    createAccount: webUrl.optional(),
  } satisfies Record<LandingLink, unknown>)
  .readonly();

const hostSchema = z
  .string()
  .refine(isHostName, 'must be a lower-case host name without port or trailing dot');

/** A sized logo. 0x0 is its own case: the operator shows no logo. */
const logoSchema = z
  .strictObject({
    file: fileName,
    width: z.number().min(0),
    height: z.number().min(0),
  })
  .refine((logo) => (logo.width === 0) === (logo.height === 0), {
    message: 'width and height must both be 0 (no logo) or both be positive',
  })
  .readonly();

export const siteSchema = z
  .strictObject({
    key: z.string().regex(KEY_RE, 'must match /^[A-Z][A-Z0-9_]*$/'),
    name: z.string().trim().min(1),
    hosts: z.array(hostSchema).min(1).readonly(),
    /** null: size unspecified, logo.svg is shown at its intrinsic size. */
    logo: logoSchema.nullable(),
    loginButtonText: z.enum(LOGIN_BUTTON_TEXTS),
    userIdPlaceholder: z.enum(USER_ID_PLACEHOLDERS),
    styleFolder: z.string().regex(FOLDER_RE, 'must be a folder name under public/styles/'),
    loginVariant: z.enum(LOGIN_VARIANTS),
    landing: z.strictObject({ bottomImage: fileName, links: landingLinksSchema.optional() }).readonly().optional(),
    default: z.boolean().default(false),
  })
  .superRefine((site, ctx) => {
    if (site.loginVariant === 'landing' && !site.landing) {
      ctx.addIssue({ code: 'custom', path: ['landing'], message: 'the landing variant needs landing.bottomImage' });
    }
    if (site.loginVariant !== 'landing' && site.landing) {
      ctx.addIssue({ code: 'custom', path: ['landing'], message: 'landing is only used by the landing variant' });
    }
    const local = site.hosts.filter((host) => host.endsWith(LOCAL_SUFFIX));
    if (local.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['hosts'], message: `needs exactly one *${LOCAL_SUFFIX} host, has ${local.length}` });
    }
  })
  .readonly();

export const registrySchema = z
  .array(siteSchema)
  .min(1)
  .superRefine((sites, ctx) => {
    const keys = new Set<string>();
    const hosts = new Map<string, string>();
    sites.forEach((site, index) => {
      if (keys.has(site.key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `duplicate key ${site.key}` });
      keys.add(site.key);
      site.hosts.forEach((host, hostIndex) => {
        const owner = hosts.get(host);
        if (owner !== undefined) {
          ctx.addIssue({ code: 'custom', path: [index, 'hosts', hostIndex], message: `host ${host} is already used by ${owner}` });
        }
        hosts.set(host, site.key);
      });
    });
    const defaults = sites.filter((site) => site.default).map((site) => site.key);
    if (defaults.length !== 1) {
      ctx.addIssue({ code: 'custom', path: [], message: `exactly one site must be default, found ${defaults.length} (${defaults.join(', ') || 'none'})` });
    }
  })
  .readonly();

export type Site = z.output<typeof siteSchema>;
export type SiteInput = z.input<typeof siteSchema>;
export type LoginVariant = Site['loginVariant'];
