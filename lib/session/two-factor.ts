// The session between the password and the code of a two-factor sign-in: only the platform's challenge,
// the user id and where to go afterwards; never the secret (docs/decisions/two-factor.md).
import type { TwoFactorChallenge } from '@/lib/contract/two-factor';
import { newSession, type SessionData } from './data';

export function pendingCodeSession(answer: TwoFactorChallenge, userId: string, returnUrl: string | undefined, now: number): SessionData {
  return newSession(now, {
    pendingCode: { userId: userId.trim(), challenge: answer.challenge, expiresAt: now + answer.expires_in, ...(returnUrl ? { returnUrl } : {}) },
  });
}

/** The pending code step of a live session, or null when there is none or its challenge is over. */
export function livePendingCode(session: SessionData | null, now: number): NonNullable<SessionData['pendingCode']> | null {
  const pending = session?.pendingCode;
  return pending && pending.expiresAt > now ? pending : null;
}
