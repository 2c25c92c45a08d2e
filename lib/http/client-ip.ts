// The client's IP address, for rate limits only (never for authorization).
import { isIP } from 'node:net';
import { trustedProxyHops } from './forwarded-for.mjs';

export { trustedProxyHops };

/*
 * `next start` alone (Next 16.4.6, base-server.js:604, in BaseServer.handleRequestImpl) does
 * `req.headers['x-forwarded-for'] ??= socket.remoteAddress`: it writes the socket peer only when the
 * client sent no header, so a client talking to Next directly could pick its own address, and the
 * socket address is lost to route handlers. Hence the app runs behind its own small server
 * (scripts/app-server.mjs), which rewrites the header from the socket before Next sees the request
 * (lib/http/forwarded-for.mjs):
 * - TRUST_PROXY_HOPS=0 (no proxy of ours in front): the header is the socket peer and nothing else.
 * - n >= 1: the client's list plus the socket peer (our innermost proxy), each proxy having appended
 *   the address it received the request from (nginx `$proxy_add_x_forwarded_for`); the real client
 *   is n entries left of the last. With fewer entries the request skipped a proxy, and we take the
 *   left-most, as proxy-addr does.
 * `next dev` does not go through that server; there the header is as `next start` leaves it.
 */

export const UNKNOWN_IP = 'unknown';

/** The client address for rate limiting, or 'unknown' when none is known or it is not an IP address. */
export function clientIp(request: Request, hops: number = trustedProxyHops()): string {
  const header = request.headers.get('x-forwarded-for');
  if (header === null) return UNKNOWN_IP;
  const entries = header.split(',').map((entry) => entry.trim());
  const index = Math.max(0, entries.length - 1 - hops);
  return normalizeIp(entries[index] ?? '') ?? UNKNOWN_IP;
}

/** A bare, canonical IP: ports and brackets removed, IPv4-mapped IPv6 as IPv4, IPv6 lower-cased. */
export function normalizeIp(value: string): string | undefined {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) address = mapped[1];
  return isIP(address) === 0 ? undefined : address;
}

/**
 * The rate-limit subject for an address: IPv4 as is, IPv6 by its /64 network, since one subscriber
 * usually holds a whole /64 and could otherwise rotate through 2^64 addresses.
 */
export function ipBucket(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const hasGap = ip.includes('::');
  const [head = '', tail = ''] = hasGap ? ip.split('::') : [ip];
  const groups = (text: string) => (text === '' ? [] : text.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const front = groups(head);
  const back = groups(tail);
  const full = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${full.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
