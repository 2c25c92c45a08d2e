// GET /api/health of the platform.
import { z } from './zod';
import { isoDateTimeSchema } from './common';

export const platformHealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  time: isoDateTimeSchema,
});
export type PlatformHealth = z.infer<typeof platformHealthSchema>;
