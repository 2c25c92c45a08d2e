// Address allowlists for admin roles, per site (ours; docs/decisions/address-lists.md). A site's list
// names the addresses (IPv4, IPv6, CIDR ranges) its ADMIN accounts may sign in from; an empty list
// admits every address. GET addressList reads one host's list; POST addressList replaces the list of
// one site, under every host the site answers to. Both need AdminEdit.
import { isHostName } from '@/sites/host';
import { z } from './zod';
import { locIdSchema, requiredText, textField } from './common';

/** At most this many entries in one site's list. */
export const MAX_ADDRESS_ENTRIES = 200;
/** The longest entry: `ffff:...:ffff/128` is 43, `::ffff:255.255.255.255/128` 26. */
export const MAX_ADDRESS_ENTRY_LENGTH = 64;
/** A site has a few hosts (sites/registry.json); one save names them all. */
export const MAX_SITE_HOSTS = 16;
/** The save's body: 200 entries of 64 characters and 16 hosts fit well under it. */
export const ADDRESS_LIST_BODY_LIMIT = 24 * 1024;

const addressShape = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** An entry as stored: trimmed and lower-cased (IPv6 hex digits). */
export const canonicalEntry = (entry: string): string => entry.trim().toLowerCase();

/** Whether an entry is one address or one CIDR range (IPv4 or IPv6, the prefix within the family). */
export function isAddressEntry(entry: string): boolean {
  const value = canonicalEntry(entry);
  return value.length > 0 && value.length <= MAX_ADDRESS_ENTRY_LENGTH && addressShape.safeParse(value).success;
}

/** The message of a refused entry, by its 1-based line. */
export const badEntryMessage = (line: number): string => `Line ${line} is not an IP address or a CIDR range.`;

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
