// Calls the BFF's route handlers as Next would: a NextRequest for a site host, with the session
// cookie and headers a browser sends, against a platform the harness runs over HTTP.
import { sealData } from 'iron-session';
import { NextRequest, type NextResponse } from 'next/server';
import { sealSession, SESSION_COOKIE } from '@/lib/session/cookie';
import { newSession, nowSeconds, type SessionData, type SignedInData } from '@/lib/session/data';

export const ORIGIN = 'http://alpha.localhost:3000';
/** At least 32 characters, like production's. */
process.env.SESSION_SECRET = 'test-session-secret-0123456789-abcdefghij';

type Handler = (request: NextRequest) => Promise<NextResponse>;

export interface CallOptions {
  method?: 'GET' | 'POST';
  json?: unknown;
  cookie?: string;
  /** Extra headers; null removes one the helper would send (e.g. Sec-Fetch-Site). */
  headers?: Record<string, string | null>;
}

export async function call(handler: Handler, path: string, options: CallOptions = {}) {
  const method = options.method ?? (options.json === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { host: 'alpha.localhost:3000', 'x-forwarded-for': '203.0.113.9' };
  if (method !== 'GET') Object.assign(headers, { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' });
  if (options.cookie) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`;
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  const request = new NextRequest(`${ORIGIN}${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const response = await handler(request);
  const text = await response.text();
  const body: unknown = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { status: response.status, body, headers: response.headers, cookie: response.cookies.get(SESSION_COOKIE) };
}

export async function seal(fields: Partial<Omit<SessionData, 'v'>>): Promise<string> {
  const now = nowSeconds();
  return (await sealSession({ ...newSession(now), ...fields })).value;
}

export function signedIn(token: string, userId: string, termsAccepted = true): Partial<SessionData> {
  const auth: SignedInData = { token, userId, locId: 'SG', prefix: '4d', termsAccepted, flags: {} };
  return { auth };
}

/** A seal with one character of its MAC changed (a suffix would only touch iron's version field, which it parses leniently). */
export function tamper(sealed: string): string {
  const at = sealed.lastIndexOf('*') + 2;
  return `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
}

/** Every session state a handler must answer (docs/security.md "The proxy is not the boundary"), as cookie makers. */
export function sessionStates(platform: { signIn(userId: string, password: string): Promise<string> }): Record<string, () => Promise<string | undefined>> {
  return {
    none: async () => undefined,
    tampered: async () => tamper(await seal(signedIn('x'.repeat(43), 'member1'))),
    expired: async () => {
      const issuedAt = Math.floor(Date.now() / 1000) - 13 * 3600;
      return sealData({ v: 1, issuedAt, seenAt: issuedAt, ...signedIn('x'.repeat(43), 'member1') }, { password: process.env.SESSION_SECRET ?? '' });
    },
    member: async () => seal(signedIn(await platform.signIn('member1', 'Member1234'), 'member1')),
    agent: async () => seal(signedIn(await platform.signIn('agent1', 'Agent1234'), 'agent1')),
    admin: async () => seal(signedIn(await platform.signIn('admin', 'Admin1234'), 'admin')),
    'terms pending': async () => seal(signedIn(await platform.signIn('agent2', 'Agent1234'), 'agent2', false)),
    'must change password': async () => seal({ pendingPassword: { userId: 'fresh1', token: await platform.signIn('fresh1', 'Fresh1234') } }),
  };
}
