// PUT /api/v1/{4d|tt}/password and super-password: a password set for another user (docs/product.md#call-catalogue
// "User"). PUT password: an upline (or an admin with MemberEdit) for an agent or member of its
// downline. PUT super-password: an admin with SuperPwd for any user but the company, sub-admins too.
// The new password follows the change-password rules (lib/domain/password-rules.ts); the user must
// change it at its next sign-in, and every session it has ends.
import { z } from './zod';
import { singleLine, userIdSchema } from './common';

const passwordField = (label: string) =>
  singleLine(
    z
      .string({ error: `${label} is required.` })
      .min(1, `${label} is required.`)
      .max(128, `${label} is too long.`),
    label,
  );

export const setPasswordSchema = z.object({
  UserId: userIdSchema,
  Password1: passwordField('New password'),
  Password2: passwordField('Confirm password'),
});
export type SetPassword = z.infer<typeof setPasswordSchema>;

export const passwordSetSchema = z.object({
  UserId: z.string(),
  /** Always true: a password someone else chose is changed by its owner at the next sign-in. */
  MustChangePassword: z.boolean(),
  /** Sessions of the user that ended. */
  SessionsEnded: z.number().int().nonnegative(),
  message: z.string(),
});
export type PasswordSet = z.infer<typeof passwordSetSchema>;
