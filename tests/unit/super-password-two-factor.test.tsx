/** @jest-environment ./tests/support/server-page-environment.ts */
// /utilities/superPassword's second section: reset another user's two-factor sign-in. The picker offers
// the users the caller reaches but itself and the company account; the reset asks first (naming the
// user), sends the user and the caller's own password, shows the answer, and clears the password after
// every try; a refusal keeps the user picked and shows the platform's message.
import { act, fireEvent, screen, within } from '@testing-library/react';
import SuperPasswordPage from '@/app/(shell)/utilities/superPassword/page';
import { platform, refusedOf, showPage, signIn, visit, type ServerPageMocks } from '../support/server-page';
import { installDialog } from './tickets-fixtures';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, headers: { get: () => null }, json: async () => body });

const SETTINGS = {
  serverDate: { ServerDate: '2026-03-04T10:00:00Z' },
  serverTime: '2026-03-04T10:00:00',
  tClose: { CloseDate: null },
  dClose: { CloseDate: null },
  mobileAppData: { downloadUrl: '', iosDownloadUrl: '' },
  passwordAllowLowercase: false,
  enableCaptcha: false,
  maintenance: { enabled: false, time: null },
};
const node = (UserId: string, UserName: string, Role: string, ParentId: string | null, Level: number) => ({ UserId, UserName, Role, ParentId, Rank: Level, Level });
const TREE = [
  node('admin', 'Administrator', 'ADMIN', null, 0),
  node('agent1', 'Agent One', 'AG', 'admin', 1),
  node('clerk', 'Clerk', 'ADMIN', 'admin', 1),
  node('e2e_2fa', 'Two-factor journey', 'ADMIN', 'admin', 1),
];

async function openPage(user: 'admin' | 'clerk' = 'admin') {
  const api = await signIn(user, user === 'clerk' ? { profile: { Granted: ['SuperPwd'] } } : {});
  visit('/utilities/superPassword');
  platform.answer(`${api}/settings`, SETTINGS);
  platform.answer(`${api}/memberTree`, TREE);
  await showPage(SuperPasswordPage());
}

const section = () => screen.getByRole('region', { name: 'Reset two-factor sign-in' });
const picker = () => within(section()).getByRole('combobox', { name: 'User' });
const password = () => within(section()).getByLabelText('Your password');
function pick(userId: string) {
  fireEvent.click(picker());
  fireEvent.change(picker(), { target: { value: userId } });
  fireEvent.blur(picker());
}
const options = () => {
  fireEvent.click(picker());
  return within(section()).getAllByRole('option').map((option) => option.textContent);
};
async function press(name: string, within_: HTMLElement = section()) {
  await act(async () => {
    fireEvent.click(within(within_).getByRole('button', { name }));
  });
}

beforeAll(installDialog);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe("/utilities/superPassword: reset another user's two-factor", () => {
  it('offers everyone reached but the caller and the company account', async () => {
    await openPage('clerk');
    // Admins first, as the picker sorts.
    expect(options()).toEqual(['e2e_2fa - Two-factor journey', 'agent1 - Agent One']);
  });

  it('names what is missing and sends nothing', async () => {
    await openPage();
    await press('Reset two-factor');
    expect(within(section()).getByText('Pick the user.')).toBeInTheDocument();
    expect(within(section()).getByText('Type your own password.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks first, naming the user; cancelling sends nothing', async () => {
    await openPage();
    pick('e2e_2fa');
    fireEvent.change(password(), { target: { value: 'Admin1234' } });
    await press('Reset two-factor');
    const dialog = screen.getByRole('alertdialog', { name: 'Reset two-factor sign-in' });
    expect(dialog).toHaveTextContent('Reset two-factor sign-in of e2e_2fa - Two-factor journey?');
    await press('Cancel', dialog);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(password()).toHaveValue('Admin1234');
  });

  it('sends the user and the caller\'s own password, says it is reset, and clears the password and the user', async () => {
    await openPage();
    pick('e2e_2fa');
    fireEvent.change(password(), { target: { value: 'Admin1234' } });
    await press('Reset two-factor');
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: 'Two-factor sign-in of e2e_2fa is reset.' }));
    await press('Reset', screen.getByRole('alertdialog'));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/twoFactor/reset', expect.objectContaining({ method: 'POST', body: JSON.stringify({ UserId: 'e2e_2fa', Password: 'Admin1234' }) }));
    expect(within(section()).getByRole('status')).toHaveTextContent('Two-factor sign-in of e2e_2fa is reset.');
    expect(password()).toHaveValue('');
    expect(picker()).toHaveValue('');
  });

  it.each([
    [400, 'Your password is not correct.'],
    [404, 'User not found.'],
  ])("a refusal (%i) shows the platform's message, keeps the user and clears the password", async (status, message) => {
    await openPage();
    pick('agent1');
    fireEvent.change(password(), { target: { value: 'Wrong1234' } });
    await press('Reset two-factor');
    fetchMock.mockResolvedValueOnce(answer(status, { message, field: status === 400 ? 'Password' : undefined }));
    await press('Reset', screen.getByRole('alertdialog'));
    expect(within(section()).getByRole('alert')).toHaveTextContent(message);
    expect(picker()).toHaveValue('agent1 - Agent One');
    expect(password()).toHaveValue('');
  });

  it.each(['agent1', 'member1'] as const)('is not the page of %s', async (user) => {
    await signIn(user);
    visit('/utilities/superPassword');
    expect(await refusedOf(SuperPasswordPage())).toBe(true);
  });
});
