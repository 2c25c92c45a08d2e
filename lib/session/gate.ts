// The page gates, as one pure function of (path, session state, maintenance). proxy.ts applies it for
// the user's convenience; every page checks the session again on the server (lib/session/server.ts).
import type { SessionState } from './data';

export const LOGIN_PATH = '/login';
export const CHANGE_PASSWORD_PATH = '/change-password';
export const TERMS_PATH = '/terms';
export const MAINTENANCE_PATH = '/maintenance';
export const HOME_PATH = '/admin/home';
/** Two-factor set-up (docs/decisions/two-factor.md): the only page of a user it is required of until done. */
export const TWO_FACTOR_PATH = '/admin/twoFactor';

/** Sections of the signed-in area (docs/product.md#menu). Anything else is public or an unknown path (404). */
export const SIGNED_IN_PREFIXES = [
  '/admin',
  '/embed',
  '/bet',
  '/tickets',
  '/report',
  '/control',
  '/options',
  '/payOut',
  '/announcement',
  '/sms',
  '/outset',
  '/utilities',
] as const;

export type GateDecision =
  | { action: 'next'; clearSession?: boolean }
  | { action: 'redirect'; location: string; clearSession?: boolean };

export interface GateInput {
  pathname: string;
  /** The query string with its '?', or ''. */
  search: string;
  state: SessionState;
  /** '' or null when the platform is open; the expected end time while it is under maintenance. */
  maintenance: string | null;
}

export function isSignedInPath(pathname: string): boolean {
  return SIGNED_IN_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function loginUrl(returnUrl?: string, message?: string): string {
  const query = new URLSearchParams();
  if (returnUrl) query.set('returnUrl', returnUrl);
  if (message) query.set('Msg', message);
  const text = query.toString();
  return text ? `${LOGIN_PATH}?${text}` : LOGIN_PATH;
}

export function maintenanceUrl(time: string | null | undefined): string {
  return time ? `${MAINTENANCE_PATH}?${new URLSearchParams({ t: time })}` : MAINTENANCE_PATH;
}

export function changePasswordUrl(userId: string): string {
  return `${CHANGE_PASSWORD_PATH}?${new URLSearchParams({ LoginId: userId })}`;
}

export function homeUrl(locId: string): string {
  return `${HOME_PATH}?${new URLSearchParams({ LocId: locId })}`;
}

/** The gates in their fixed order: maintenance, signed in, password change, two-factor set-up, terms. */
export function pageGate({ pathname, search, state, maintenance }: GateInput): GateDecision {
  const signedOut = state.kind === 'anonymous';
  if (maintenance) {
    // Maintenance signs the user out locally; the maintenance page itself stays reachable.
    if (pathname === MAINTENANCE_PATH) return { action: 'next', clearSession: !signedOut };
    return { action: 'redirect', location: maintenanceUrl(maintenance), clearSession: !signedOut };
  }
  if (pathname === TERMS_PATH) {
    if (state.kind === 'anonymous') return { action: 'redirect', location: loginUrl() };
    if (state.kind === 'password-change') return { action: 'redirect', location: changePasswordUrl(state.userId) };
    if (state.kind === 'signed-in') return { action: 'redirect', location: homeUrl(state.locId) };
    if (state.kind === 'two-factor-enrolment') return { action: 'redirect', location: TWO_FACTOR_PATH };
    return { action: 'next' };
  }
  if (!isSignedInPath(pathname)) return { action: 'next' };
  if (pathname === TWO_FACTOR_PATH && state.kind === 'two-factor-enrolment') return { action: 'next' };
  return signedInGate(state, `${pathname}${search}`);
}

/** The gate of a page that needs a full sign-in; `returnTo` is where sign-in comes back to. */
export function signedInGate(state: SessionState, returnTo: string): GateDecision {
  switch (state.kind) {
    case 'anonymous':
      return { action: 'redirect', location: loginUrl(returnTo) };
    case 'password-change':
      return { action: 'redirect', location: changePasswordUrl(state.userId) };
    case 'two-factor-enrolment':
      return { action: 'redirect', location: TWO_FACTOR_PATH };
    case 'terms':
      return { action: 'redirect', location: TERMS_PATH };
    case 'signed-in':
      return { action: 'next' };
  }
}
