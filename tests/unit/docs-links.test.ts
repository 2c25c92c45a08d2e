// The repository's documents are the only ones the code and the docs may point at: every relative link in
// docs/ and the README resolves (to a file, and to a heading where it names one), no file cites a
// requirement section, a document kept outside the repository or a tracker number, and every docs/ path
// the code names exists. scripts/dev/docs-citations.mjs rewrites old citations into this form.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const CODE_ROOTS = ['lib', 'app', 'platform', 'tests', 'scripts', 'bench', 'sites', 'proxy.ts', 'README.md', 'docs'];
const CONFIG_FILES = ['jest.config.mjs', 'next.config.mjs', 'eslint.config.mjs', 'playwright.config.ts'];
const SKIP = new Set(['node_modules', 'tests/fixtures', 'bench/results', 'platform/db/migrations']);
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|md|sh)$/;
/** Files that spell out the patterns they look for. */
const PATTERN_FILES = new Set(['scripts/dev/docs-citations.mjs', 'tests/unit/docs-links.test.ts']);

function walk(rel: string, files: string[]): void {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return;
  if (statSync(abs).isFile()) {
    if (TEXT.test(rel)) files.push(rel);
    return;
  }
  for (const name of readdirSync(abs).sort()) {
    const child = path.join(rel, name);
    if (name === 'node_modules' || SKIP.has(child)) continue;
    walk(child, files);
  }
}

function filesUnder(roots: string[]): string[] {
  const files: string[] = [];
  for (const r of roots) walk(r, files);
  return files;
}

const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(rel: string): Set<string> {
  const anchors = new Set<string>();
  let inFence = false;
  for (const line of read(rel).split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6} (.+)$/.exec(line);
    if (heading?.[1]) anchors.add(slug(heading[1]));
  }
  return anchors;
}

/** Whether `target` (a repository path with an optional #anchor) names a file or folder, and the heading. */
function problemOf(target: string): string | null {
  const [file = '', anchor] = target.split('#');
  const abs = path.join(root, file);
  if (!existsSync(abs)) return 'no such file';
  if (anchor && !(statSync(abs).isFile() && anchorsOf(file).has(anchor))) return `no heading #${anchor}`;
  return null;
}

const markdown = filesUnder(['docs', 'README.md']).filter((file) => file.endsWith('.md'));
const everything = [...filesUnder(CODE_ROOTS), ...CONFIG_FILES.filter((file) => existsSync(path.join(root, file)))];
const scanned = everything.filter((file) => !PATTERN_FILES.has(file));

describe('links in docs/ and the README', () => {
  test.each(markdown)('%s: every relative link resolves', (file) => {
    const broken: string[] = [];
    for (const [, target = ''] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const resolved = target.startsWith('#')
        ? `${file}${target}`
        : path.posix.join(path.posix.dirname(file), target);
      const problem = problemOf(resolved);
      if (problem) broken.push(`${target}: ${problem}`);
    }
    expect(broken).toEqual([]);
  });
});

describe('nothing points outside the repository', () => {
  // Built from pieces so that this file does not match its own patterns.
  const section = new RegExp(['\\u00a7', '\\bspec(?:ification)? 00[01]\\b'].join('|'), 'i');
  const outside = new RegExp(
    [
      '(?<![\\w/.-])(?:SECURITY|PERFORMANCE|DEMO|TOOLCHAIN|ARCHITECTURE|STYLE)\\.md',
      '(?<![\\w/.\\[(-])domain\\.md',
      '\\.\\./shared\\b',
      '/work/shared',
    ].join('|'),
  );
  const tracker = new RegExp('\\bissues? #?\\d+', 'i');

  test('no requirement section, outside document or tracker number is cited', () => {
    const found: string[] = [];
    for (const file of scanned) {
      read(file)
        .split('\n')
        .forEach((line, i) => {
          if (section.test(line) || outside.test(line) || tracker.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  test('every docs/ path named in the code and the docs exists, with its heading', () => {
    const missing: string[] = [];
    for (const file of scanned) {
      for (const [target] of read(file).matchAll(/(?<![\w/.-])docs\/[\w./-]*[\w/](?:#[\w-]+)?/g)) {
        const problem = problemOf(target);
        if (problem) missing.push(`${file}: ${target}: ${problem}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
