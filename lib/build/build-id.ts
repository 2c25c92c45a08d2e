import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The id of the build this process serves (what `next build` wrote to .next/BUILD_ID), read once:
// a new build only goes live with a new process. `next dev` has no BUILD_ID, hence 'development'.
export const DEVELOPMENT_BUILD_ID = 'development';

let cached: string | undefined;

export function currentBuildId(): string {
  if (cached === undefined) {
    try {
      cached = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || DEVELOPMENT_BUILD_ID;
    } catch {
      cached = DEVELOPMENT_BUILD_ID;
    }
  }
  return cached;
}
