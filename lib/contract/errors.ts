// The error body every platform call answers with, and the fixed messages the clients rely on.
import { z } from './zod';

export const errorBodySchema = z.object({
  message: z.string(),
  /** The input field at fault (a 400 for bad input). */
  field: z.string().optional(),
  /** Several messages; clients join them with '. '. */
  data: z.array(z.string()).optional(),
  captchaRequired: z.boolean().optional(),
  /** 8000 with `time`: the platform is under maintenance until that time. */
  subCode: z.number().int().optional(),
  time: z.string().optional(),
  /** A placement past a TT limit (docs/decisions/betting.md): the app words it in the user's language. */
  limit: z.object({ Number: z.string(), BetType: z.string(), Left: z.string() }).optional(),
  /** Set on 500s so an operator can find the log line. */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export { ERROR_MESSAGES, MAINTENANCE_SUB_CODE } from './constants';
