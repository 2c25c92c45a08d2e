// Two-factor sign-in (TOTP, RFC 6238; docs/decisions/two-factor.md). After a right password, a user
// with two-factor answers a challenge instead of a token (oauth/token), and POST oauth/twoFactor trades
// the challenge and a code for the token. Under /api/v1/{4d|tt}/: GET twoFactor (one's own state),
// POST twoFactor/begin, twoFactor/confirm and twoFactor/disable (one's own), POST twoFactor/reset
// (SuperPwd, another user's, with the caller's own password re-typed), GET and PUT twoFactorPolicy (the
// company's and the sites' requirement: the full admin).
import { z } from './zod';
import { requiredText } from './common';

/** Six digits, every 30 seconds, HMAC-SHA1: what every authenticator app reads from the QR code. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many one-time recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** A challenge lives this long after the right password. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** The sites whose every user must use two-factor: at most this many host names. */
export const MAX_POLICY_HOSTS = 50;

/** A code as typed: six digits, or a recovery code (xxxxx-xxxxx, letters and digits); spaces are dropped. */
export const twoFactorCodeSchema = requiredText('Code', 32)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, 'Code must be 6 digits or a recovery code.'));

/** oauth/token's answer for a user with two-factor: no token yet. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Random, single use, CHALLENGE_TTL_SECONDS; only its hash is stored. */
  challenge: z.string().min(32).max(128),
  expires_in: z.number().int().positive(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST oauth/twoFactor (no session): the challenge and a code (or a recovery code). */
export const twoFactorSignInSchema = z.object({
  challenge: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'Challenge is not valid.'),
  code: twoFactorCodeSchema,
});
export type TwoFactorSignIn = z.input<typeof twoFactorSignInSchema>;

export const twoFactorStateSchema = z.object({
  Enrolled: z.boolean(),
  /** The company or the site of this session requires it of the caller. */
  Required: z.boolean(),
  /** Recovery codes not used yet (0 when not enrolled). */
  RecoveryLeft: z.number().int().nonnegative(),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;

/** POST twoFactor/begin: a new secret to scan; it guards nothing until confirmed. */
export const twoFactorBeginSchema = z.object({
  Secret: z.string(),
  /** otpauth:// URI for the QR code. */
  Uri: z.string(),
});
export type TwoFactorBegin = z.infer<typeof twoFactorBeginSchema>;

export const twoFactorCodeRequestSchema = z.object({ Code: twoFactorCodeSchema });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequestSchema>;

/** POST twoFactor/confirm: the recovery codes, shown once. */
export const twoFactorConfirmedSchema = z.object({
  RecoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
  message: z.string(),
});
export type TwoFactorConfirmed = z.infer<typeof twoFactorConfirmedSchema>;

/** POST twoFactor/reset: another user's two-factor removed by a holder of SuperPwd, its own password re-typed. */
export const twoFactorResetSchema = z.object({
  UserId: requiredText('UserId', 32),
  /** The caller's own password, taken exactly as typed like every password being checked (lib/contract/auth.ts). */
  Password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(128, 'Password is too long.'),
});
export type TwoFactorReset = z.infer<typeof twoFactorResetSchema>;

const hostSchema = requiredText('Site host', 253).transform((value) => value.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, ''));

export const twoFactorPolicySchema = z.object({
  /** The company requires it of every ADMIN user (sub-admins included). */
  RequireAdmins: z.boolean(),
  /** Sites (host names, lower case, no port) that require it of everyone signing in through them. */
  SiteHosts: z.array(hostSchema).max(MAX_POLICY_HOSTS, `At most ${MAX_POLICY_HOSTS} site hosts.`),
});
export type TwoFactorPolicy = z.output<typeof twoFactorPolicySchema>;

export const twoFactorDoneSchema = z.object({ success: z.literal(true), message: z.string() });
export type TwoFactorDone = z.infer<typeof twoFactorDoneSchema>;
