import 'server-only';
// Header hygiene of the forwarder (docs/security.md "The BFF forwarder"): both directions are allowlists,
// so a header nobody thought about (cookie, authorization, host, x-forwarded-*, connection and the
// other hop-by-hop headers, set-cookie, server internals) never crosses. Pure.
import type { IncomingHttpHeaders } from 'node:http';
import { CLIENT_ADDRESS_HEADER, SIGN_IN_LIMITS, SITE_HOST_HEADER } from '@/lib/contract/sign-in-log';

/** Request headers the browser may pass on; everything else is dropped. */
const FORWARDED_REQUEST = ['accept', 'accept-language', 'idempotency-key'] as const;
/** Response headers the platform may pass back. */
const RETURNED_RESPONSE = ['content-type', 'content-disposition', 'content-language'] as const;
const MAX_VALUE_LENGTH = 256;

/** The cache switches of docs/product.md#call-catalogue: consumed by the BFF, never forwarded. */
export type CacheSwitch = 'use' | 'skip' | 'refresh';

function flag(value: string | null): boolean {
  return value !== null && ['1', 'true'].includes(value.trim().toLowerCase());
}

export function cacheSwitch(headers: Headers): CacheSwitch {
  if (flag(headers.get('x-no-cache'))) return 'skip';
  if (flag(headers.get('x-refresh'))) return 'refresh';
  return 'use';
}

export interface OutgoingHeaderInput {
  incoming: Headers;
  token: string;
  requestId: string;
  /** The body's type, checked by the caller (JSON, or multipart with its boundary). */
  contentType?: string;
  /**
   * The client as the app sees it (its address as the rate limits take it, and the Host it asked
   * for), set by the app and never taken from the browser's own headers: the platform's address lists
   * check a save against the saver's address (docs/decisions/address-lists.md).
   */
  client?: { address: string; siteHost: string };
}

/** The headers of a forwarded request: the allowlist, our request id and the session's bearer. */
export function outgoingHeaders({ incoming, token, requestId, contentType, client }: OutgoingHeaderInput): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED_REQUEST) {
    const value = incoming.get(name);
    if (value !== null && value.length <= MAX_VALUE_LENGTH) headers[name] = value;
  }
  if (contentType) headers['content-type'] = contentType;
  headers['x-request-id'] = requestId;
  if (client) {
    headers[CLIENT_ADDRESS_HEADER] = client.address.slice(0, SIGN_IN_LIMITS.address);
    headers[SITE_HOST_HEADER] = client.siteHost.slice(0, SIGN_IN_LIMITS.host);
  }
  headers.authorization = `Bearer ${token}`;
  return headers;
}

/**
 * The headers of a forwarded answer: the allowlist plus our request id (a plain object: Response takes
 * it as is). The platform's content type is taken as is, and the browser must not guess another one:
 * proxy.ts puts nosniff on every /api answer (tests/e2e/security.spec.ts checks it on the forwarder's).
 */
export function returnedHeaders(upstream: IncomingHttpHeaders, requestId: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of RETURNED_RESPONSE) {
    const value = upstream[name];
    if (typeof value === 'string') headers[name] = value;
  }
  headers['x-request-id'] = requestId;
  return headers;
}
