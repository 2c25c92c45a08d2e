// What the sealed session cookie holds: ids, flags and the platform's bearer token, nothing else.
// Pure (no server imports) so that proxy.ts, route handlers, pages and jest share one definition.
import type { PathPrefix } from '@/lib/contract/common';

/** Absolute lifetime: a session ends 12 hours after sign-in, like the platform's token. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;
/** Idle timeout: a session unused for this long is over. */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
/** Activity refreshes the seal at most this often, so ordinary navigation does not re-seal every time. */
export const SESSION_TOUCH_SECONDS = 5 * 60;

export const SESSION_VERSION = 1;

export interface SignedInData {
  token: string;
  userId: string;
  locId: string;
  /** The path prefix (4d or tt) of locId's platform calls. */
  prefix: PathPrefix;
  termsAccepted: boolean;
  /** Text flags the shell reads later (e.g. the sidebar variant); never secrets. */
  flags: Record<string, string>;
  /** Two-factor is required and not set up: the token opens /admin/twoFactor only (docs/decisions/two-factor.md). */
  twoFactorEnrolment?: true;
}

/** A right password of a user with two-factor: the platform's challenge, waiting for the code. Never the secret. */
export interface PendingCodeData {
  userId: string;
  challenge: string;
  /** Seconds since the epoch; the platform's challenge is over then too. */
  expiresAt: number;
  /** Where the sign-in goes afterwards (already checked by safeReturnUrl's rules at use). */
  returnUrl?: string;
}

/** A user the platform sent to change its password: no access, but its token opens updatePassword. */
export interface PendingPasswordData {
  userId: string;
  token: string;
}

export interface SessionData {
  v: typeof SESSION_VERSION;
  /** Seconds since the epoch. */
  issuedAt: number;
  seenAt: number;
  auth?: SignedInData;
  pendingPassword?: PendingPasswordData;
  pendingCode?: PendingCodeData;
  /** The x-token of the captcha shown last; sent back with the answer, never given to the page. */
  captchaKey?: string;
}

export type SessionState =
  | { kind: 'anonymous' }
  | { kind: 'password-change'; userId: string }
  | { kind: 'two-factor-enrolment'; userId: string; locId: string }
  | { kind: 'terms'; userId: string; locId: string }
  | { kind: 'signed-in'; userId: string; locId: string };

export function newSession(now: number, fields: Partial<Omit<SessionData, 'v' | 'issuedAt' | 'seenAt'>> = {}): SessionData {
  return { v: SESSION_VERSION, issuedAt: now, seenAt: now, ...fields };
}

/** An unsealed value of our current shape (an empty or older seal is not). */
export function isSessionData(value: Partial<SessionData>): value is SessionData {
  return value.v === SESSION_VERSION && typeof value.issuedAt === 'number' && typeof value.seenAt === 'number';
}

/** Whether the session is still alive at `now` (seconds): within its absolute and idle limits. */
export function isLive(data: SessionData, now: number): boolean {
  return (
    now - data.issuedAt < SESSION_MAX_AGE_SECONDS &&
    now - data.seenAt < SESSION_IDLE_SECONDS &&
    data.issuedAt <= now + 60
  );
}

export function needsTouch(data: SessionData, now: number): boolean {
  return now - data.seenAt >= SESSION_TOUCH_SECONDS;
}

/** The gate-relevant state of a session (null or dead counts as anonymous). */
export function sessionState(data: SessionData | null): SessionState {
  if (data?.auth) {
    const { userId, locId, termsAccepted } = data.auth;
    if (data.auth.twoFactorEnrolment) return { kind: 'two-factor-enrolment', userId, locId };
    return termsAccepted ? { kind: 'signed-in', userId, locId } : { kind: 'terms', userId, locId };
  }
  if (data?.pendingPassword) return { kind: 'password-change', userId: data.pendingPassword.userId };
  return { kind: 'anonymous' };
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
