// POST /api/v1/oauth/token and POST /api/v1/logout.
import { z } from 'zod';
import { requiredText, singleLine } from './common';

/** Sign-in form (form-urlencoded or JSON). Token is the captcha answer; its key travels in x-token. */
export const tokenRequestSchema = z.object({
  username: requiredText('User id', 64),
  // Not trimmed: spaces are not allowed in new passwords, but an old one is checked exactly as typed.
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(128, 'Password is too long.'),
  Token: singleLine(z.string().trim().max(32, 'Captcha answer is too long.'), 'Captcha answer').optional(),
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
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
