import type { SessionState } from '@/lib/session/data';
import { isSignedInPath, pageGate, SIGNED_IN_PREFIXES } from '@/lib/session/gate';

const anonymous: SessionState = { kind: 'anonymous' };
const passwordChange: SessionState = { kind: 'password-change', userId: 'fresh1' };
const terms: SessionState = { kind: 'terms', userId: 'member1', locId: 'SG' };
const signedIn: SessionState = { kind: 'signed-in', userId: 'member1', locId: 'SG' };
const enrolment: SessionState = { kind: 'two-factor-enrolment', userId: 'clerk', locId: 'SG' };
const states = { anonymous, passwordChange, terms, signedIn, enrolment };

const gate = (pathname: string, state: SessionState, maintenance: string | null = null, search = '') =>
  pageGate({ pathname, search, state, maintenance });

describe('signed-in pages', () => {
  it.each(SIGNED_IN_PREFIXES.map((prefix) => [prefix]))('%s is behind the sign-in gate', (prefix) => {
    expect(isSignedInPath(prefix)).toBe(true);
    expect(isSignedInPath(`${prefix}/x`)).toBe(true);
    expect(isSignedInPath(`${prefix}x`)).toBe(false);
  });

  it('sends each session state where it belongs', () => {
    expect(gate('/admin/home', anonymous, null, '?LocId=SG')).toEqual({
      action: 'redirect',
      location: '/login?returnUrl=%2Fadmin%2Fhome%3FLocId%3DSG',
    });
    expect(gate('/report/full', passwordChange)).toEqual({ action: 'redirect', location: '/change-password?LoginId=fresh1' });
    expect(gate('/report/full', terms)).toEqual({ action: 'redirect', location: '/terms' });
    expect(gate('/report/full', signedIn)).toEqual({ action: 'next' });
  });
});

describe('two-factor set-up when required', () => {
  it('sends every signed-in page and /terms to /admin/twoFactor, which alone passes', () => {
    for (const path of ['/admin/home', '/report/full', '/utilities/loginLog', '/terms']) {
      expect(gate(path, enrolment)).toEqual({ action: 'redirect', location: '/admin/twoFactor' });
    }
    expect(gate('/admin/twoFactor', enrolment)).toEqual({ action: 'next' });
    expect(gate('/admin/twoFactor', signedIn)).toEqual({ action: 'next' });
    expect(gate('/admin/twoFactor', terms)).toEqual({ action: 'redirect', location: '/terms' });
    expect(gate('/admin/twoFactor', anonymous)).toEqual({ action: 'redirect', location: '/login?returnUrl=%2Fadmin%2FtwoFactor' });
  });
});

describe('/terms', () => {
  it('is only for a session that owes the terms', () => {
    expect(gate('/terms', anonymous)).toEqual({ action: 'redirect', location: '/login' });
    expect(gate('/terms', passwordChange)).toEqual({ action: 'redirect', location: '/change-password?LoginId=fresh1' });
    expect(gate('/terms', terms)).toEqual({ action: 'next' });
    expect(gate('/terms', signedIn)).toEqual({ action: 'redirect', location: '/admin/home?LocId=SG' });
  });
});

describe('public and unknown paths', () => {
  it.each(['/login', '/change-password', '/maintenance', '/no-such-page', '/'])('%s passes in every state', (path) => {
    for (const state of Object.values(states)) expect(gate(path, state)).toEqual({ action: 'next' });
  });
});

describe('maintenance comes first', () => {
  const time = '2026-12-01T10:00:00.000Z';
  it.each(['/admin/home', '/login', '/terms', '/no-such-page'])('%s goes to the maintenance page', (path) => {
    for (const [name, state] of Object.entries(states)) {
      expect(gate(path, state, time)).toEqual({
        action: 'redirect',
        location: '/maintenance?t=2026-12-01T10%3A00%3A00.000Z',
        clearSession: name !== 'anonymous',
      });
    }
  });

  it('keeps the maintenance page reachable and signs the user out locally', () => {
    expect(gate('/maintenance', signedIn, time)).toEqual({ action: 'next', clearSession: true });
    expect(gate('/maintenance', anonymous, time)).toEqual({ action: 'next', clearSession: false });
  });
});
