// The client's IP address, for rate limits only (never for authorization).
import { isIP } from 'node:net';

/*
 * What `next start` does (Next 16.4.6, node_modules/next/dist/server/base-server.js:604, ESM copy
 * dist/esm/server/base-server.js:539; source packages/next/src/server/base-server.ts, in
 * BaseServer.handleRequestImpl, which runs before proxy.ts and before every route handler):
 *
 *   req.headers['x-forwarded-for'] ??= originalRequest?.socket?.remoteAddress;
 *
 * So Next SETS the header to the socket peer only when it is absent; it never appends. A client that
 * talks to Next directly and sends its own X-Forwarded-For keeps it untouched, and the socket address
 * is then lost to route handlers (NextRequest.ip no longer exists).
 *
 * Hence TRUST_PROXY_HOPS (default 0) says how many reverse proxies we run in front of Next, each of
 * which appends the address it received the request from (nginx `$proxy_add_x_forwarded_for`):
 * - 0: no proxy. The one entry is the socket peer that Next wrote, unless the client sent the header
 *   itself, in which case every entry is the client's choice: the per-IP buckets are then best effort,
 *   and the per-user bucket is what bounds password guessing. Production should sit behind a proxy.
 * - n >= 1: the n-th entry from the right was written by our outermost proxy: the real client. When
 *   there are fewer entries, the request skipped a proxy and we take the left-most, as proxy-addr does.
 */

export const UNKNOWN_IP = 'unknown';
const MAX_HOPS = 10;

/** TRUST_PROXY_HOPS as a number; a bad value is a deployment error and fails loudly. */
export function trustedProxyHops(value: string | undefined = process.env.TRUST_PROXY_HOPS): number {
  if (value === undefined || value.trim() === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > MAX_HOPS) {
    throw new RangeError(`TRUST_PROXY_HOPS must be an integer from 0 to ${MAX_HOPS}, not ${JSON.stringify(value)}`);
  }
  return hops;
}

/** The client address for rate limiting, or 'unknown' when none is known or it is not an IP address. */
export function clientIp(request: Request, hops: number = trustedProxyHops()): string {
  const header = request.headers.get('x-forwarded-for');
  if (header === null) return UNKNOWN_IP;
  const entries = header.split(',').map((entry) => entry.trim());
  const index = hops === 0 ? entries.length - 1 : Math.max(0, entries.length - hops);
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
