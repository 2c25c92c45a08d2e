// One entry of an address list (docs/decisions/address-lists.md): an IPv4 or IPv6 address, or a CIDR
// range of either, with a prefix within its family. Pure and free of the schema library, so the page
// checks each line in the browser as the platform will (the contract adds zod's formats on top).

export const MAX_ADDRESS_ENTRY_LENGTH = 64;

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6_CHARACTERS = /^[0-9a-f:.]+$/;
const PREFIX = /^(?:0|[1-9]\d{0,2})$/;

/** An IPv6 literal as the URL standard parses it (the same parser the browser and node share). */
function isIpv6(address: string): boolean {
  if (!address.includes(':') || !IPV6_CHARACTERS.test(address)) return false;
  try {
    return new URL(`http://[${address}]/`).hostname.startsWith('[');
  } catch {
    return false;
  }
}

/** An entry as stored: trimmed and lower-cased (IPv6 hex digits). */
export const canonicalEntry = (entry: string): string => entry.trim().toLowerCase();

/** Whether an entry is one address or one CIDR range (IPv4 /0-/32, IPv6 /0-/128). */
export function isAddressEntry(entry: string): boolean {
  const value = canonicalEntry(entry);
  if (value.length === 0 || value.length > MAX_ADDRESS_ENTRY_LENGTH) return false;
  const [address = '', prefix, extra] = value.split('/');
  if (extra !== undefined || (prefix !== undefined && !PREFIX.test(prefix))) return false;
  const bits = prefix === undefined ? 0 : Number(prefix);
  if (IPV4.test(address)) return bits <= 32;
  return isIpv6(address) && bits <= 128;
}
