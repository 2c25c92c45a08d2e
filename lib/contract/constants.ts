// Wire constants the browser needs too. No zod here, so client code can import them without pulling
// the schema library into its bundle; lib/contract/errors.ts and auth.ts re-export them.

export const ERROR_MESSAGES = {
  invalidCredentials: 'Invalid user id or password.',
  sessionError: 'Session Error.',
  captchaIncorrect: 'Captcha incorrect.',
  passwordChangeRequired: 'Password change required.',
  oldPasswordRequired: 'Old password is required.',
  passwordUnchanged: 'Your new password must be different from the old one',
  maintenance: 'The platform is under maintenance.',
  notFound: 'Not found.',
  internal: 'Internal error',
} as const;

/** subCode of the maintenance answer (with `time`). */
export const MAINTENANCE_SUB_CODE = 8000;

export const PASSWORD_UPDATED_MESSAGE = 'Password updated.';
