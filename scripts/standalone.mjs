// Assembles the app's part of the container image from a build made with `output: 'standalone'`:
// Next's traced server (.next/standalone: the server files and the node_modules they need), plus what
// that output leaves out: the static assets (.next/static, public) and the app's own server
// (scripts/app-server.mjs and the X-Forwarded-For rule it imports), which replaces Next's minimal
// server.js, and the container's entrypoint (scripts/container-start.mjs). The Dockerfile runs it, and so does the entrypoint test against the same layout.
//   node scripts/standalone.mjs <out-dir>
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './processes.mjs';

const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');

/** Copies the standalone app into `out` (emptied first); throws when there is no standalone build. */
export function assembleStandalone(out) {
  const standalone = path.join(distDir, 'standalone');
  if (!existsSync(path.join(standalone, '.next', 'BUILD_ID'))) {
    throw new Error(`no standalone build at ${standalone}: run next build with output: 'standalone' (next.config.mjs)`);
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(standalone, out, { recursive: true, verbatimSymlinks: true });
  cpSync(path.join(distDir, 'static'), path.join(out, '.next', 'static'), { recursive: true });
  cpSync(path.join(root, 'public'), path.join(out, 'public'), { recursive: true });
  for (const file of ['scripts/app-server.mjs', 'scripts/container-start.mjs', 'lib/http/forwarded-for.mjs']) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(out, file));
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts', 'standalone.mjs')) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node scripts/standalone.mjs <out-dir>');
    process.exit(2);
  }
  assembleStandalone(path.resolve(out));
  console.log(`standalone app assembled in ${out}`);
}
