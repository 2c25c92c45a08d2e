import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SessionsBoard } from '@/app/(shell)/admin/sessions/_sessions/sessions-board';
import type { SessionRow } from '@/lib/contract/sessions';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import { installDialog, Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const call = jest.mocked(requestJson);
const CURRENT: SessionRow = {
  SessionId: 7,
  Current: true,
  SiteHost: 'alpha.localhost:3000',
  Address: '203.0.113.7',
  UserAgent: 'Desk browser',
  CreatedAt: '2026-11-28T01:00:00.000Z',
  LastSeenAt: '2026-11-28T01:20:00.000Z',
  EndsAt: '2026-11-28T01:50:00.000Z',
};
const PHONE: SessionRow = { ...CURRENT, SessionId: 5, Current: false, UserAgent: 'Phone browser', Address: '198.51.100.2' };
const TABLET: SessionRow = { ...CURRENT, SessionId: 4, Current: false, UserAgent: '', Address: '2001:db8::1' };

beforeAll(installDialog);
beforeEach(() => jest.clearAllMocks());

const renderBoard = (rows: SessionRow[], canSetIdle = false) =>
  render(
    <Providers>
      <SessionsBoard rows={rows} idleMinutes={30} canSetIdle={canSetIdle} />
    </Providers>,
  );

test('each session in words, this browser first and marked, in local time; only the others can be signed out', () => {
  renderBoard([CURRENT, PHONE, TABLET]);
  expect(screen.getByRole('heading', { name: '3 signed-in sessions' })).toBeInTheDocument();
  expect(screen.getByText('A session unused for 30 minutes ends; every session ends 12 hours after its sign-in.')).toBeInTheDocument();
  const current = screen.getByRole('listitem', { name: "This browser's session" });
  expect(current).toHaveTextContent('This browser');
  expect(current).toHaveTextContent('Signed in11/28/2026 09:00:00');
  expect(current).toHaveTextContent('Last used11/28/2026 09:20:00');
  expect(current).toHaveTextContent('Ends if unused11/28/2026 09:50:00');
  expect(within(current).queryByRole('button')).toBeNull();
  expect(screen.getByRole('button', { name: 'Sign out Phone browser at 198.51.100.2' })).toBeInTheDocument();
  // A session without a browser name says so.
  expect(screen.getByRole('listitem', { name: 'Session of Unknown browser' })).toHaveTextContent('2001:db8::1');
  // No idle form for a user without AdminEdit.
  expect(screen.queryByLabelText('Minutes unused before a session ends')).toBeNull();
});

test('signing one out asks first, ends it by its id, says so and renders the list again', async () => {
  call.mockResolvedValueOnce({ success: true, Ended: 1, message: '1 session ended.' });
  renderBoard([CURRENT, PHONE]);
  fireEvent.click(screen.getByRole('button', { name: 'Sign out Phone browser at 198.51.100.2' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('Phone browser at 198.51.100.2 is signed out at once');
  expect(call).not.toHaveBeenCalled();
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' })));
  expect(call).toHaveBeenCalledWith('/api/v1/sessions/5', { method: 'DELETE' });
  expect(screen.getByText('1 session signed out.')).toBeInTheDocument();
  expect(refresh).toHaveBeenCalled();
});

test('sign out all others, after its confirmation; with no other session there is nothing to press', async () => {
  call.mockResolvedValueOnce({ success: true, Ended: 2, message: '2 sessions ended.' });
  const { unmount } = renderBoard([CURRENT, PHONE, TABLET]);
  fireEvent.click(screen.getByRole('button', { name: 'Sign out all others' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('The 2 other sessions are signed out at once. This browser stays signed in.');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' })));
  expect(call).toHaveBeenCalledWith('/api/v1/sessions/endOthers', { method: 'POST', json: {} });
  expect(screen.getByText('2 sessions signed out.')).toBeInTheDocument();
  unmount();
  renderBoard([CURRENT]);
  expect(screen.queryByRole('button', { name: 'Sign out all others' })).toBeNull();
  expect(screen.getByText('No other session is signed in.')).toBeInTheDocument();
});

test('a session already gone: the refusal is said and the list is rendered again', async () => {
  call.mockRejectedValueOnce(new ApiError(404, { message: 'Session not found.' }));
  renderBoard([CURRENT, PHONE]);
  fireEvent.click(screen.getByRole('button', { name: 'Sign out Phone browser at 198.51.100.2' }));
  await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out' })));
  expect(screen.getByText('Session not found.')).toBeInTheDocument();
  expect(refresh).toHaveBeenCalled();
});

test('the idle timeout: checked before sending, saved, and a refusal keeps what was typed', async () => {
  renderBoard([CURRENT], true);
  const field = screen.getByLabelText('Minutes unused before a session ends');
  expect(field).toHaveValue('30');
  fireEvent.change(field, { target: { value: '3' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(call).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent('Enter whole minutes from 5 to 720.');
  expect(field).toHaveAttribute('aria-invalid', 'true');

  call.mockResolvedValueOnce({ IdleMinutes: 45 });
  fireEvent.change(field, { target: { value: '45' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(call).toHaveBeenCalledWith('/api/v1/sessionSetting', { method: 'PUT', json: { IdleMinutes: 45 } });
  expect(screen.getByText('Sessions now end after 45 minutes unused.')).toBeInTheDocument();

  call.mockRejectedValueOnce(new ApiError(400, { message: 'IdleMinutes may be at most 720.', field: 'IdleMinutes' }));
  fireEvent.change(field, { target: { value: '600' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(field).toHaveValue('600');
  expect(screen.getAllByText('IdleMinutes may be at most 720.').length).toBeGreaterThan(0);
});
