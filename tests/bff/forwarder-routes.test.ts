// The forwarder's route shape: besides the catch-all, exactly the resources of the catalogue without a
// path parameter have a static route under /api/v1 (written by `npm run routes`), and each one serves
// the catch-all's very own handlers, so every check of the forwarder (session, allowlist, raw path,
// headers, cache) is the same whichever route Next picks.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as forwarder from '@/app/api/v1/[...path]/route';
import { catalogueEntries, staticRoutePatterns } from '@/lib/contract/catalogue';

const V1 = path.join(process.cwd(), 'app', 'api', 'v1');
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const patterns = staticRoutePatterns();

/** The resource paths of the route files under app/api/v1, the catch-all left out. */
function staticRoutes(dir = V1, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    if (item.isFile()) return item.name === 'route.ts' && prefix ? [prefix] : [];
    if (!item.isDirectory() || item.name === '[...path]') return [];
    return staticRoutes(path.join(dir, item.name), prefix ? `${prefix}/${item.name}` : item.name);
  });
}

it('gives every resource without a path parameter a static route, and nothing else (else run `npm run routes`)', () => {
  const literal = catalogueEntries().filter((entry) => !entry.pattern.includes('{')).map((entry) => entry.pattern).sort();
  expect(patterns).toEqual(literal);
  expect(patterns.length).toBeGreaterThan(200);
  expect(staticRoutes().sort()).toEqual(patterns);
});

it('leaves the resources with a path parameter to the catch-all', () => {
  expect(patterns).not.toContain('checkMemberAccess/{id}');
  expect(staticRoutes()).not.toContainEqual(expect.stringContaining('{'));
});

it.each(patterns)('serves %s with the catch-all\'s own handlers', async (pattern) => {
  const twin = (await import(`@/app/api/v1/${pattern}/route`)) as typeof forwarder;
  for (const method of METHODS) expect(twin[method]).toBe(forwarder[method]);
});
