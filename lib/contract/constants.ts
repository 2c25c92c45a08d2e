// Wire constants the browser needs too. No zod here, so client code can import them without pulling
// the schema library into its bundle; lib/contract/errors.ts and auth.ts re-export them.

export const ERROR_MESSAGES = {
  invalidCredentials: 'Invalid user id or password.',
  sessionError: 'Session Error.',
  captchaIncorrect: 'Captcha incorrect.',
  passwordChangeRequired: 'Password change required.',
  twoFactorRequired: 'Two-factor set-up required.',
  oldPasswordRequired: 'Old password is required.',
  passwordUnchanged: 'Your new password must be different from the old one',
  maintenance: 'The platform is under maintenance.',
  notFound: 'Not found.',
  internal: 'Internal error',
} as const;

/** subCode of the maintenance answer (with `time`). */
export const MAINTENANCE_SUB_CODE = 8000;

export const PASSWORD_UPDATED_MESSAGE = 'Password updated.';

/** A mobile number: country code and subscriber number, digits only, 10 to 15, never starting with 0. */
export const MOBILE_PATTERN = /^[1-9]\d{9,14}$/;
export const MOBILE_FORMAT_MESSAGE = 'Enter the mobile number with its country code, 10 to 15 digits, e.g. 6591234567.';
/** The longest mobile text accepted before normalisation (spaces and hyphens included). */
export const MOBILE_MAX_INPUT = 32;

/** Spaces, hyphens and one leading '+' dropped: "+65 9123-4567" becomes 6591234567. */
export function normalizeMobile(value: string): string {
  return value.trim().replace(/[ -]/g, '').replace(/^\+/, '');
}

/** Whether typed text is what PUT mobile accepts: the schema's rule, for the browser ('' removes). */
export function isMobileInput(value: string): boolean {
  const number = normalizeMobile(value);
  return value.length <= MOBILE_MAX_INPUT && (number === '' || MOBILE_PATTERN.test(number));
}

/** The refusal of an address list that would lock its admin out (docs/decisions/address-lists.md). */
export const ADDRESS_LIST_LOCK_OUT_MESSAGE =
  'This list leaves out the address you are saving from on this site, so you could not sign in again: add it first.';
