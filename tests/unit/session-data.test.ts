import {
  isLive,
  needsTouch,
  newSession,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  SESSION_TOUCH_SECONDS,
  sessionState,
} from '@/lib/session/data';

const t0 = 1_800_000_000;
const auth = { token: 't'.repeat(43), userId: 'member1', locId: 'SG', prefix: '4d' as const, termsAccepted: false, flags: {} };

describe('session lifetime', () => {
  it('ends 12 hours after sign-in however busy the user is', () => {
    const session = newSession(t0, { auth });
    const busy = { ...session, seenAt: t0 + SESSION_MAX_AGE_SECONDS - 1 };
    expect(isLive(busy, t0 + SESSION_MAX_AGE_SECONDS - 1)).toBe(true);
    expect(isLive(busy, t0 + SESSION_MAX_AGE_SECONDS)).toBe(false);
  });

  it('ends after the idle timeout', () => {
    const session = newSession(t0, { auth });
    expect(isLive(session, t0 + SESSION_IDLE_SECONDS - 1)).toBe(true);
    expect(isLive(session, t0 + SESSION_IDLE_SECONDS)).toBe(false);
  });

  it('refuses a session issued in the future', () => {
    expect(isLive(newSession(t0 + 3600), t0)).toBe(false);
  });

  it('refreshes the idle clock at most every few minutes', () => {
    const session = newSession(t0);
    expect(needsTouch(session, t0 + SESSION_TOUCH_SECONDS - 1)).toBe(false);
    expect(needsTouch(session, t0 + SESSION_TOUCH_SECONDS)).toBe(true);
  });
});

describe('session state', () => {
  it('reads the gate state', () => {
    expect(sessionState(null)).toEqual({ kind: 'anonymous' });
    expect(sessionState(newSession(t0, { captchaKey: 'k' }))).toEqual({ kind: 'anonymous' });
    expect(sessionState(newSession(t0, { pendingPassword: { userId: 'fresh1', token: 'x' } }))).toEqual({
      kind: 'password-change',
      userId: 'fresh1',
    });
    expect(sessionState(newSession(t0, { auth }))).toEqual({ kind: 'terms', userId: 'member1', locId: 'SG' });
    expect(sessionState(newSession(t0, { auth: { ...auth, termsAccepted: true } }))).toEqual({
      kind: 'signed-in',
      userId: 'member1',
      locId: 'SG',
    });
  });
});
