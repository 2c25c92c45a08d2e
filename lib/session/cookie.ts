import 'server-only';
import { unsealData, sealData } from 'iron-session';
import { isLive, isSessionData, nowSeconds, SESSION_MAX_AGE_SECONDS, type SessionData } from './data';
import { sessionPassword } from './secret';

/**
 * The one session module: the sealed, httpOnly cookie (iron-session's seal: AES-256-CBC + HMAC).
 * Settings follow SECURITY.md: httpOnly, SameSite=Lax, path /, Secure unless explicitly turned off
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

/** The live session sealed in a cookie value, or null (missing, tampered, expired or idle too long). */
export async function unsealSession(value: string | undefined, now = nowSeconds()): Promise<SessionData | null> {
  if (!value) return null;
  try {
    const data = await unsealData<Partial<SessionData>>(value, {
      password: sessionPassword(),
      ttl: SESSION_MAX_AGE_SECONDS,
    });
    return isSessionData(data) && isLive(data, now) ? data : null;
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
