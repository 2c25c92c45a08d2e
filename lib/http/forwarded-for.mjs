// X-Forwarded-For as the app's own server writes it (scripts/app-server.mjs), before Next sees the
// request. Plain JavaScript, because that server runs under plain Node; lib/http/client-ip.ts reads
// what it writes. Types in forwarded-for.d.mts.

export const MAX_PROXY_HOPS = 10;

/** TRUST_PROXY_HOPS as a number; a bad value is a deployment error and fails loudly. */
export function trustedProxyHops(value = process.env.TRUST_PROXY_HOPS) {
  if (value === undefined || value.trim() === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > MAX_PROXY_HOPS) {
    throw new RangeError(`TRUST_PROXY_HOPS must be an integer from 0 to ${MAX_PROXY_HOPS}, not ${JSON.stringify(value)}`);
  }
  return hops;
}

/*
 * With no proxy of ours in front (hops 0), whatever the client sent is its own choice, so it is
 * dropped and the socket's peer is the only entry. Behind n proxies, each appends the address it
 * received the request from, so the client's list is kept and the socket peer (our innermost proxy)
 * appended: the real client is then n entries left of the last one. An unknown peer (a socket already
 * closed) leaves no entry at hops 0, which clientIp reads as 'unknown'.
 */
export function forwardedFor(sent, socketAddress, hops) {
  const peer = socketAddress ?? '';
  const received = Array.isArray(sent) ? sent.join(', ') : (sent ?? '');
  if (hops === 0 || received.trim() === '') return peer || undefined;
  return peer ? `${received}, ${peer}` : received;
}
