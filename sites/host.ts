/**
 * Host-name shapes shared by the registry schema and request resolution. Pure: no I/O, so it runs
 * in the proxy, in server components and in jest alike.
 */

export const MAX_HOST_LENGTH = 253;

// One DNS label: 1-63 of [a-z0-9-], not starting or ending with a hyphen. Dotted IPv4 addresses
// also match, which is all resolution needs (they never appear in the registry, so they fall
// through to the default site).
const LABEL = '(?!-)[a-z0-9-]{1,63}(?<!-)';
const HOST_NAME_RE = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const NAME_WITH_PORT_RE = /^([^:]+?)(?::(\d{1,5}))?$/;
const BRACKETED_IPV6_RE = /^(\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/;
const BARE_IPV6_RE = /^[0-9a-f:.]+$/;

/** A lower-case host name without port or trailing dot, as the registry stores them. */
export function isHostName(value: string): boolean {
  return value.length <= MAX_HOST_LENGTH && HOST_NAME_RE.test(value);
}

function isPort(port: string | undefined): boolean {
  return port === undefined || Number(port) <= 65_535;
}

/** `[addr]` in the URL standard's canonical form, or null when it is not an IPv6 address. */
function canonicalIpv6(bracketed: string): string | null {
  try {
    const { hostname } = new URL(`http://${bracketed}/`);
    return hostname.startsWith('[') ? hostname : null;
  } catch {
    return null;
  }
}

/**
 * The Host header reduced to the form the registry uses: trimmed, lower-cased, without port and
 * without one trailing dot. IPv6 literals come back bracketed (`[::1]`), as URL#hostname gives
 * them. Anything that is not a host-name or IP shape (spaces, slashes, '@', over 253 characters,
 * empty labels) is null, so garbage can never match a site.
 */
export function normalizeHost(rawHost: string | null | undefined): string | null {
  if (typeof rawHost !== 'string') return null;
  const host = rawHost.trim().toLowerCase();
  // Longest legal input: a 253-character name, a trailing dot and a port.
  if (host.length === 0 || host.length > MAX_HOST_LENGTH + 7) return null;

  if (host.startsWith('[')) {
    const match = BRACKETED_IPV6_RE.exec(host);
    if (!match?.[1] || !isPort(match[2])) return null;
    return canonicalIpv6(match[1]);
  }
  if (host.indexOf(':') !== host.lastIndexOf(':')) {
    // Two or more colons: an unbracketed IPv6 literal, which cannot carry a port.
    return BARE_IPV6_RE.test(host) ? canonicalIpv6(`[${host}]`) : null;
  }

  const match = NAME_WITH_PORT_RE.exec(host);
  if (!match?.[1] || !isPort(match[2])) return null;
  const name = match[1].endsWith('.') ? match[1].slice(0, -1) : match[1];
  return isHostName(name) ? name : null;
}
