// The sign-in log (ours, issue "account security"; docs/decisions/sign-in-log.md): every sign-in
// attempt with its outcome, the user id as typed, the client's address and user agent and the site
// host it came through. GET loginLog (admins: /utilities/loginLog) filters and pages it; GET signIns
// answers the caller's own last sign-ins (/admin/profile).
import { z } from './zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './bets';
import { checkDateRange, dateSchema, isoDateTimeSchema, locIdSchema, queryNumberSchema, requiredText } from './common';

/**
 * The outcomes. WRONG_PASSWORD also stands for an unknown user id (they answer alike); LOCKED is the
 * app's rate limit refusing the attempt before the platform checked it; MAINTENANCE a right password
 * refused during maintenance; REFUSED any other refusal of a right password (no location).
 */
export const SIGN_IN_RESULTS = ['SUCCESS', 'WRONG_PASSWORD', 'LOCKED', 'WRONG_CAPTCHA', 'WRONG_CODE', 'ADDRESS_REFUSED', 'MAINTENANCE', 'REFUSED'] as const;
export type SignInResult = (typeof SIGN_IN_RESULTS)[number];

/** The headers the app sends with a sign-in: the client as the app saw it. */
export const CLIENT_ADDRESS_HEADER = 'x-drawdesk-client-address';
export const CLIENT_AGENT_HEADER = 'x-drawdesk-client-agent';
export const SITE_HOST_HEADER = 'x-drawdesk-site-host';

/** What is kept of each: an address, a user agent, a host name, a typed id (longer is cut). */
export const SIGN_IN_LIMITS = { address: 64, agent: 256, host: 253, userId: 32 } as const;

/** The longest range one query covers. */
export const MAX_SIGN_IN_LOG_DAYS = 366;
/** How many of the caller's own sign-ins GET signIns answers. */
export const OWN_SIGN_INS = 20;

const resultSchema = z.enum(SIGN_IN_RESULTS, { error: `Result must be one of ${SIGN_IN_RESULTS.join(', ')}.` });

export const signInLogQuerySchema = z
  .object({
    LocId: locIdSchema,
    /** The user id as typed, matched without regard to case. */
    UserId: requiredText('UserId', SIGN_IN_LIMITS.userId).optional(),
    Result: resultSchema.optional(),
    /** Operator dates, both included. */
    DateFrom: dateSchema('DateFrom').optional(),
    DateTo: dateSchema('DateTo').optional(),
    PageIndex: queryNumberSchema('PageIndex', 1, 1_000_000, 1),
    PageSize: queryNumberSchema('PageSize', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  })
  .superRefine(checkDateRange(MAX_SIGN_IN_LOG_DAYS, 'DateFrom', 'DateTo'));
export type SignInLogQuery = z.output<typeof signInLogQuerySchema>;

export const signInRowSchema = z.object({
  Id: z.number().int().positive(),
  At: isoDateTimeSchema,
  /** As typed (trimmed, cut at 32 characters). */
  UserId: z.string(),
  Result: resultSchema,
  Address: z.string(),
  UserAgent: z.string(),
  SiteHost: z.string(),
});
export type SignInRow = z.infer<typeof signInRowSchema>;

export const signInLogPageSchema = z.object({
  Items: z.array(signInRowSchema),
  Total: z.number().int().nonnegative(),
  PageIndex: z.number().int().positive(),
  PageSize: z.number().int().positive(),
});
export type SignInLogPage = z.infer<typeof signInLogPageSchema>;

export const ownSignInsSchema = z.object({ Items: z.array(signInRowSchema).max(OWN_SIGN_INS) });
export type OwnSignIns = z.infer<typeof ownSignInsSchema>;

/** POST signInLog (the app only, no session): an attempt the app's rate limit refused. */
export const refusedSignInSchema = z.object({
  /** As the sign-in form took it (at most 64 characters, as oauth/token's), kept cut to 32. */
  UserId: requiredText('UserId', 64).transform((value) => value.trim().slice(0, SIGN_IN_LIMITS.userId)),
  Result: z.literal('LOCKED'),
});
export type RefusedSignIn = z.infer<typeof refusedSignInSchema>;
