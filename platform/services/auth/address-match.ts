// Whether an address is on a list of addresses and CIDR ranges: node's BlockList does the matching
// (an IPv4-mapped IPv6 address matches its IPv4 range and the other way round), never bit maths here.
import { BlockList, isIP } from 'node:net';
import { normalizeIp } from '@/lib/http/client-ip';

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

/** Whether `address` (as the app names it: maybe bracketed, with a port or a zone) is on the list. */
export function listAdmits(entries: readonly string[], address: string): boolean {
  const ip = normalizeIp(address);
  if (!ip) return false;
  return blockListOf(entries).check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6');
}
