// GET and PUT /api/v1/{4d|tt}/mobile: the signed-in user's mobile number, the one its bets by SMS
// and messaging bot must come from (docs/product.md#validation-rules: international numbers without a plus sign,
// Singapore numbers with prefix 65).
import { z } from './zod';
import { MOBILE_FORMAT_MESSAGE, MOBILE_MAX_INPUT, MOBILE_PATTERN, normalizeMobile } from './constants';

// The rule lives in the zod-free constants, so the browser's form checks exactly the same thing.
export { MOBILE_FORMAT_MESSAGE, MOBILE_MAX_INPUT, MOBILE_PATTERN, normalizeMobile };

const required = 'Mobile is required.';

/**
 * Spaces, hyphens and one leading '+' are dropped, so "+65 9123-4567" is stored as 6591234567.
 * An empty text removes the number.
 */
export const mobileNumberSchema = z
  .string({ error: (issue) => (issue.input === undefined ? required : 'Mobile must be text.') })
  .max(MOBILE_MAX_INPUT, MOBILE_FORMAT_MESSAGE)
  .transform(normalizeMobile)
  .pipe(z.string().refine((value) => value === '' || MOBILE_PATTERN.test(value), MOBILE_FORMAT_MESSAGE));

/** PUT body (JSON). */
export const mobileUpdateSchema = z.object({ Mobile: mobileNumberSchema });
export type MobileUpdate = z.infer<typeof mobileUpdateSchema>;

/** GET and PUT answer: Mobile is '' when no number is registered. */
export const mobileSchema = z.object({
  UserId: z.string(),
  Mobile: z.string().regex(/^(?:[1-9]\d{9,14})?$/),
  /** GET mobile also answers the second number and the bet-entry alert switch (docs/decisions/messaging.md). */
  Mobile2: z.string().regex(/^(?:[1-9]\d{9,14})?$/).optional(),
  BetEntryAlert: z.boolean().optional(),
});
export type Mobile = z.infer<typeof mobileSchema>;
