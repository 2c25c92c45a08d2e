/** @jest-environment ./tests/support/server-page-environment.ts */
// /utilities/loginLog and the profile's own sign-ins: each attempt in words (the outcome, local time,
// address, site and browser), the platform's paging said once, the filters carried to the next page,
// a bad date named; a member is refused the log, and sees its own last sign-ins on /admin/profile.
import { screen } from '@testing-library/react';
import ProfilePage from '@/app/(shell)/admin/profile/page';
import LoginLogPage from '@/app/(shell)/utilities/loginLog/page';
import type { SignInLogPage, SignInRow } from '@/lib/contract/sign-in-log';
import { bodyRows, cellTexts } from '../support/read-table';
import { demoProfile, platform, refusedOf, showPage, signIn, visit, type ServerPageMocks } from '../support/server-page';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

const LOCKED: SignInRow = {
  Id: 40,
  At: '2026-11-26T03:15:29.000Z',
  UserId: 'Agent1',
  Result: 'LOCKED',
  Address: '203.0.113.7',
  UserAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  SiteHost: 'alpha.localhost:3000',
};
const SUCCESS: SignInRow = { ...LOCKED, Id: 39, At: '2026-11-25T01:00:00.000Z', UserId: 'member1', Result: 'SUCCESS', Address: '198.51.100.2' };

const pageOf = (items: SignInRow[], total = items.length, pageIndex = 1): SignInLogPage => ({ Items: items, Total: total, PageIndex: pageIndex, PageSize: 100 });

let logPath = '';
const lastQuery = () => platform.queries(logPath).at(-1);

async function openLog(items: SignInRow[], query: Record<string, string> = {}, total = items.length) {
  const api = await signIn('admin');
  visit('/utilities/loginLog');
  logPath = `${api}/loginLog`;
  platform.answer(logPath, pageOf(items, total, Number(query.PageIndex ?? 1)));
  return LoginLogPage({ searchParams: Promise.resolve(query) });
}

describe('/utilities/loginLog', () => {
  it('shows each attempt in words, newest first, under the platform\'s paging', async () => {
    await showPage(openLog([LOCKED, SUCCESS], {}, 138));
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 2 (138 attempts)');
    const table = screen.getByRole('table', { name: 'Sign-in attempts, newest first' });
    const [locked, success] = bodyRows(table).map((row) => cellTexts(row as HTMLElement));
    expect(locked).toEqual(['11/26/2026 11:15:29', 'Agent1', 'Locked (too many attempts)', '203.0.113.7', 'alpha.localhost:3000', 'Mozilla/5.0 (X11; Linux x86_64)']);
    expect(success?.slice(0, 4)).toEqual(['11/25/2026 09:00:00', 'member1', 'Signed in', '198.51.100.2']);
  });

  it('sends the filters to the platform and carries them to the next page', async () => {
    await showPage(openLog([LOCKED], { UserId: 'agent1', Result: 'LOCKED', DateFrom: '2026-11-20', DateTo: '2026-11-26' }, 150));
    expect(lastQuery()).toMatchObject({ UserId: 'agent1', Result: 'LOCKED', DateFrom: '2026-11-20', DateTo: '2026-11-26', PageIndex: '1', PageSize: '100' });
    const next = screen.getByRole('link', { name: 'Next page' }).getAttribute('href') ?? '';
    expect(next).toContain('PageIndex=2');
    expect(next).toContain('Result=LOCKED');
    expect(screen.getByLabelText('Result')).toHaveValue('LOCKED');
    expect(screen.getByLabelText('From')).toHaveValue('11/20/2026');
  });

  it('drops an outcome it does not know, and names a date it cannot read', async () => {
    await showPage(openLog([], { Result: 'MAYBE', DateFrom: '2026-13-40' }));
    expect(lastQuery()).not.toHaveProperty('Result');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a date as MM/DD/YYYY.');
  });

  it('is not a member\'s page', async () => {
    await signIn('member1');
    visit('/utilities/loginLog');
    expect(await refusedOf(LoginLogPage({ searchParams: Promise.resolve({}) }))).toBe(true);
  });
});

describe('/admin/profile: one\'s own last sign-ins', () => {
  it('lists them without the user id, or says there are none yet', async () => {
    const api = await signIn('member1');
    visit('/admin/profile');
    platform.answer(`${api}/profileFull`, { ...demoProfile('member1'), Upline: ['agent2', 'agent1', 'admin'], DirectAgents: 0, DirectMembers: 0 });
    platform.answer(`${api}/getCurrencyCode`, { LocId: 'SG', CurrencyCode: 'SGD', Symbol: '$' });
    platform.answer(`${api}/signIns`, { Items: [SUCCESS] });
    await showPage(ProfilePage());
    const table = screen.getByRole('table', { name: 'Your last 20 sign-in attempts, newest first' });
    expect(bodyRows(table).map((row) => cellTexts(row as HTMLElement))).toEqual([['11/25/2026 09:00:00', 'Signed in', '198.51.100.2', 'alpha.localhost:3000', 'Mozilla/5.0 (X11; Linux x86_64)']]);

    platform.answer(`${api}/signIns`, { Items: [] });
    await showPage(ProfilePage());
    expect(screen.getByText('No sign-in is recorded yet.')).toBeInTheDocument();
  });
});
