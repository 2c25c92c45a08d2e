// Whether an address is on a list of addresses and CIDR ranges: node's BlockList does the matching
// (an IPv4-mapped IPv6 address matches its IPv4 range and the other way round), never bit maths here.
import { BlockList, isIP } from 'node:net';

/** A BlockList of the entries; entries the contract would refuse are skipped (none are stored). */
function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * Whether `address` is on the list. The app names a bare address (lib/http/client-ip.ts normalizes
 * it); anything that is not one (empty, 'unknown', a port) is on no list.
 */
export function listAdmits(entries: readonly string[], address: string): boolean {
  const ip = address.trim().toLowerCase();
  const family = isIP(ip);
  if (family === 0) return false;
  return blockListOf(entries).check(ip, family === 4 ? 'ipv4' : 'ipv6');
}
