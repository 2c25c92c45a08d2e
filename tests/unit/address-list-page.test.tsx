/** @jest-environment ./tests/support/server-page-environment.ts */
// /utilities/addressList: one site's list, one entry a line; each bad line named before anything is
// sent, a save sends every host of the site, the lock-out refusal said in words, and nothing typed is
// lost on a refusal. Only an admin holding AdminEdit has the page.
import { act, fireEvent, screen } from '@testing-library/react';
import AddressListPage from '@/app/(shell)/utilities/addressList/page';
import { ADDRESS_LIST_LOCK_OUT_MESSAGE } from '@/lib/contract/constants';
import { platform, refusedOf, showPage, signIn, visit, type ServerPageMocks } from '../support/server-page';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

const ALPHA_HOSTS = ['alpha.localhost', 'www.alpha4d.example.com', 'alpha4d.example.com'];
const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, headers: { get: () => null }, json: async () => body });

let listPath = '';
async function openList(query: Record<string, string>, entries: string[] = []) {
  const api = await signIn('admin');
  visit('/utilities/addressList');
  listPath = `${api}/addressList`;
  platform.answer(listPath, { SiteHost: 'alpha.localhost', Entries: entries, UpdatedAt: null, UpdatedBy: null });
  await showPage(AddressListPage({ searchParams: Promise.resolve(query) }));
}

const entriesBox = () => screen.getByRole('textbox', { name: 'Addresses allowed for admins of Alpha 4D' });
async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('/utilities/addressList', () => {
  it('shows the picked site\'s list, one entry a line, and the hosts it applies to', async () => {
    await openList({ Site: 'ALPHA' }, ['10.0.0.0/8', '2001:db8::/32']);
    expect(platform.queries(listPath).at(-1)).toMatchObject({ SiteHost: 'alpha.localhost' });
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('ALPHA');
    expect(entriesBox()).toHaveValue('10.0.0.0/8\n2001:db8::/32');
    expect(screen.getByText(`Applies to: ${ALPHA_HOSTS.join(', ')}`)).toBeInTheDocument();
  });

  it('names each bad line and sends nothing; the text stays as typed', async () => {
    await openList({ Site: 'ALPHA' });
    const typed = '10.0.0.1\ngarbage\n\n2001:db8::/129';
    fireEvent.change(entriesBox(), { target: { value: typed } });
    await save();
    expect(fetchMock).not.toHaveBeenCalled();
    const errors = screen.getByRole('alert');
    expect(errors).toHaveTextContent('Line 2 (garbage) is not an IP address or a CIDR range.');
    expect(errors).toHaveTextContent('Line 4 (2001:db8::/129) is not an IP address or a CIDR range.');
    expect(entriesBox()).toHaveValue(typed);
    expect(entriesBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the list under every host of the site and shows the platform\'s canonical entries', async () => {
    await openList({ Site: 'ALPHA' });
    fireEvent.change(entriesBox(), { target: { value: ' 10.0.0.0/8 \n\n2001:DB8::/32\n' } });
    fetchMock.mockResolvedValueOnce(answer(200, { SiteHosts: ALPHA_HOSTS, Entries: ['10.0.0.0/8', '2001:db8::/32'] }));
    await save();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/addressList', expect.objectContaining({ method: 'POST', body: JSON.stringify({ SiteHosts: ALPHA_HOSTS, Entries: ['10.0.0.0/8', '2001:DB8::/32'] }) }));
    expect(screen.getByText('Saved: 2 entries for Alpha 4D.')).toBeInTheDocument();
    expect(entriesBox()).toHaveValue('10.0.0.0/8\n2001:db8::/32');
  });

  it('says a lock-out refusal in words and keeps what was typed', async () => {
    await openList({ Site: 'ALPHA' });
    fireEvent.change(entriesBox(), { target: { value: '10.0.0.0/8' } });
    fetchMock.mockResolvedValueOnce(answer(400, { message: ADDRESS_LIST_LOCK_OUT_MESSAGE, field: 'Entries' }));
    await save();
    expect(screen.getByText(/leaves out the address you are saving from/)).toBeInTheDocument();
    expect(entriesBox()).toHaveValue('10.0.0.0/8');
  });

  it('falls back to the default site for an unknown one', async () => {
    const api = await signIn('admin');
    visit('/utilities/addressList');
    platform.answer(`${api}/addressList`, { SiteHost: 'default.localhost', Entries: [], UpdatedAt: null, UpdatedBy: null });
    await showPage(AddressListPage({ searchParams: Promise.resolve({ Site: 'NOPE' }) }));
    expect(platform.queries(`${api}/addressList`).at(-1)).toMatchObject({ SiteHost: 'default.localhost' });
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('DEFAULT');
  });

  it.each(['clerk', 'agent1', 'member1'] as const)('is not the page of %s (AdminEdit only)', async (user) => {
    await signIn(user);
    visit('/utilities/addressList');
    expect(await refusedOf(AddressListPage({ searchParams: Promise.resolve({}) }))).toBe(true);
  });
});
