// Super Password's form: User ID, the new password twice, the change-password rules checked first,
// PUT super-password, and no password kept in the page afterwards.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SetPasswordForm } from '@/app/(shell)/utilities/superPassword/_password/set-password-form';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import { Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));

const call = jest.mocked(requestJson);
beforeEach(() => jest.clearAllMocks());

function form(allowLowercase = false) {
  render(
    <Providers>
      <SetPasswordForm resource="super-password" allowLowercase={allowLowercase} />
    </Providers>,
  );
}
const fill = (userId: string, one: string, two = one) => {
  fireEvent.change(screen.getByLabelText('User ID'), { target: { value: userId } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: one } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: two } });
};
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set password' })));

test.each([
  ['Ab1', 'Ab1', 'Your password must be between 8 and 15 characters long'],
  ['abcdefg12', 'abcdefg12', 'Your password must contain at least 1 uppercase letter'],
  ['Abcdefg12', 'Abcdefg13', 'Password does not match'],
])('%s / %s is refused before sending: %s', async (one, two, message) => {
  form();
  fill('member1', one, two);
  await submit();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(call).not.toHaveBeenCalled();
});

test('with passwordAllowLowercase an uppercase letter is not needed', async () => {
  call.mockResolvedValueOnce({ UserId: 'member1', SessionsEnded: 0 });
  form(true);
  fill('member1', 'abcdefg12');
  await submit();
  expect(call).toHaveBeenCalled();
});

test('sets the password and says the sessions ended; the fields are cleared', async () => {
  call.mockResolvedValueOnce({ UserId: 'clerk', SessionsEnded: 2 });
  form();
  fill(' clerk ', 'Clerk5678');
  await submit();
  expect(call).toHaveBeenCalledWith('/api/v1/super-password', { method: 'PUT', json: { UserId: 'clerk', Password1: 'Clerk5678', Password2: 'Clerk5678' } });
  expect(screen.getByRole('status')).toHaveTextContent('Password of clerk set. It must change it at its next sign-in; its 2 open sessions ended.');
  expect(screen.getByLabelText('New password')).toHaveValue('');
  expect(screen.getByLabelText('User ID')).toHaveValue('');
});

test("a refusal shows the platform's message, and the passwords are not kept", async () => {
  call.mockRejectedValueOnce(new ApiError(403, { message: "The company account's password is changed by its owner only.", field: 'UserId' }));
  form();
  fill('admin', 'Admin5678');
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent("The company account's password is changed by its owner only.");
  expect(screen.getByLabelText('Confirm password')).toHaveValue('');
  expect(screen.getByLabelText('User ID')).toHaveValue('admin');
});
