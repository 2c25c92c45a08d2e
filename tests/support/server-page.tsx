// A server page rendered the way production runs it: the real page context, page guard
// (requirePage), session check and error handling (handlePageError), the real platform client and
// its contract schemas. Only what lies outside the app is faked: the request (a sealed session cookie
// of a demo user, the path header), Next's navigation (redirect and notFound throw as Next's do), the
// server translations and the network under the platform client (FakePlatform).
//
// A page test starts with the environment and these four mocks (jest hoists them above the imports):
//
//   /** @jest-environment ./tests/support/server-page-environment.ts */
//   jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
//   jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
//   jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
//   jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());
//
// This module imports none of the modules it fakes, so the mocks can load it.
import { render } from '@testing-library/react';
import { createFormatter, createTranslator } from 'next-intl';
import { getURLFromRedirectError } from 'next/dist/client/components/redirect';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { isHTTPAccessFallbackError } from 'next/dist/client/components/http-access-fallback/http-access-fallback';
import type { ReactElement } from 'react';
import type { Profile } from '@/lib/contract/profile';
import type { PathPrefix } from '@/lib/contract/common';
import { ApiError } from '@/lib/http/api-error';
import { newSession, nowSeconds } from '@/lib/session/data';
import { SESSION_COOKIE, sealSession } from '@/lib/session/cookie';
import { PATH_HEADER } from '@/lib/site/header';
import en from '@/messages/en.json';
import { DEMO_PROFILES, type DemoUser } from '../unit/menu-fixtures';
import { Providers } from '../unit/tickets-fixtures';
import { FakePlatform } from './fake-platform';

export type ServerPageMocks = typeof import('./server-page');

process.env.SESSION_SECRET ??= 'a-page-test-secret-of-at-least-32-characters';

export const platform = new FakePlatform();

/** The client router the page's leaves navigate with. */
export const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };

const request: { cookie: string | undefined; path: string } = { cookie: undefined, path: '/' };

// A part the page loads optionally (the user picker) only warns when it fails: a fixture out of its
// contract's shape would pass unseen, so a warning fails the test.
const warnings: unknown[][] = [];

beforeEach(() => {
  platform.reset();
  for (const spy of Object.values(router)) spy.mockReset();
  request.cookie = undefined;
  request.path = '/';
  warnings.length = 0;
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
});

afterEach(() => {
  jest.mocked(console.warn).mockRestore?.();
  expect(warnings).toEqual([]);
});

export const nextHeaders = {
  cookies: async () => ({ get: (name: string) => (name === SESSION_COOKIE && request.cookie ? { name, value: request.cookie } : undefined) }),
  headers: async () => new Headers({ [PATH_HEADER]: request.path }),
};

export function nextNavigation() {
  return { ...jest.requireActual<typeof import('next/navigation')>('next/navigation'), useRouter: () => router };
}

export const nextIntlServer = {
  getTranslations: async (namespace?: string | { namespace?: string }) =>
    createTranslator({ locale: 'en', messages: en, namespace: (typeof namespace === 'string' ? namespace : namespace?.namespace) as never }),
  getLocale: async () => 'en',
  getFormatter: async () => createFormatter({ locale: 'en', timeZone: 'Asia/Singapore' }),
};

export function platformTransport() {
  const actual = jest.requireActual<typeof import('@/lib/platform-client/upstream')>('@/lib/platform-client/upstream');
  return { ...actual, exchange: (upstream: Parameters<typeof actual.exchange>[0]) => platform.exchange(upstream) };
}

const DEMO_USERS: Record<DemoUser, { name: string; parent: string | null }> = {
  admin: { name: 'Administrator', parent: null },
  clerk: { name: 'Clerk', parent: 'admin' },
  agent1: { name: 'Agent One', parent: 'admin' },
  agent2: { name: 'Agent Two', parent: 'agent1' },
  agent3: { name: 'Agent Three', parent: 'admin' },
  member1: { name: 'Member One', parent: 'agent2' },
  member3: { name: 'Member Three', parent: 'agent2' },
};

/** A demo user's profile in a location, as the platform answers GET profile. */
export function demoProfile(user: DemoUser, locId = 'SG', overrides: Partial<Profile> = {}): Profile {
  const { name, parent } = DEMO_USERS[user];
  return {
    ...DEMO_PROFILES[user],
    LoginId: user,
    UserId: user,
    UserName: name,
    ParentId: parent,
    AliasId: '',
    Loc: { LocId: locId, Loc: locId, VipLeftCss: '', VipTopBGImage: '', ColorTbl01: '', ColorTbl02: '' },
    Credit: '0.00',
    AccBal: '0.00',
    CreditLeft: '0.00',
    updatePassword: false,
    ...overrides,
  };
}

export interface SignIn {
  /** The session's location: SG (4D) unless told; TT is the pool game, under the tt prefix. */
  locId?: string;
  profile?: Partial<Profile>;
}

/**
 * Signs a demo user in: a real sealed session cookie on the request (terms accepted), and its profile
 * on the platform. Returns the prefix of the location's calls, `/api/v1/4d` or `/api/v1/tt`.
 */
export async function signIn(user: DemoUser, { locId = 'SG', profile = {} }: SignIn = {}): Promise<string> {
  const prefix: PathPrefix = locId === 'TT' ? 'tt' : '4d';
  const auth = { token: `token-of-${user}`, userId: user, locId, prefix, termsAccepted: true, flags: {} };
  request.cookie = (await sealSession(newSession(nowSeconds(), { auth }))).value;
  const api = `/api/v1/${prefix}`;
  platform.answer(`${api}/profile`, demoProfile(user, locId, profile));
  return api;
}

/** The address the page is asked for (what the proxy passes on in the path header), e.g. under /embed. */
export function visit(path: string): void {
  request.path = path;
}

/** Awaits the server page and renders what it returns, with the client providers. */
export async function showPage(page: Promise<ReactElement> | ReactElement) {
  return render(<Providers>{await page}</Providers>);
}

const MAINTENANCE_UNTIL = '2026-01-01 06:00';

/**
 * What production does when a call the page needs fails, the same for every page: a 401 (the
 * platform no longer knows the token) and maintenance end the session through its own route; a 5xx
 * throws to the error page, as the client's 502 without the platform's body.
 */
export const PAGE_FAILURES = {
  expired: '/api/auth/session-end?reason=expired',
  maintenance: `/api/auth/session-end?${new URLSearchParams({ reason: 'maintenance', t: MAINTENANCE_UNTIL })}`,
  failed: { status: 502, message: 'The platform failed to answer.' },
};

/** What the page does when the platform answers `path` with a 401, with maintenance, with a 500. */
export async function failuresOf(page: () => Promise<unknown>, path: string): Promise<typeof PAGE_FAILURES> {
  platform.refuse(path, 401, 'Token expired.');
  const expired = await redirectOf(page());
  platform.maintain(path, MAINTENANCE_UNTIL);
  const maintenance = await redirectOf(page());
  platform.fail(path);
  const failed = await page().then(
    () => ({ status: 200, message: 'The page rendered.' }),
    (error: unknown) => (error instanceof ApiError ? { status: error.status, message: error.message } : { status: 0, message: String(error) }),
  );
  return { expired, maintenance, failed };
}

/** Where the page sends the browser instead of rendering (it throws Next's redirect); fails if it renders. */
export async function redirectOf(page: Promise<unknown>): Promise<string> {
  try {
    await page;
  } catch (error) {
    if (isRedirectError(error)) return getURLFromRedirectError(error);
    throw error;
  }
  throw new Error('The page rendered instead of redirecting.');
}

/** Whether the page refused to render (it throws Next's notFound: the shell's not-found boundary says why). */
export async function refusedOf(page: Promise<unknown>): Promise<boolean> {
  try {
    await page;
  } catch (error) {
    if (isHTTPAccessFallbackError(error)) return true;
    throw error;
  }
  return false;
}
