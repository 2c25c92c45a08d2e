// The forwarder's routes: the catch-all serves every call, and each cached read also has a route of its
// own (a cache hit answers from memory, where the catch-all's route work is a tenth of its cost). No
// other route file may sit under app/api/v1, and each of these serves the catch-all's own handlers.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as catchAll from '@/app/api/v1/[...path]/route';
import { CACHEABLE } from '@/lib/contract/catalogue';

const V1 = path.join(process.cwd(), 'app', 'api', 'v1');

function routeFiles(dir: string, prefix: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    if (item.isDirectory()) return item.name === '[...path]' ? [] : routeFiles(path.join(dir, item.name), [...prefix, item.name]);
    return item.name === 'route.ts' ? [prefix.join('/')] : [];
  });
}

test('app/api/v1 holds the catch-all and a route for each cached read, nothing else', () => {
  expect(routeFiles(V1).sort()).toEqual([...CACHEABLE].sort());
});

test.each([...CACHEABLE])('%s serves the catch-all\'s own handlers', async (pattern) => {
  const route = (await import(path.join(V1, ...pattern.split('/'), 'route.ts'))) as typeof catchAll;
  for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) expect(route[method]).toBe(catchAll[method]);
});
