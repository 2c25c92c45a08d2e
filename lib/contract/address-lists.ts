// Address allowlists for admin roles, per site (ours; docs/decisions/address-lists.md). A site's list
// names the addresses (IPv4, IPv6, CIDR ranges) its ADMIN accounts may sign in from; an empty list
// admits every address. GET addressList reads one host's list; POST addressList replaces the list of
// one site, under every host the site answers to. Both need AdminEdit.
import { MAX_ADDRESS_ENTRIES } from '@/lib/domain/address-lines';
import { canonicalEntry, isAddressEntry as isEntryShape, MAX_ADDRESS_ENTRY_LENGTH } from '@/lib/domain/address-entry';
import { z } from './zod';
import { locIdSchema, requiredText, textField } from './common';

/** A site has a few hosts (sites/registry.json); one save names them all. */
export const MAX_SITE_HOSTS = 16;
/** The save's body: 200 entries of 64 characters and 16 hosts fit well under it. */
export const ADDRESS_LIST_BODY_LIMIT = 24 * 1024;

const addressShape = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

export { MAX_ADDRESS_ENTRIES, MAX_ADDRESS_ENTRY_LENGTH };

/**
 * Whether an entry is one address or one CIDR range: the page's own check (lib/domain/address-entry.ts,
 * without zod) and zod's formats must both take it, so the page never admits what the platform refuses.
 */
export function isAddressEntry(entry: string): boolean {
  return isEntryShape(entry) && addressShape.safeParse(canonicalEntry(entry)).success;
}

/** The message of a refused entry, by its 1-based line. */
export const badEntryMessage = (line: number): string => `Line ${line} is not an IP address or a CIDR range.`;

/** A host name as sites/registry.json spells them: lower case, dot-separated DNS labels, no port. */
const HOST_NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;
const isHostName = (value: string) => HOST_NAME.test(value);

const hostSchema = (label: string) =>
  requiredText(label, 253)
    .toLowerCase()
    .refine((value) => isHostName(value), `${label} must be a host name (lower case, no port).`);

export const addressListQuerySchema = z.object({ LocId: locIdSchema, SiteHost: hostSchema('SiteHost') });
export type AddressListQuery = z.output<typeof addressListQuerySchema>;

export const addressListSaveSchema = z.object({
  /** Every host of the site: the list applies to each (a site answers to several). */
  SiteHosts: z
    .array(hostSchema('SiteHosts'), { error: 'SiteHosts must be a list of host names.' })
    .min(1, 'SiteHosts is required.')
    .max(MAX_SITE_HOSTS, `SiteHosts may name at most ${MAX_SITE_HOSTS} hosts.`)
    .transform((hosts) => [...new Set(hosts)]),
  /** One address or CIDR range each; an empty list admits every address. */
  Entries: z
    .array(textField('Entries', { max: MAX_ADDRESS_ENTRY_LENGTH, tooLong: `An entry may be at most ${MAX_ADDRESS_ENTRY_LENGTH} characters.` }), {
      error: 'Entries must be a list of addresses.',
    })
    .max(MAX_ADDRESS_ENTRIES, `A list may hold at most ${MAX_ADDRESS_ENTRIES} entries.`)
    .superRefine((entries, ctx) => {
      entries.forEach((entry, index) => {
        if (!isAddressEntry(entry)) ctx.addIssue({ code: 'custom', path: [index], message: badEntryMessage(index + 1) });
      });
    })
    .transform((entries) => [...new Set(entries.map(canonicalEntry))]),
});
export type AddressListSave = z.output<typeof addressListSaveSchema>;

export const addressListSchema = z.object({
  SiteHost: z.string(),
  Entries: z.array(z.string()).max(MAX_ADDRESS_ENTRIES),
  /** The last save, or null for a host that never had a list. */
  UpdatedAt: z.string().nullable(),
  UpdatedBy: z.string().nullable(),
});
export type AddressList = z.infer<typeof addressListSchema>;

export const addressListSavedSchema = z.object({ SiteHosts: z.array(z.string()), Entries: z.array(z.string()) });
export type AddressListSaved = z.infer<typeof addressListSavedSchema>;
