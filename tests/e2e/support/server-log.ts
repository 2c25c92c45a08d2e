// The app server's log during an end-to-end run (docs/decisions/running.md, "Server errors fail the
// run"): playwright.config.ts has the app server write it to SERVER_LOG, and the global teardown
// fails the run when it holds an error of server rendering. Pure but for the file read.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the app server's stdout and stderr go during a local run (.reports/ is ignored by git). */
export const SERVER_LOG = path.join(process.cwd(), '.reports', 'e2e-app-server.log');

/**
 * Errors the app server logged while rendering: React's production errors ("Minified React error
 * #419" and the like), Next's "⨯ Error" lines, and the digest Next prints with an error of server
 * rendering (shown with the nearest error line above it). Each as `line <n>: <text>`, once.
 */
export function serverErrors(log: string): string[] {
  const lines = log.split(/\r?\n/);
  const found = new Set<string>();
  lines.forEach((line, index) => {
    if (/Minified React error #\d+/.test(line) || /⨯ .*Error\b/.test(line)) {
      found.add(`line ${index + 1}: ${line.trim()}`);
    } else if (/^\s*digest: ['"][^'"]+['"]/.test(line)) {
      const errorLine = lines.slice(0, index).findLastIndex((candidate) => /Error\b/.test(candidate));
      const origin = errorLine >= 0 ? `line ${errorLine + 1}: ${lines[errorLine]?.trim()}` : `line ${index + 1}`;
      if (!found.has(origin)) found.add(`${origin} (${line.trim()})`);
    }
  });
  return [...found];
}

/** The errors of the log file, or none when this run wrote no log (a deployed target). */
export function serverErrorsOfRun(file = SERVER_LOG): string[] {
  return existsSync(file) ? serverErrors(readFileSync(file, 'utf8')) : [];
}
