import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { PasswordChangeAnswer } from '@/app/_components/password-form/password-form';
import { ShellPasswordForm } from '@/app/(shell)/admin/changePassword/shell-password-form';
import { postChangePassword } from '@/lib/client/auth-api';
import { loadPage } from '@/lib/client/navigate';
import { ApiError } from '@/lib/http/api-error';
import en from '@/messages/en.json';

jest.mock('@/lib/client/auth-api', () => ({ CAPTCHA_URL: '/api/auth/captcha', postChangePassword: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));

const changePassword = jest.mocked(postChangePassword);

function renderForm(allowLowercase = false) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
      <ShellPasswordForm userId="member1" allowLowercase={allowLowercase} />
    </NextIntlClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const blur = (label: string) => fireEvent.blur(screen.getByLabelText(label));
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));

function fillValid() {
  type('Old password', 'Member1234');
  type('New password', 'Member5678');
  type('Confirm password', 'Member5678');
  type('Captcha', '2468');
}

beforeEach(() => {
  jest.clearAllMocks();
});

describe('ShellPasswordForm', () => {
  it('changes the signed-in user’s own password: no user id field, the old password required', () => {
    renderForm();
    expect(screen.queryByLabelText('User Id')).toBeNull();
    expect(screen.queryByText('Optional right after sign-in')).toBeNull();
    const button = screen.getByRole('button', { name: 'Submit' });
    type('New password', 'Member5678');
    type('Confirm password', 'Member5678');
    type('Captcha', '2468');
    expect(button).toBeDisabled();
    blur('Old password');
    expect(screen.getByText('Old password is required.')).toBeInTheDocument();
    type('Old password', 'Member1234');
    expect(button).toBeEnabled();
  });

  it('applies the spec’s rules in order and re-checks equalTo as either field changes', () => {
    renderForm();
    type('New password', 'member56');
    blur('New password');
    expect(screen.getByText('Your password must contain at least 1 uppercase letter')).toBeInTheDocument();
    type('New password', 'Member5678');
    type('Confirm password', 'Member5679');
    blur('Confirm password');
    expect(screen.getByText('Password does not match')).toBeInTheDocument();
    type('New password', 'Member5679');
    expect(screen.queryByText('Password does not match')).toBeNull();
  });

  it('shows "Password updated." and stays on the page when the session was kept', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderForm();
    fillValid();
    const kept: PasswordChangeAnswer = { success: true, message: 'Password updated.', signedIn: true };
    changePassword.mockResolvedValueOnce(kept);
    await submit();
    expect(changePassword).toHaveBeenCalledWith({ UserId: 'member1', OldPassword: 'Member1234', Password1: 'Member5678', Password2: 'Member5678', Token: '2468' });
    expect(screen.getByRole('status')).toHaveTextContent('Password updated.');
    expect(screen.getByLabelText('Old password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    // Emptied, not invalid: no error shows until the user touches a field again.
    expect(screen.queryByText('Old password is required.')).toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('goes to sign-in with MsgSuccess when the session could not be kept', async () => {
    renderForm();
    fillValid();
    changePassword.mockResolvedValueOnce({ success: true, message: 'Password updated.' });
    await submit();
    expect(loadPage).toHaveBeenCalledWith('/login?MsgSuccess=Password+updated.');
  });

  it('shows the platform’s error for a wrong old password, loads a new captcha and focuses it', async () => {
    renderForm();
    fillValid();
    changePassword.mockRejectedValueOnce(new ApiError(400, { message: 'Invalid user id or password.', captchaRequired: true }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid user id or password.');
    expect(screen.getByLabelText('Old password')).toHaveValue('Member1234');
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    expect(screen.getByLabelText('Captcha')).toHaveFocus();
  });
});
