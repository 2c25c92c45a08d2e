// The Permission page's client part: the sub-admin list, the create form (User ID, Name, Password,
// the permission checkboxes), editing (no password there), and Delete asked first (deleted, or
// retired when the account has a history, as the platform answers).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PermissionBoard } from '@/app/(shell)/control/permission/_permission/permission-board';
import { requestJson } from '@/lib/client/http';
import type { SubAdmin } from '@/lib/contract/permissions';
import { ApiError } from '@/lib/http/api-error';
import { installDialog, Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

const call = jest.mocked(requestJson);
const NAMES = [
  { Name: 'BetEntry', Label: 'Bet entry' },
  { Name: 'AdminEdit', Label: 'Admin edit (permissions)' },
  { Name: 'Report', Label: 'Reports' },
];
const ACCOUNTS: SubAdmin[] = [
  { UserId: 'clerk', UserName: 'Clerk', Granted: ['BetEntry', 'Report'], Status: 'ACTIVE', MustChangePassword: false, CreatedDate: '2025-04-20T02:00:00.000Z' },
  { UserId: 'old1', UserName: 'Old', Granted: [], Status: 'RETIRED', MustChangePassword: false, CreatedDate: '2025-04-20T02:00:00.000Z' },
];

beforeAll(installDialog);
beforeEach(() => jest.clearAllMocks());

function board() {
  return render(
    <Providers>
      <PermissionBoard accounts={ACCOUNTS} names={NAMES} />
    </Providers>,
  );
}
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

test('the list shows each account with its permissions by label and its status', () => {
  board();
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('clerk');
  expect(rows[0]).toHaveTextContent('Bet entry, Reports');
  expect(rows[1]).toHaveTextContent('Retired');
});

test('creates a sub-admin with the checked permissions; checks the fields first', async () => {
  call.mockResolvedValueOnce({ Created: true, Account: { UserId: 'desk1' } });
  board();
  await press('Create');
  expect(screen.getByText('3 to 20 letters, digits or _.')).toBeInTheDocument();
  expect(screen.getByText('Enter a name.')).toBeInTheDocument();
  expect(screen.getByText('Enter a password.')).toBeInTheDocument();
  expect(call).not.toHaveBeenCalled();
  fireEvent.change(screen.getByLabelText('User ID'), { target: { value: 'Desk1' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Front Desk' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Desk12345' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Reports' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Bet entry' }));
  await press('Create');
  expect(call).toHaveBeenCalledWith('/api/v1/permissions', { method: 'POST', json: { UserId: 'Desk1', UserName: 'Front Desk', Granted: ['Report', 'BetEntry'], Password: 'Desk12345' } });
  expect(screen.getByRole('status')).toHaveTextContent('Sub-admin desk1 created. It changes its password at its first sign-in.');
  expect(refresh).toHaveBeenCalled();
  expect(screen.getByLabelText('User ID')).toHaveValue('');
});

test('Edit fills the form without a password field; Save sends the new names', async () => {
  call.mockResolvedValueOnce({ Created: false, Account: { UserId: 'clerk' } });
  board();
  fireEvent.click(screen.getByRole('button', { name: 'Edit clerk' }));
  expect(screen.getByRole('heading', { name: 'Edit clerk' })).toBeInTheDocument();
  expect(screen.getByLabelText('User ID')).toBeDisabled();
  expect(screen.queryByLabelText('Password')).toBeNull();
  expect(screen.getByRole('checkbox', { name: 'Bet entry' })).toBeChecked();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Bet entry' }));
  await press('Save');
  expect(call).toHaveBeenCalledWith('/api/v1/permissions', { method: 'POST', json: { UserId: 'clerk', UserName: 'Clerk', Granted: ['Report'] } });
  expect(screen.getByRole('status')).toHaveTextContent('Permissions of clerk saved. They apply from its next request.');
});

test("a refusal (a name the caller does not hold) shows the platform's message", async () => {
  call.mockRejectedValueOnce(new ApiError(403, { message: 'Granting SuperPwd needs SuperPwd, which you do not hold.', field: 'Granted' }));
  board();
  fireEvent.change(screen.getByLabelText('User ID'), { target: { value: 'desk2' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Desk' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Desk12345' } });
  await press('Create');
  expect(screen.getByRole('alert')).toHaveTextContent('Granting SuperPwd needs SuperPwd, which you do not hold.');
});

test('Delete asks first; an account with a history is retired', async () => {
  call.mockResolvedValueOnce({ UserId: 'clerk', Deleted: false, Retired: true });
  board();
  fireEvent.click(screen.getByRole('button', { name: 'Delete clerk' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('clerk loses every permission and cannot sign in any more.');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
  expect(call).toHaveBeenCalledWith('/api/v1/permissions/clerk', { method: 'DELETE' });
  expect(screen.getByRole('status')).toHaveTextContent('clerk has a history, so it was retired');
  expect(refresh).toHaveBeenCalled();
});
