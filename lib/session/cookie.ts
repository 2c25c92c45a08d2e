import 'server-only';
import { unsealData, sealData } from 'iron-session';
import { isLive, isSessionData, nowSeconds, SESSION_MAX_AGE_SECONDS, type SessionData } from './data';
import { sessionPassword } from './secret';

/**
 * The one session module: the sealed, httpOnly cookie (iron-session's seal: AES-256-CBC + HMAC).
 * Settings follow docs/security.md: httpOnly, SameSite=Lax, path /, Secure unless explicitly turned off
 * for plain-http hosts, and an absolute lifetime of 12 hours (seal TTL and Max-Age) plus the idle
 * timeout checked in isLive().
 */
export const SESSION_COOKIE = 'drawdesk_session';

export interface CookieToSet {
  name: string;
  value: string;
  options: {
    httpOnly: true;
    secure: boolean;
    sameSite: 'lax';
    path: '/';
    maxAge: number;
  };
}

function cookieOptions(maxAge: number): CookieToSet['options'] {
  // Browsers treat http://localhost and *.localhost as secure contexts, so Secure works there too.
  return { httpOnly: true, secure: process.env.SESSION_COOKIE_SECURE !== 'false', sameSite: 'lax', path: '/', maxAge };
}

/*
 * Unsealing costs a key derivation and a MAC per request, the largest part of a forwarded call
 * (docs/performance.md). A browser sends the same seal again and again, so the unsealed value is kept for a
 * minute, keyed by the whole sealed text: the same text can only hold the same data, and liveness is
 * still checked on every use. Bounded, oldest out first.
 */
const UNSEALED_TTL_MS = 60_000;
const UNSEALED_MAX = 5_000;
const unsealed = new Map<string, { data: SessionData; until: number }>();

function remembered(value: string, nowMs: number): SessionData | undefined {
  const entry = unsealed.get(value);
  if (!entry) return undefined;
  if (entry.until > nowMs) return entry.data;
  unsealed.delete(value);
  return undefined;
}

/** Shared between requests, so frozen: a handler changes a session by building a new one. */
function frozen(data: SessionData): SessionData {
  if (data.auth) Object.freeze(Object.freeze(data.auth).flags);
  if (data.pendingPassword) Object.freeze(data.pendingPassword);
  return Object.freeze(data);
}

function remember(value: string, data: SessionData, nowMs: number): void {
  if (unsealed.size >= UNSEALED_MAX) unsealed.delete(unsealed.keys().next().value ?? '');
  frozen(data);
  unsealed.set(value, { data, until: nowMs + UNSEALED_TTL_MS });
}

/** The live session sealed in a cookie value, or null (missing, tampered, expired or idle too long). */
export async function unsealSession(value: string | undefined, now = nowSeconds()): Promise<SessionData | null> {
  if (!value) return null;
  const nowMs = Date.now();
  const known = remembered(value, nowMs);
  if (known) return isLive(known, now) ? known : null;
  try {
    const data = await unsealData<Partial<SessionData>>(value, {
      password: sessionPassword(),
      ttl: SESSION_MAX_AGE_SECONDS,
    });
    if (!isSessionData(data)) return null;
    remember(value, data, nowMs);
    return isLive(data, now) ? data : null;
  } catch {
    return null;
  }
}

export async function sealSession(data: SessionData): Promise<CookieToSet> {
  const remaining = Math.max(1, SESSION_MAX_AGE_SECONDS - (nowSeconds() - data.issuedAt));
  const value = await sealData(data, { password: sessionPassword(), ttl: SESSION_MAX_AGE_SECONDS });
  return { name: SESSION_COOKIE, value, options: cookieOptions(remaining) };
}

export function clearedSession(): CookieToSet {
  return { name: SESSION_COOKIE, value: '', options: cookieOptions(0) };
}
