/** @jest-environment ./tests/support/server-page-environment.ts */
// /utilities/twoFactorSetting: the company's full admin switches who must use two-factor sign-in. The
// sites of the registry are offered as ticks per host (never typed); hosts the registry does not name
// stay listed; the save sends what is ticked, and the form then shows the platform's answer; a refusal
// keeps every tick and shows the platform's message. Only Granted '*' has the page.
import { act, fireEvent, screen, within } from '@testing-library/react';
import TwoFactorSettingPage from '@/app/(shell)/utilities/twoFactorSetting/page';
import type { Profile } from '@/lib/contract/profile';
import { PERMISSIONS } from '@/lib/domain/menu-rules';
import { siteByKey } from '@/sites/index';
import { platform, refusedOf, showPage, signIn, visit, type ServerPageMocks } from '../support/server-page';
import type { DemoUser } from './menu-fixtures';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, headers: { get: () => null }, json: async () => body });
const JULIET = siteByKey('JULIET');

async function openPage(policy: { RequireAdmins: boolean; SiteHosts: string[] }) {
  const api = await signIn('admin');
  visit('/utilities/twoFactorSetting');
  platform.answer(`${api}/twoFactorPolicy`, policy);
  await showPage(TwoFactorSettingPage());
}

const companyBox = () => screen.getByRole('checkbox', { name: 'Require two-factor sign-in for every admin user' });
const site = (name: string) => screen.getByRole('group', { name });
const host = (siteName: string, name: string) => within(site(siteName)).getByRole('checkbox', { name });
const sent = () => JSON.parse(String((fetchMock.mock.calls.at(-1) as [string, RequestInit])[1].body)) as unknown;
async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('/utilities/twoFactorSetting', () => {
  it('shows the saved policy: the company switch, a tick per site host, and hosts no site names', async () => {
    await openPage({ RequireAdmins: true, SiteHosts: ['juliet.localhost', 'old.example.org'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Two-Factor Setting' })).toBeInTheDocument();
    expect(companyBox()).toBeChecked();
    expect(host('Juliet 4D', 'juliet.localhost')).toBeChecked();
    expect(host('Juliet 4D', 'juliet4d.example.com')).not.toBeChecked();
    expect(host('Other host names (not in the site registry)', 'old.example.org')).toBeChecked();
    // Every host of every site is offered.
    for (const name of JULIET?.hosts ?? ['missing']) expect(host('Juliet 4D', name)).toBeInTheDocument();
    expect(screen.getByText('2 host names ticked (at most 50).')).toBeInTheDocument();
  });

  it('warns that the company rule sends every admin without two-factor to the set-up, the company account included', async () => {
    await openPage({ RequireAdmins: false, SiteHosts: [] });
    expect(screen.getByText(/turning the company rule on sends every admin user who has not set up two-factor sign-in to the set-up at its next sign-in, sub-admins and the company account \(yours\) included/)).toBeInTheDocument();
    expect(companyBox()).toHaveAccessibleDescription(/Warning: turning the company rule on/);
    expect(screen.queryByRole('group', { name: 'Other host names (not in the site registry)' })).toBeNull();
  });

  it('sends what is ticked, and shows the saved answer afterwards', async () => {
    await openPage({ RequireAdmins: false, SiteHosts: ['old.example.org'] });
    fireEvent.click(host('Juliet 4D', 'juliet.localhost'));
    fireEvent.click(host('Juliet 4D', 'juliet4d.example.com'));
    fireEvent.click(host('Other host names (not in the site registry)', 'old.example.org'));
    fireEvent.click(companyBox());
    fetchMock.mockResolvedValueOnce(answer(200, { RequireAdmins: true, SiteHosts: ['juliet.localhost'] }));
    await save();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/twoFactorPolicy', expect.objectContaining({ method: 'PUT' }));
    expect(sent()).toEqual({ RequireAdmins: true, SiteHosts: ['juliet.localhost', 'juliet4d.example.com'] });
    expect(screen.getByRole('status')).toHaveTextContent('Saved: every admin user must use two-factor sign-in; 1 site host requires it of everyone.');
    // The form is the platform's answer now, not what was ticked.
    expect(host('Juliet 4D', 'juliet.localhost')).toBeChecked();
    expect(host('Juliet 4D', 'juliet4d.example.com')).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Other host names (not in the site registry)' })).toBeNull();
    expect(companyBox()).toBeChecked();
  });

  it('turning everything off sends an empty list', async () => {
    await openPage({ RequireAdmins: true, SiteHosts: ['juliet.localhost'] });
    fireEvent.click(companyBox());
    fireEvent.click(host('Juliet 4D', 'juliet.localhost'));
    fetchMock.mockResolvedValueOnce(answer(200, { RequireAdmins: false, SiteHosts: [] }));
    await save();
    expect(sent()).toEqual({ RequireAdmins: false, SiteHosts: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Saved: admin users are not required to use it; no site host requires it.');
  });

  it("a refusal shows the platform's message and keeps every tick", async () => {
    await openPage({ RequireAdmins: false, SiteHosts: [] });
    fireEvent.click(companyBox());
    fireEvent.click(host('Kilo 4D', 'kilo.localhost'));
    fetchMock.mockResolvedValueOnce(answer(403, { message: "This call is for the company's full admin (Granted '*') only." }));
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent("This call is for the company's full admin (Granted '*') only.");
    expect(companyBox()).toBeChecked();
    expect(host('Kilo 4D', 'kilo.localhost')).toBeChecked();
  });

  it('more than 50 ticked hosts are refused before sending', async () => {
    // The registry's 45 hosts and 6 of the platform's own: 51.
    await openPage({ RequireAdmins: false, SiteHosts: Array.from({ length: 6 }, (_, index) => `h${index}.example.org`) });
    const company = companyBox();
    for (const box of document.querySelectorAll<HTMLInputElement>('fieldset input[type="checkbox"]')) if (box !== company && !box.checked) fireEvent.click(box);
    expect(screen.getByText('51 host names ticked (at most 50).')).toBeInTheDocument();
    await save();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('At most 50 host names may be ticked.');
  });

  it.each<[DemoUser, Partial<Profile>]>([
    ['clerk', {}],
    ['clerk', { Granted: [...PERMISSIONS] }],
    ['agent1', { Granted: ['*'] }],
    ['member1', {}],
  ])("is not the page of %s %j (the full admin's, Granted '*')", async (user, profile) => {
    await signIn(user, { profile });
    visit('/utilities/twoFactorSetting');
    expect(await refusedOf(TwoFactorSettingPage())).toBe(true);
  });
});
