// The new-version check, shared by GET /api/version and the browser (spec §9).
import { z } from '@/lib/contract/zod';

export const VERSION_PATH = '/api/version';
/** The first check runs this long after the page loads... */
export const UPDATE_FIRST_CHECK_MS = 60_000;
/** ...then one check every 8 minutes. */
export const UPDATE_CHECK_INTERVAL_MS = 480_000;
/** The reload prompt hides by itself after 15 minutes. */
export const UPDATE_PROMPT_DURATION_MS = 900_000;

export const versionBodySchema = z.object({ buildId: z.string().min(1).max(200) });
export type VersionBody = z.infer<typeof versionBodySchema>;
