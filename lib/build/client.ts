// The browser side of the new-version check: the build id the server serves now.
import { VERSION_PATH, versionBodySchema } from './version';

/** The served build id, or null when the check failed (offline, server restarting, odd answer). */
export async function fetchServedBuildId(): Promise<string | null> {
  try {
    const response = await fetch(VERSION_PATH, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const parsed = versionBodySchema.safeParse(await response.json());
    return parsed.success ? parsed.data.buildId : null;
  } catch {
    return null;
  }
}
