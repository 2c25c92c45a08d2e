// The new-version check, shared by GET /api/version and the browser (docs/product.md#entry-constants).

export const VERSION_PATH = '/api/version';
/** The first check runs this long after the page loads... */
export const UPDATE_FIRST_CHECK_MS = 60_000;
/** ...then one check every 8 minutes. */
export const UPDATE_CHECK_INTERVAL_MS = 480_000;
/** The reload prompt hides by itself after 15 minutes. */
export const UPDATE_PROMPT_DURATION_MS = 900_000;

export interface VersionBody {
  buildId: string;
}

/** A served build id worth comparing: a short non-empty text (anything else counts as a failed check). */
export function buildIdOf(body: unknown): string | null {
  const buildId = typeof body === 'object' && body !== null ? (body as Partial<VersionBody>).buildId : undefined;
  return typeof buildId === 'string' && buildId.length > 0 && buildId.length <= 200 ? buildId : null;
}
