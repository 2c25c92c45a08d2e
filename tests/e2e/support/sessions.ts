// Saved sign-ins. The setup projects sign every user in once per run and per site host, past the
// terms, and save the browser's cookies here; a journey that is not about signing in starts from
// them. The session is a sealed cookie per host, and only signing out, a password change or the end
// of a session on the platform ends it, so one saved session serves every journey of the run that
// leaves the account as it found it. Journeys that change the account sign in by themselves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, type BrowserContext } from '@playwright/test';
import { PASSWORDS } from '../../platform/support/demo';
import { JOURNEY_MEMBERS, JOURNEY_MEMBER_PASSWORD } from './members';

const DEMO_USERS = ['admin', 'clerk', 'agent1', 'agent2', 'agent3', 'member1', 'member2', 'member3'] as const;

/** The demo users the journeys sign in as, with their passwords (docs/demo.md, one transcription for every suite). */
export const DEMO_PASSWORDS = Object.fromEntries(DEMO_USERS.map((userId) => [userId, demoPassword(userId)])) as Record<
  (typeof DEMO_USERS)[number],
  string
>;

function demoPassword(userId: string): string {
  const password = PASSWORDS[userId];
  if (!password) throw new Error(`docs/demo.md lists no password for ${userId}`);
  return password;
}

export type DemoUserId = keyof typeof DEMO_PASSWORDS;
type JourneyMemberId = (typeof JOURNEY_MEMBERS)[keyof typeof JOURNEY_MEMBERS];
export type SessionUser = DemoUserId | JourneyMemberId;

/** Users only the journeys run once (under the first site's host) need. */
const FIRST_SITE_ONLY: readonly SessionUser[] = ['clerk', ...Object.values(JOURNEY_MEMBERS)];

/** Every user with a saved session, and whether only the first site's host needs it (sessions.setup.ts). */
export const SESSION_USERS: readonly { userId: SessionUser; password: string; firstSiteOnly: boolean }[] = [
  ...(Object.entries(DEMO_PASSWORDS) as [DemoUserId, string][]),
  ...Object.values(JOURNEY_MEMBERS).map((userId) => [userId, JOURNEY_MEMBER_PASSWORD] as const),
].map(([userId, password]) => ({ userId, password, firstSiteOnly: FIRST_SITE_ONLY.includes(userId) }));

/** The file of a user's saved session under a site host (cookies are kept per host), in .auth/ beside the config. */
export function sessionFile(baseURL: string, userId: SessionUser): string {
  const root = path.dirname(test.info().config.configFile ?? path.join(process.cwd(), 'playwright.config.ts'));
  return path.join(root, '.auth', new URL(baseURL).host.replace(/[^\w.-]/g, '_'), `${userId}.json`);
}

interface SavedState {
  cookies: Parameters<BrowserContext['addCookies']>[0];
}

/** Puts the user's saved session into the browser context in place of whatever it held. */
export async function restoreSession(context: BrowserContext, userId: SessionUser): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const file = sessionFile(baseURL, userId);
  let state: SavedState;
  try {
    state = JSON.parse(readFileSync(file, 'utf8')) as SavedState;
  } catch {
    throw new Error(`no saved session of ${userId} for ${baseURL}: its setup project did not run or failed (${file})`);
  }
  await context.clearCookies();
  await context.addCookies(state.cookies);
}
