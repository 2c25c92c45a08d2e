/** @jest-environment ./tests/support/server-page-environment.ts */
// /admin/agents: the server page (guard, list or search, create form data, a refused UserId), the
// create form (the labels the journeys use, full and simple bodies, a refusal at its field), the list
// (edit: profile, rates and credit as three calls; delete behind a confirmation, showing the refusal).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import AgentsPage from '@/app/(shell)/admin/agents/page';
import { CreateForm } from '@/app/(shell)/admin/agents/_users/create-form';
import { UserList } from '@/app/(shell)/admin/agents/_users/user-list';
import { createCall, EMPTY_FIELDS, fieldOfPlatform, userRow } from '@/app/(shell)/admin/agents/_users/user-forms';
import { requestJson } from '@/lib/client/http';
import type { DownlineUser, ProfileForm } from '@/lib/contract/agents';
import { ApiError } from '@/lib/http/api-error';
import { failuresOf, PAGE_FAILURES, platform, router, showPage, signIn, visit, type ServerPageMocks } from '../support/server-page';
import { downlineUser, press, type } from './admin-users-fixtures';
import { installDialog, Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ ...jest.requireActual('@/lib/client/http'), requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

const call = jest.mocked(requestJson);

function agentRow(overrides: Partial<DownlineUser> = {}): DownlineUser {
  return downlineUser({
    UserId: 'agent2', UserName: 'Agent Two', Role: 'AG', ParentId: 'agent1', Rank: 2, Credit: '50000.00', AccBal: '-166.56', CreditLeft: '49833.44',
    DownlineCredit: '7000.00', Downlines: 3, Share: 0.2, Commission: 0.08, EnableCreateDownline: true, ...overrides,
  });
}

const NEW_AGENT_FORM: ProfileForm = {
  LocId: 'SG', Game: '4D', Role: 'AG', Parent: { UserId: 'agent1', UserName: 'Agent One', IsCompany: false }, MaxCredit: '50000.00', MinCredit: '0.00',
  Share: [0, 0.1, 0.2, 0.5], Commission: [0, 0.005, 0.05, 0.1], Tax: [0], Flags: ['EnableCreateDownline', 'EnablePlaceBet', 'GroupReportDisabled'], User: null,
};


function renderForm(locale: 'en' | 'zh' = 'en') {
  return render(
    <Providers locale={locale}>
      <CreateForm kind="agent" form={NEW_AGENT_FORM} locId="SG" />
    </Providers>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  call.mockReset();
  installDialog();
});

describe('the pure parts', () => {
  test('bodies: the full form sends rates and the allowed flags; the simple form only the basics', () => {
    const fields = { ...EMPTY_FIELDS, userId: ' sub1 ', userName: 'Sub', password: 'Secret123', credit: '', share: '0.2', commission: '0.05', flags: { EnablePlaceBet: true, EnableCreateAgent: true } };
    expect(createCall('agent', fields, { simple: false, allowedFlags: ['EnablePlaceBet', 'GroupReportDisabled'] })).toEqual({
      url: '/api/v1/agents',
      json: { UserId: 'sub1', UserName: 'Sub', Password: 'Secret123', Credit: '0', Share: 0.2, Commission: 0.05, Tax: 0, EnablePlaceBet: true, GroupReportDisabled: false },
    });
    expect(createCall('agent', fields, { simple: true, allowedFlags: [] })).toEqual({ url: '/api/v1/agents?Simple=true', json: { UserId: 'sub1', UserName: 'Sub', Password: 'Secret123', Credit: '0' } });
  });

  test('a platform field points at the form field; flags at the flags', () => {
    expect(['Share', 'EnableUpload', 'LocId', undefined].map(fieldOfPlatform)).toEqual(['Share', 'flags', null, null]);
  });

  test('rows show rates as percentages and money as it came', () => {
    expect(userRow(agentRow({ Commission: 0.005 }))).toMatchObject({ Credit: '50000.00', Share: '20%', Commission: '0.5%', Tax: '0%' });
  });
});

describe('the create form', () => {
  test('the labels the journeys use, the choices as percentages, and Create posts the agent', async () => {
    renderForm();
    for (const label of ['User ID', 'Name', 'Password', 'Credit', 'Share', 'Commission', 'Tax']) expect(screen.getByLabelText(label, { exact: true })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Share', { exact: true })).getAllByRole('option').map((option) => option.textContent)).toEqual(['0%', '10%', '20%', '50%']);
    expect(screen.getByText('At most $50,000.00')).toBeInTheDocument();
    type('User ID', 'Sub1');
    type('Name', 'Sub One');
    type('Password', 'Secret123');
    type('Credit', '1000');
    type('Share', '0.5');
    type('Commission', '0.1');
    fireEvent.click(screen.getByLabelText('May place bets'));
    call.mockResolvedValueOnce(agentRow({ UserId: 'sub1' }));
    await press('Create');
    expect(call).toHaveBeenCalledWith('/api/v1/agents?LocId=SG', {
      method: 'POST',
      json: { UserId: 'Sub1', UserName: 'Sub One', Password: 'Secret123', Credit: '1000', Share: 0.5, Commission: 0.1, Tax: 0, EnableCreateDownline: false, EnablePlaceBet: true, GroupReportDisabled: false },
    });
    expect(screen.getByRole('status')).toHaveTextContent('sub1 created. It must change its password at its first sign-in.');
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.getByLabelText('User ID', { exact: true })).toHaveValue('');
  });

  test("the platform's refusal shows at the field it names", async () => {
    renderForm();
    type('User ID', 'sub1');
    type('Name', 'Sub');
    type('Password', 'Secret123');
    call.mockRejectedValueOnce(new ApiError(400, { message: "Share 0.5 is above the cap 0.2: it may not exceed the parent's share.", field: 'Share' }));
    await press('Create');
    const share = screen.getByLabelText('Share', { exact: true });
    expect(share).toHaveAttribute('aria-invalid', 'true');
    expect(share).toHaveAccessibleDescription("Share 0.5 is above the cap 0.2: it may not exceed the parent's share.");
    call.mockRejectedValueOnce(new ApiError(409, { message: 'User ID sub1 is already taken.', field: 'UserId' }));
    await press('Create');
    expect(screen.getByLabelText('User ID', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(router.refresh).not.toHaveBeenCalled();
  });

  test('a missing field is named before anything is sent', async () => {
    renderForm();
    type('User ID', 'sub1');
    await press('Create');
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name', { exact: true })).toHaveAccessibleDescription('Fill in Name.');
  });

  test('the simple form hides rates and flags and posts ?Simple=true', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Simple form'));
    expect(screen.queryByLabelText('Share', { exact: true })).toBeNull();
    expect(screen.queryByLabelText('May place bets')).toBeNull();
    type('User ID', 'quick');
    type('Name', 'Quick');
    type('Password', 'Secret123');
    type('Credit', '25.5');
    call.mockResolvedValueOnce(agentRow({ UserId: 'quick' }));
    await press('Create');
    expect(call).toHaveBeenCalledWith('/api/v1/agents?Simple=true&LocId=SG', { method: 'POST', json: { UserId: 'quick', UserName: 'Quick', Password: 'Secret123', Credit: '25.5' } });
  });

  test('in Chinese', () => {
    renderForm('zh');
    expect(screen.getByRole('heading', { name: '新增代理' })).toBeInTheDocument();
    expect(screen.getByLabelText('用户编号', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
  });
});

describe('the list', () => {
  const EDIT_FORM: ProfileForm = { ...NEW_AGENT_FORM, MinCredit: '7000.00', MaxCredit: '100000.00', Share: [0.2, 0.3, 0.5], User: agentRow() };

  function renderList(users: DownlineUser[] = [agentRow(), agentRow({ UserId: 'agent9', UserName: 'Nine', Downlines: 0 })]) {
    return render(
      <Providers>
        <UserList kind="agent" users={users} caption="Agents (2)" fileName="agents.xls" game="4D" locId="SG" />
      </Providers>,
    );
  }

  test('rows with their money and rates; Edit opens the three forms of the agent with its values', async () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Agents (2)' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'agent2', 'Agent Two', '50,000.00', '-166.56', '49,833.44', '7,000.00', '20%', '8%', '0%', '3', 'Edit', 'Delete',
    ]);
    call.mockResolvedValueOnce(EDIT_FORM);
    await press('Edit agent2');
    expect(call).toHaveBeenCalledWith('/api/v1/profileEditFull?UserId=agent2&LocId=SG');
    const panel = screen.getByTestId('edit-user');
    expect(within(panel).getByRole('heading', { name: 'Edit agent2' })).toHaveFocus();
    await waitFor(() => expect(within(panel).getByLabelText('Name', { exact: true })).toHaveValue('Agent Two'));
    expect(within(panel).getByText('From $7,000.00 to $100,000.00')).toBeInTheDocument();

    call.mockResolvedValueOnce(agentRow({ Share: 0.3 })).mockResolvedValueOnce(EDIT_FORM);
    fireEvent.change(within(panel).getByLabelText('Share', { exact: true }), { target: { value: '0.3' } });
    await press('Save rates', panel);
    expect(call).toHaveBeenCalledWith('/api/v1/agents/position?LocId=SG', { method: 'PUT', json: { UserId: 'agent2', Share: 0.3, Commission: 0.08, Tax: 0 } });
    expect(await within(panel).findByText('agent2 saved.')).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalled();

    call.mockRejectedValueOnce(new ApiError(400, { message: 'Credit 6999.00 is below 7000.00, the credit its downline holds: lower theirs first.', field: 'Credit' }));
    fireEvent.change(within(panel).getByLabelText('Credit', { exact: true }), { target: { value: '6999' } });
    await press('Save credit', panel);
    expect(call).toHaveBeenLastCalledWith('/api/v1/agents/credit?LocId=SG', { method: 'PUT', json: { UserId: 'agent2', Credit: '6999' } });
    expect(within(panel).getByLabelText('Credit', { exact: true })).toHaveAccessibleDescription(/below 7000.00/);
  });

  test("Delete asks first; the platform's refusal is shown as it words it", async () => {
    renderList();
    await press('Delete agent2');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete agent agent2?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    call.mockRejectedValueOnce(new ApiError(409, { message: 'Agent agent2 has open bets below it and cannot be deleted.' }));
    await press('Delete', dialog);
    expect(call).toHaveBeenCalledWith('/api/v1/agents/agent1/agent2?LocId=SG', { method: 'DELETE' });
    expect(screen.getByRole('alert')).toHaveTextContent('Agent agent2 has open bets below it and cannot be deleted.');
    call.mockResolvedValueOnce({ success: true, message: 'Agent agent9 deleted.' });
    await press('Delete agent9');
    await press('Delete', screen.getByRole('alertdialog'));
    expect(screen.getByRole('status')).toHaveTextContent('agent9 deleted.');
    expect(router.refresh).toHaveBeenCalled();
  });
});

describe('the page', () => {
  const API = '/api/v1/4d';
  /** The page renders its frame, an async server component of its own: both are awaited here. */
  async function open(searchParams: Record<string, string> = {}) {
    const page = (await AgentsPage({ searchParams: Promise.resolve(searchParams) })) as ReactElement<{ spec: unknown; searchParams: unknown }>;
    const frame = page.type as (props: unknown) => Promise<ReactElement>;
    return frame(page.props);
  }

  beforeEach(async () => {
    await signIn('agent1');
    platform.answer(`${API}/agents/directDownLine`, [agentRow()]).answer(`${API}/agents/search`, []).answer(`${API}/profileNewFull`, NEW_AGENT_FORM);
  });

  test('the direct downline, the search and the create form of the caller', async () => {
    await showPage(open());
    expect(platform.queries(`${API}/agents/directDownLine`)).toEqual([{ LocId: 'SG' }]);
    expect(platform.queries(`${API}/profileNewFull`)).toEqual([{ Role: 'AG', LocId: 'SG' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Agents' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toHaveAttribute('action', '/admin/agents');
    expect(screen.getByRole('table', { name: 'Agents (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('create-agent')).toBeInTheDocument();
  });

  test('a search, and a UserId out of reach (the platform says why)', async () => {
    platform.refuse(`${API}/agents/search`, 404, 'User not found.');
    await showPage(open({ txtSearch: ' two ', UserId: 'agent3' }));
    expect(platform.queries(`${API}/agents/search`)).toEqual([{ UserId: 'agent3', txtSearch: 'two', LocId: 'SG' }]);
    expect(screen.getByRole('alert')).toHaveTextContent('User not found.');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('two');
    expect(screen.getByRole('table', { name: 'Agents (0)' })).toBeInTheDocument();
  });

  test('in embed mode the search stays under /embed', async () => {
    visit('/embed/admin/agents');
    await showPage(open({ txtSearch: 'a' }));
    expect(screen.getByRole('search')).toHaveAttribute('action', '/embed/admin/agents');
    expect(screen.getByRole('link', { name: 'Show the direct downline' })).toHaveAttribute('href', '/embed/admin/agents?LocId=SG&VW=AG');
  });

  test('a lost session, maintenance and a failing platform go where production sends them', async () => {
    expect(await failuresOf(() => open(), `${API}/agents/directDownLine`)).toEqual(PAGE_FAILURES);
  });
});
