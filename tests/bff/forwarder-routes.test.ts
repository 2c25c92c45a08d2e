// The forwarder's route shape: besides the catch-all, exactly the resources of the catalogue without a
// path parameter have a static route under /api/v1 (written by `npm run routes`), and each one serves
// the catch-all's very own handlers, so every check of the forwarder (session, allowlist, raw path,
// headers, cache) is the same whichever route Next picks.
import * as forwarder from '@/app/api/v1/[...path]/route';
import { catalogueEntries, staticRoutePatterns } from '@/lib/contract/catalogue';
import { routeFiles, routeSource } from '@/scripts/forwarder-route-files';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const patterns = staticRoutePatterns();

/** The resource paths of the route files under app/api/v1, the catch-all left out. */
const staticRoutes = (): string[] => routeFiles().map((route) => route.pattern);

it('gives every resource without a path parameter a static route, and nothing else (else run `npm run routes`)', () => {
  const literal = catalogueEntries().filter((entry) => !entry.pattern.includes('{')).map((entry) => entry.pattern).sort();
  expect(patterns).toEqual(literal);
  expect(patterns.length).toBeGreaterThan(200);
  expect(staticRoutes().sort()).toEqual(patterns);
  // Each file is exactly what `npm run routes` writes, so the generator owns every one of them.
  for (const { pattern, source } of routeFiles()) expect(source).toBe(routeSource(pattern));
});

it('leaves the resources with a path parameter to the catch-all', () => {
  expect(patterns).not.toContain('checkMemberAccess/{id}');
  expect(staticRoutes()).not.toContainEqual(expect.stringContaining('{'));
});

it.each(patterns)('serves %s with the catch-all\'s own handlers', async (pattern) => {
  const twin = (await import(`@/app/api/v1/${pattern}/route`)) as typeof forwarder;
  for (const method of METHODS) expect(twin[method]).toBe(forwarder[method]);
});
