import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ChangePasswordForm } from '@/app/(entry)/change-password/change-password-form';
import { LoginForm, USER_ID_FOCUS_DELAY_MS, type LoginFormProps } from '@/app/(entry)/login/login-form';
import { LOGIN_FORM_TEXT_KEYS } from '@/app/(entry)/login/login-texts';
import { CAPTCHA_TEXT_KEYS } from '@/app/_components/form/captcha-texts';
import { textsOf } from '@/lib/i18n/texts';
import { postChangePassword, postSignIn } from '@/lib/client/auth-api';
import { loadPage } from '@/lib/client/navigate';
import { reportError } from '@/lib/errors/report';
import { ApiError } from '@/lib/http/api-error';
import en from '@/messages/en.json';

jest.mock('@/lib/client/auth-api', () => ({ CAPTCHA_URL: '/api/auth/captcha', postSignIn: jest.fn(), postChangePassword: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));

const signIn = jest.mocked(postSignIn);
const changePassword = jest.mocked(postChangePassword);

function withIntl(node: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
      {node}
    </NextIntlClientProvider>,
  );
}

const loginProps: LoginFormProps = {
  buttonText: 'Login',
  userIdPlaceholder: 'User ID',
  captchaEnabled: false,
  returnUrl: '/admin/home',
  message: '',
  successMessage: '',
  // As the server page resolves them: the form itself ships no translation runtime.
  texts: { ...textsOf((key) => en.login[key], LOGIN_FORM_TEXT_KEYS), genericError: en.app.genericError },
  captchaTexts: textsOf((key) => en.captcha[key], CAPTCHA_TEXT_KEYS),
};

beforeEach(() => {
  jest.clearAllMocks();
});

describe('LoginForm', () => {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Login' })));

  it('focuses the user id about 120 ms after it appears, unless the user is already elsewhere', () => {
    jest.useFakeTimers();
    try {
      render(<LoginForm {...loginProps} />);
      expect(screen.getByLabelText('User Id')).not.toHaveFocus();
      act(() => jest.advanceTimersByTime(USER_ID_FOCUS_DELAY_MS));
      expect(screen.getByLabelText('User Id')).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps submit disabled until user id and password are given', () => {
    render(<LoginForm {...loginProps} />);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    type('User Id', 'member1');
    expect(button).toBeDisabled();
    type('Password', 'Member1234');
    expect(button).toBeEnabled();
  });

  it('shows one message: Msg wins over MsgSuccess, and a failed sign-in replaces both', async () => {
    render(<LoginForm {...loginProps} message="Session Error." successMessage="Password updated." />);
    expect(screen.getByText('Session Error.')).toHaveAttribute('data-kind', 'error');
    expect(screen.queryByText('Password updated.')).toBeNull();
    signIn.mockRejectedValueOnce(new ApiError(400, { message: 'Invalid user id or password.' }));
    type('User Id', 'member1');
    type('Password', 'nope');
    await submit();
    expect(screen.getByText('Invalid user id or password.')).toHaveAttribute('data-kind', 'member-auth-failed');
    expect(screen.queryByText('Session Error.')).toBeNull();
  });

  it('turns the captcha on after "Captcha incorrect." and then requires its answer', async () => {
    render(<LoginForm {...loginProps} />);
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    signIn.mockRejectedValueOnce(new ApiError(400, { message: 'Captcha incorrect.' }));
    type('User Id', 'member1');
    type('Password', 'Member1234');
    await submit();
    expect(screen.getByLabelText('Captcha')).toHaveAttribute('size', '5');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    type('Captcha', '2468');
    signIn.mockResolvedValueOnce({ redirect: '/terms' });
    await submit();
    expect(signIn).toHaveBeenLastCalledWith(expect.objectContaining({ UserId: 'member1', Token: '2468', Lang: 'en', returnUrl: '/admin/home' }));
    expect(loadPage).toHaveBeenCalledWith('/terms');
  });

  it('turns the captcha on when the error says a captcha is required', async () => {
    render(<LoginForm {...loginProps} />);
    signIn.mockRejectedValueOnce(new ApiError(400, { message: 'Invalid user id or password.', captchaRequired: true }));
    type('User Id', 'member1');
    type('Password', 'x');
    await submit();
    expect(screen.getByLabelText('Captcha')).toBeInTheDocument();
  });

  it('shows the general text and reports an error that has no message (status 0)', async () => {
    render(<LoginForm {...loginProps} />);
    signIn.mockRejectedValueOnce(new ApiError(0, { message: '' }));
    type('User Id', 'member1');
    type('Password', 'x');
    await submit();
    expect(screen.getByText('Sorry, something went wrong. Please refresh this page and try again.')).toHaveAttribute('data-kind', 'error');
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('goes to the maintenance page when sign-in meets maintenance', async () => {
    render(<LoginForm {...loginProps} />);
    signIn.mockRejectedValueOnce(new ApiError(503, { message: 'The platform is under maintenance.', subCode: 8000, time: '2026-12-01T02:30:00.000Z' }));
    type('User Id', 'member1');
    type('Password', 'x');
    await submit();
    expect(loadPage).toHaveBeenCalledWith('/maintenance?t=2026-12-01T02%3A30%3A00.000Z');
  });

  it('shows the rate limit message as the BFF words it, and reports nothing', async () => {
    render(<LoginForm {...loginProps} />);
    signIn.mockRejectedValueOnce(new ApiError(429, { message: 'Too many sign-in attempts. Please try again in 3 minutes.', retryAfter: 170 }));
    type('User Id', 'member1');
    type('Password', 'x');
    await submit();
    expect(screen.getByText('Too many sign-in attempts. Please try again in 3 minutes.')).toHaveAttribute('data-kind', 'error');
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('ChangePasswordForm', () => {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const blur = (label: string) => fireEvent.blur(screen.getByLabelText(label));

  it('prefills LoginId and hides the user id field; shows it without one', () => {
    const { unmount } = withIntl(<ChangePasswordForm loginId="fresh1" allowLowercase={false} />);
    expect(screen.queryByLabelText('User Id')).toBeNull();
    unmount();
    withIntl(<ChangePasswordForm loginId="" allowLowercase={false} />);
    expect(screen.getByLabelText('User Id')).toBeInTheDocument();
  });

  it.each([
    ['Abc1', 'Your password must be between 8 and 15 characters long'],
    ['abcdefg1', 'Your password must contain at least 1 uppercase letter'],
    ['ABCDEFG1', 'Your password must contain at least 1 lowercase letter'],
    ['Abcdefgh', 'Your password must contain at least 1 number'],
    ['Abcd efg1', 'Your password cannot contain spaces'],
  ])('%j shows %j', (value, text) => {
    withIntl(<ChangePasswordForm loginId="fresh1" allowLowercase={false} />);
    type('New password', value);
    blur('New password');
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('lets lower case through when the server allows it', () => {
    withIntl(<ChangePasswordForm loginId="fresh1" allowLowercase />);
    type('New password', 'abcdefg1');
    blur('New password');
    expect(screen.queryByText('Your password must contain at least 1 uppercase letter')).toBeNull();
  });

  it('re-checks equalTo when either field changes, and enables Submit only when all is valid', () => {
    withIntl(<ChangePasswordForm loginId="fresh1" allowLowercase={false} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    type('New password', 'Abcdefg1');
    type('Confirm password', 'Abcdefg2');
    blur('Confirm password');
    expect(screen.getByText('Password does not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    type('New password', 'Abcdefg2');
    expect(screen.queryByText('Password does not match')).toBeNull();
    expect(submit).toBeDisabled();
    type('Captcha', '2468');
    expect(submit).toBeEnabled();
  });

  it('shows a data array joined by ". ", loads a new captcha and focuses the first invalid input', async () => {
    withIntl(<ChangePasswordForm loginId="fresh1" allowLowercase={false} />);
    type('New password', 'Abcdefg1');
    type('Confirm password', 'Abcdefg1');
    type('Captcha', '2468');
    changePassword.mockRejectedValueOnce(new ApiError(400, { message: 'first', data: ['One', 'Two'] }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(screen.getByRole('alert')).toHaveTextContent('One. Two');
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    expect(screen.getByLabelText('Captcha')).toHaveFocus();
  });

  it('alerts "Password updated." and goes to sign-in with MsgSuccess', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    withIntl(<ChangePasswordForm loginId="fresh1" allowLowercase={false} />);
    type('New password', 'Abcdefg1');
    type('Confirm password', 'Abcdefg1');
    type('Captcha', '2468');
    changePassword.mockResolvedValueOnce({ success: true, message: 'Password updated.' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(changePassword).toHaveBeenCalledWith({ UserId: 'fresh1', OldPassword: undefined, Password1: 'Abcdefg1', Password2: 'Abcdefg1', Token: '2468' });
    expect(alert).toHaveBeenCalledWith('Password updated.');
    expect(loadPage).toHaveBeenCalledWith('/login?MsgSuccess=Password+updated.');
  });
});
