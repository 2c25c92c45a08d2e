/** @jest-environment ./tests/support/server-page-environment.ts */
// /admin/players: the create form (the labels the journeys use, commission and the two player flags),
// one edit call (players/update), deletion refused with open bets (the platform's words), and the page
// (no search; the caller's direct members).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import PlayersPage from '@/app/(shell)/admin/players/page';
import { CreateForm } from '@/app/(shell)/admin/agents/_users/create-form';
import { UserList } from '@/app/(shell)/admin/agents/_users/user-list';
import { requestJson } from '@/lib/client/http';
import type { DownlineUser, ProfileForm } from '@/lib/contract/agents';
import { PLAYER_OPEN_BETS_MESSAGE } from '@/lib/contract/players';
import { ApiError } from '@/lib/http/api-error';
import { failuresOf, PAGE_FAILURES, platform, router, showPage, signIn, type ServerPageMocks } from '../support/server-page';
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

function playerRow(overrides: Partial<DownlineUser> = {}): DownlineUser {
  return downlineUser({
    UserId: 'member1', UserName: 'Member One', Role: 'MEM', ParentId: 'agent2', Rank: 3, Credit: '5000.00', AccBal: '1208.40', CreditLeft: '4990.00',
    Commission: 0.05, ...overrides,
  });
}

const NEW_PLAYER_FORM: ProfileForm = {
  LocId: 'SG', Game: '4D', Role: 'MEM', Parent: { UserId: 'agent2', UserName: 'Agent Two', IsCompany: false }, MaxCredit: '43000.00', MinCredit: '0.00',
  Share: [], Commission: [0, 0.005, 0.05, 0.08], Tax: [], Flags: ['EnablePlaceBet', 'disablePlaceBetAndFixedBet'], User: null,
};


beforeEach(() => {
  jest.clearAllMocks();
  call.mockReset();
  installDialog();
});

test('the create form: the labels the journeys use, no share or tax, and Create posts the player', async () => {
  render(
    <Providers>
      <CreateForm kind="player" form={NEW_PLAYER_FORM} locId="SG" />
    </Providers>,
  );
  expect(screen.getByRole('heading', { name: 'Create a player' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Share', { exact: true })).toBeNull();
  expect(screen.queryByLabelText('Tax', { exact: true })).toBeNull();
  expect(screen.queryByLabelText('Simple form')).toBeNull();
  type('User ID', 'player9');
  type('Name', 'Player Nine');
  type('Password', 'Secret123');
  type('Credit', '300');
  type('Commission', '0.05');
  fireEvent.click(screen.getByLabelText('May place bets'));
  call.mockResolvedValueOnce(playerRow({ UserId: 'player9' }));
  await press('Create');
  expect(call).toHaveBeenCalledWith('/api/v1/players?LocId=SG', {
    method: 'POST',
    json: { UserId: 'player9', UserName: 'Player Nine', Password: 'Secret123', Credit: '300', Commission: 0.05, EnablePlaceBet: true, disablePlaceBetAndFixedBet: false },
  });
  expect(screen.getByRole('status')).toHaveTextContent('player9 created.');
  expect(router.refresh).toHaveBeenCalled();
});

test('a refused right shows at the flags', async () => {
  render(
    <Providers>
      <CreateForm kind="player" form={NEW_PLAYER_FORM} locId="SG" />
    </Providers>,
  );
  type('User ID', 'player9');
  type('Name', 'Player Nine');
  type('Password', 'Secret123');
  call.mockRejectedValueOnce(new ApiError(400, { message: 'agent3 does not hold EnablePlaceBet, so it cannot grant it.', field: 'EnablePlaceBet' }));
  await press('Create');
  expect(screen.getByRole('group', { name: 'Rights and restrictions' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('agent3 does not hold EnablePlaceBet, so it cannot grant it.')).toBeInTheDocument();
});

describe('the list', () => {
  function renderList() {
    return render(
      <Providers>
        <UserList kind="player" users={[playerRow(), playerRow({ UserId: 'member3', UserName: 'Member Three' })]} caption="Players (2)" fileName="players.xls" game="TT" locId="TT" />
      </Providers>,
    );
  }

  test('rows without agent columns; Edit saves name, credit, commission and flags in one call', async () => {
    renderList();
    const first = within(screen.getByRole('table', { name: 'Players (2)' })).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['member1', 'Member One', '5,000.00', '1,208.40', '4,990.00', '5%', 'Edit', 'Delete']);
    call.mockResolvedValueOnce({ ...NEW_PLAYER_FORM, LocId: 'TT', Game: 'TT', Commission: [0.05, 0.06, 0.07, 0.08], User: playerRow() });
    await press('Edit member1');
    expect(call).toHaveBeenCalledWith('/api/v1/profileTEditFull?UserId=member1&LocId=TT');
    const panel = screen.getByTestId('edit-user');
    await waitFor(() => expect(within(panel).getByLabelText('Credit', { exact: true })).toHaveValue('5000.00'));
    fireEvent.change(within(panel).getByLabelText('Name', { exact: true }), { target: { value: 'Member Uno' } });
    fireEvent.change(within(panel).getByLabelText('Commission', { exact: true }), { target: { value: '0.07' } });
    fireEvent.click(within(panel).getByLabelText('Stop placing and fixed bets'));
    call.mockResolvedValueOnce(playerRow()).mockResolvedValueOnce({ ...NEW_PLAYER_FORM, User: playerRow() });
    await press('Save', panel);
    expect(call).toHaveBeenCalledWith('/api/v1/players/update?LocId=TT', {
      method: 'PUT',
      json: { UserId: 'member1', UserName: 'Member Uno', Credit: '5000.00', Commission: 0.07, EnablePlaceBet: true, disablePlaceBetAndFixedBet: true },
    });
    expect(await within(panel).findByText('member1 saved.')).toBeInTheDocument();
    await press('Close', panel);
    expect(screen.queryByTestId('edit-user')).toBeNull();
  });

  test('a player with open bets is not deleted, and the message says why; Cancel sends nothing', async () => {
    renderList();
    await press('Delete member3');
    await press('Cancel', screen.getByRole('alertdialog', { name: 'Delete player member3?' }));
    expect(call).not.toHaveBeenCalled();
    await press('Delete member1');
    call.mockRejectedValueOnce(new ApiError(409, { message: PLAYER_OPEN_BETS_MESSAGE }));
    await press('Delete', screen.getByRole('alertdialog'));
    expect(call).toHaveBeenCalledWith('/api/v1/players/agent2/member1?LocId=TT', { method: 'DELETE' });
    expect(screen.getByRole('alert')).toHaveTextContent('The player has open bets and cannot be deleted.');
  });

  test('the edit panel signs the player out everywhere after a confirmation, and says how many', async () => {
    renderList();
    call.mockResolvedValueOnce({ ...NEW_PLAYER_FORM, LocId: 'TT', Game: 'TT', Commission: [0.05, 0.06, 0.07, 0.08], User: playerRow() });
    await press('Edit member1');
    const panel = screen.getByTestId('edit-user');
    call.mockClear();
    await press('Sign out member1 everywhere', panel);
    await press('Cancel', screen.getByRole('alertdialog', { name: 'Sign out member1?' }));
    expect(call).not.toHaveBeenCalled();
    await press('Sign out member1 everywhere', panel);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('member1 is signed out of every browser at once; its next click shows Session Error.');
    call.mockResolvedValueOnce({ success: true, Ended: 2, message: '2 sessions ended.' });
    await press('Sign out', screen.getByRole('alertdialog'));
    expect(call).toHaveBeenCalledWith('/api/v1/sessions/endUser?LocId=TT', { method: 'POST', json: { UserId: 'member1' } });
    expect(within(panel).getByText('member1: 2 sessions signed out.')).toBeInTheDocument();
  });
});

describe('the page', () => {
  const API = '/api/v1/tt';
  /** The page renders its frame, an async server component of its own: both are awaited here. */
  async function open(searchParams: Record<string, string> = {}) {
    const page = (await PlayersPage({ searchParams: Promise.resolve(searchParams) })) as ReactElement<object>;
    return (page.type as (props: object) => Promise<ReactElement>)(page.props);
  }

  beforeEach(async () => {
    await signIn('agent2', { locId: 'TT' });
    platform.answer(`${API}/players/directDownLine`, [playerRow()]).answer(`${API}/profileTNewFull`, NEW_PLAYER_FORM);
  });

  test('the direct members of UserId and the create form; players have no search', async () => {
    await showPage(open({ UserId: 'agent2', txtSearch: 'x' }));
    expect(platform.queries(`${API}/players/directDownLine`)).toEqual([{ UserId: 'agent2', LocId: 'TT' }]);
    expect(platform.queries(`${API}/profileTNewFull`)).toEqual([{ Role: 'MEM', LocId: 'TT' }]);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('table', { name: 'Players (1)' })).toBeInTheDocument();
  });

  test('a UserId out of reach: the platform says why', async () => {
    platform.refuse(`${API}/players/directDownLine`, 404, 'User not found.');
    await showPage(open({ UserId: 'agent3' }));
    expect(screen.getByRole('alert')).toHaveTextContent('User not found.');
    expect(screen.getByRole('table', { name: 'Players (0)' })).toBeInTheDocument();
  });

  test('a lost session, maintenance and a failing platform go where production sends them', async () => {
    expect(await failuresOf(() => open(), `${API}/profileTNewFull`)).toEqual(PAGE_FAILURES);
  });
});
