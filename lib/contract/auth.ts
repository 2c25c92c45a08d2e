// POST /api/v1/oauth/token and POST /api/v1/logout.
import { z } from './zod';
import { pathPrefixSchema, requiredText, singleLine } from './common';

/** The response header of GET /api/captcha naming the captcha; submits send it back as a request header. */
export const CAPTCHA_KEY_HEADER = 'x-token';

const captchaAnswerSchema = singleLine(
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Captcha is required.' : 'Captcha answer must be text.') })
    .trim()
    .max(32, 'Captcha answer is too long.'),
  'Captcha answer',
);

/** Sign-in form (form-urlencoded or JSON). Token is the captcha answer; its key travels in x-token. */
export const tokenRequestSchema = z.object({
  username: requiredText('User id', 64),
  // Not trimmed, and no character refused: a password being checked (here and OldPassword) is taken
  // exactly as typed, so one set before today's rules still signs in; it is hashed, never stored.
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(128, 'Password is too long.'),
  Token: captchaAnswerSchema.optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string().min(32),
  token_type: z.literal('bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int().positive(),
  /** The platform demands a password change before anything else. */
  updatePassword: z.boolean(),
  UserId: z.string(),
  LocId: z.string(),
  /** The path prefix (4d or tt) of LocId's calls. */
  Prefix: pathPrefixSchema,
  /** Terms acceptance belongs to the token (once per session), so a new token starts false. */
  termsAccepted: z.boolean(),
  /** Two-factor is required of the user and not set up: the token opens enrolment only (docs/decisions/two-factor.md). */
  twoFactorEnrolment: z.literal(true).optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/**
 * POST /api/v1/updatePassword (form or JSON, captcha key in x-token). OldPassword may be left out only
 * when the caller also sends the bearer token of that same user while the platform demands a change
 * (updatePassword true: the forced change right after sign-in); otherwise it is required. An empty
 * OldPassword counts as left out. The new-password rules are lib/domain/password-rules.ts.
 */
export const changePasswordRequestSchema = z.object({
  UserId: requiredText('User id', 64),
  OldPassword: z.string().max(128, 'Old password is too long.').optional(),
  Password1: singleLine(z.string({ error: 'New password is required.' }).min(1, 'New password is required.').max(128, 'New password is too long.'), 'New password'),
  Password2: singleLine(z.string({ error: 'Confirm password is required.' }).min(1, 'Confirm password is required.').max(128, 'Confirm password is too long.'), 'Confirm password'),
  Token: captchaAnswerSchema.min(1, 'Captcha is required.'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Answer of updatePassword and of terms; a refusal is an error body (message, data, captchaRequired). */
export const successResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export { PASSWORD_UPDATED_MESSAGE } from './constants';

export const TERMS_ACCEPTED_MESSAGE = 'Terms accepted.';

/** POST /api/v1/terms (bearer, JSON): the user agrees to the terms for this token's session. */
export const termsRequestSchema = z.object({ Agree: z.literal(true, { error: 'Agree must be true.' }) });
export type TermsRequest = z.infer<typeof termsRequestSchema>;
