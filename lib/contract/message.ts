// GET /api/v1/message?t=<encoded API host>: the unauthenticated check the app polls every 60 s for
// maintenance and captcha flags, and reads before sign-in (password policy).
import { z } from './zod';
import { isoDateTimeSchema, textField } from './common';

export const messageQuerySchema = z.object({ t: textField('t', { max: 512, trim: false }).optional() });

export const serverMessageSchema = z.object({
  /** '' when the platform is open; during maintenance, when it is expected to end (ISO 8601). */
  maintenance: z.union([z.literal(''), isoDateTimeSchema]),
  global: z.object({
    /** The platform wants a captcha on every sign-in. */
    captchaRequired: z.boolean(),
    /** The operator switched the captcha on. */
    enableCaptcha: z.boolean(),
  }),
  passwordAllowLowercase: z.boolean(),
  serverTime: isoDateTimeSchema,
});
export type ServerMessage = z.infer<typeof serverMessageSchema>;
