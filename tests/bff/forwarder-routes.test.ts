// The forwarder's route shape: besides the catch-all, exactly the cached reads of the catalogue have a
// static route under /api/v1, and each one serves the catch-all's very own handlers, so every check of
// the forwarder (session, allowlist, raw path, headers, cache) is the same whichever route Next picks.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as forwarder from '@/app/api/v1/[...path]/route';
import { catalogueEntries } from '@/lib/contract/catalogue';

const V1 = path.join(process.cwd(), 'app', 'api', 'v1');
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const cacheable = catalogueEntries()
  .filter((entry) => entry.cacheable)
  .map((entry) => entry.pattern)
  .sort();

/** The resource paths of the route files under app/api/v1, the catch-all left out. */
function staticRoutes(dir = V1, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    if (item.isFile()) return item.name === 'route.ts' && prefix ? [prefix] : [];
    if (!item.isDirectory() || item.name === '[...path]') return [];
    return staticRoutes(path.join(dir, item.name), prefix ? `${prefix}/${item.name}` : item.name);
  });
}

it('gives exactly the cached reads a static route', () => {
  expect(cacheable).toHaveLength(8);
  expect(staticRoutes().sort()).toEqual(cacheable);
});

it.each(cacheable)('serves %s with the catch-all\'s own handlers', async (pattern) => {
  const twin = (await import(`@/app/api/v1/${pattern}/route`)) as typeof forwarder;
  for (const method of METHODS) expect(twin[method]).toBe(forwarder[method]);
});
