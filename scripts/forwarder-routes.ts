// `npm run routes`: writes app/api/v1/<resource>/route.ts for every resource of the forwarder's
// catalogue without a path parameter, each one re-exporting the catch-all's handlers, and removes the
// generated routes of resources that left the catalogue. tests/bff/forwarder-routes.test.ts fails
// until the files on disk match.
import { mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { staticRoutePatterns } from '@/lib/contract/catalogue';
import { MARK, routeFileOf, routeFiles, routeSource, V1 } from './forwarder-route-files';

function removeEmptyParents(dir: string): void {
  for (let current = dir; current !== V1 && readdirSync(current).length === 0; current = path.dirname(current)) rmdirSync(current);
}

function main(): void {
  const wanted = staticRoutePatterns();
  const onDisk = new Map(routeFiles().map((route) => [route.pattern, route]));
  let written = 0;
  let removed = 0;
  for (const pattern of wanted) {
    const source = routeSource(pattern);
    if (onDisk.get(pattern)?.source === source) continue;
    const file = routeFileOf(pattern);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, source);
    written += 1;
  }
  const keep = new Set(wanted);
  for (const { pattern, file, source } of onDisk.values()) {
    if (keep.has(pattern) || !source.includes(MARK)) continue;
    rmSync(file);
    removeEmptyParents(path.dirname(file));
    removed += 1;
  }
  console.log(`${wanted.length} static forwarder routes: ${written} written, ${removed} removed.`);
}

main();
