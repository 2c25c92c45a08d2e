// /admin/twoFactor's client part and the sign-in's code step: set up (the QR code and the secret as text,
// a code confirms, ten recovery codes shown once, then on), turn off with a code, the requirement note;
// the login form asks for the code after a right password of a user with two-factor, in en and zh.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { TwoFactorSetup, type TwoFactorSetupProps } from '@/app/(entry)/admin/twoFactor/two-factor-setup';
import { LoginForm } from '@/app/(entry)/login/login-form';
import { LOGIN_FORM_TEXT_KEYS } from '@/app/(entry)/login/login-texts';
import { CAPTCHA_TEXT_KEYS } from '@/app/_components/form/captcha-texts';
import { postSignIn, postSignInCode, postTwoFactorSetup } from '@/lib/client/auth-api';
import { loadPage } from '@/lib/client/navigate';
import { ApiError } from '@/lib/http/api-error';
import { textsOf } from '@/lib/i18n/texts';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

jest.mock('@/lib/client/auth-api', () => ({ CAPTCHA_URL: '/api/auth/captcha', postSignIn: jest.fn(), postSignInCode: jest.fn(), postTwoFactorSetup: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));

const setup = jest.mocked(postTwoFactorSetup);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-${String(index).padStart(5, '0')}`);

function withIntl(node: React.ReactNode, locale: 'en' | 'zh' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Singapore">
      {node}
    </NextIntlClientProvider>,
  );
}

const props = (overrides: Partial<TwoFactorSetupProps> = {}): TwoFactorSetupProps => ({
  state: { Enrolled: false, Required: false, RecoveryLeft: 0 },
  enrolling: false,
  userId: 'agent1',
  homeUrl: '/admin/home?LocId=SG',
  ...overrides,
});

beforeEach(() => jest.clearAllMocks());

test('set-up: the QR code and the secret, a code confirms, the recovery codes once, then on to the next page', async () => {
  setup.mockResolvedValueOnce({ Secret: SECRET, Uri: `otpauth://totp/DrawDesk:agent1?secret=${SECRET}` });
  withIntl(<TwoFactorSetup {...props({ enrolling: true, state: { Enrolled: false, Required: true, RecoveryLeft: 0 } })} />);
  expect(screen.getByText(en.twoFactor.requiredNote)).toBeTruthy();
  expect(screen.queryByText(en.twoFactor.back)).toBeNull();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: en.twoFactor.begin })));
  expect(setup).toHaveBeenCalledWith({ action: 'begin' });
  expect(screen.getByTestId('two-factor-secret').textContent).toBe(SECRET);
  expect(document.querySelector('svg')).toBeTruthy();
  const input = screen.getByRole('textbox', { name: en.twoFactor.code }) as HTMLInputElement;
  expect(input.getAttribute('inputmode')).toBe('numeric');
  expect(input.getAttribute('autocomplete')).toBe('one-time-code');

  setup.mockRejectedValueOnce(new ApiError(400, { message: 'The code is not correct.' }));
  fireEvent.change(input, { target: { value: '000000' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: en.twoFactor.confirm })));
  expect(screen.getByRole('alert').textContent).toBe('The code is not correct.');

  setup.mockResolvedValueOnce({ RecoveryCodes: CODES, redirect: '/terms' });
  fireEvent.change(screen.getByRole('textbox', { name: en.twoFactor.code }), { target: { value: '123456' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: en.twoFactor.confirm })));
  expect(setup).toHaveBeenLastCalledWith({ action: 'confirm', Code: '123456' });
  expect(screen.getByTestId('recovery-codes').querySelectorAll('li')).toHaveLength(10);
  fireEvent.click(screen.getByRole('button', { name: en.twoFactor.continue }));
  expect(loadPage).toHaveBeenCalledWith('/terms');
});

test('on: recovery codes left, and turning off takes a code', async () => {
  setup.mockResolvedValueOnce({ success: true, message: 'off' });
  withIntl(<TwoFactorSetup {...props({ state: { Enrolled: true, Required: false, RecoveryLeft: 9 } })} />);
  expect(screen.getByText('9 recovery codes left.')).toBeTruthy();
  const off = screen.getByRole('button', { name: en.twoFactor.disable }) as HTMLButtonElement;
  expect(off.disabled).toBe(true);
  fireEvent.change(screen.getByRole('textbox', { name: en.twoFactor.code }), { target: { value: 'abcde-12345' } });
  await act(async () => fireEvent.click(off));
  expect(setup).toHaveBeenCalledWith({ action: 'disable', Code: 'abcde-12345' });
  expect(loadPage).toHaveBeenCalledWith('/admin/twoFactor');
});

test('the page in Chinese', () => {
  withIntl(<TwoFactorSetup {...props()} />, 'zh');
  expect(screen.getByRole('button', { name: zh.twoFactor.begin })).toBeTruthy();
  expect(screen.getByText(zh.twoFactor.off.replace('{userId}', 'agent1'))).toBeTruthy();
});

test('the login form asks for the code after a right password of a user with two-factor', async () => {
  jest.mocked(postSignIn).mockResolvedValueOnce({ codeNeeded: true });
  jest.mocked(postSignInCode).mockResolvedValueOnce({ redirect: '/admin/home?LocId=SG' });
  render(
    <LoginForm
      buttonText="Login"
      userIdPlaceholder="User ID"
      captchaEnabled={false}
      returnUrl="/admin/home"
      message=""
      successMessage=""
      texts={{ ...textsOf((key) => en.login[key], LOGIN_FORM_TEXT_KEYS), genericError: en.app.genericError }}
      captchaTexts={textsOf((key) => en.captcha[key], CAPTCHA_TEXT_KEYS)}
    />,
  );
  fireEvent.change(screen.getByRole('textbox', { name: en.login.userId }), { target: { value: 'agent1' } });
  fireEvent.change(document.querySelector('input[name="Password"]') as HTMLInputElement, { target: { value: 'Agent1234' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Login' })));
  const code = screen.getByRole('textbox', { name: en.login.code }) as HTMLInputElement;
  expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  expect(code.getAttribute('inputmode')).toBe('numeric');
  fireEvent.change(code, { target: { value: '123456' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: en.login.verify })));
  expect(postSignInCode).toHaveBeenCalledWith('123456');
  expect(loadPage).toHaveBeenCalledWith('/admin/home?LocId=SG');
});
