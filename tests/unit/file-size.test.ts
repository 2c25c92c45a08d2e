// No tracked source, test or style file grows past 300 lines: a longer file has two reasons to change
// and is split along its seam. Generated files (migrations and their snapshots), message catalogues,
// lock files and data fixtures are not code and are left out.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const MAX_LINES = 300;
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;
const GENERATED = [/^platform\/db\/migrations\//, /\.snap$/, /^messages\/.*\.json$/, /(^|\/)package-lock\.json$/];

function trackedCode(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0');
  return files.filter((file) => CODE.test(file) && !GENERATED.some((pattern) => pattern.test(file)) && existsSync(file));
}

test('every tracked source, test and CSS file has at most 300 lines', () => {
  const files = trackedCode();
  expect(files.length).toBeGreaterThan(100);
  const long = files
    .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(long).toEqual([]);
});
