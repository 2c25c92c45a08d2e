// The BFF's own auth calls (app/api/auth/*): what the entry pages send and get back. The platform
// shapes they turn into are in ./auth.ts.
import { z } from './zod';
import { requiredText, singleLine } from './common';
import { twoFactorCodeSchema } from './two-factor';

export const signInFormSchema = z.object({
  UserId: requiredText('User Id', 64),
  Password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(128, 'Password is too long.'),
  /** Hidden and fixed to en (docs/product.md#entry-side). */
  Lang: z.literal('en').default('en'),
  Token: singleLine(z.string().trim().max(32, 'Captcha answer is too long.'), 'Captcha').optional(),
  returnUrl: z.string().max(2048).optional(),
});
export type SignInForm = z.input<typeof signInFormSchema>;

/** POST /api/auth/two-factor: the code of the sign-in's second step (six digits or a recovery code). */
export const twoFactorCodeFormSchema = z.object({ Code: twoFactorCodeSchema });
export type TwoFactorCodeForm = z.input<typeof twoFactorCodeFormSchema>;

/** POST /api/auth/two-factor/setup: begin, confirm (with a code) or turn off (with a code). */
export const twoFactorSetupFormSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('begin') }),
  z.object({ action: z.literal('confirm'), Code: twoFactorCodeSchema }),
  z.object({ action: z.literal('disable'), Code: twoFactorCodeSchema }),
]);
export type TwoFactorSetupForm = z.input<typeof twoFactorSetupFormSchema>;

/** Where the browser goes next after a successful auth call. */
export const nextStepSchema = z.object({ redirect: z.string() });
export type NextStep = z.infer<typeof nextStepSchema>;

export const termsFormSchema = z.object({ agree: z.boolean() });
export type TermsForm = z.infer<typeof termsFormSchema>;

/** GET /api/auth/message: what the browser's 60-second check needs. */
export const clientMessageSchema = z.object({
  maintenance: z.string(),
  captchaRequired: z.boolean(),
  enableCaptcha: z.boolean(),
});
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** POST /api/auth/location: the location the signed-in user works in from now on (docs/product.md#location-change). */
export const locationChangeSchema = z.object({ LocId: requiredText('LocId', 8) });
export type LocationChange = z.infer<typeof locationChangeSchema>;

/** POST /api/auth/layout: the sidebar variant kept in the session (docs/product.md#layouts). */
export const layoutChangeSchema = z.object({ newLayout: z.boolean({ error: 'newLayout must be true or false.' }) });
export type LayoutChange = z.infer<typeof layoutChangeSchema>;
