// The browser side of the new-version check: the build id the server serves now.
import { buildIdOf, VERSION_PATH } from './version';

/** The served build id, or null when the check failed (offline, server restarting, odd answer). */
export async function fetchServedBuildId(): Promise<string | null> {
  try {
    const response = await fetch(VERSION_PATH, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    return buildIdOf(await response.json());
  } catch {
    return null;
  }
}
