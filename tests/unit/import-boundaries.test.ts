// Who may import whom (docs/architecture.md#folders-and-what-each-may-import): nothing in lib/ imports
// app/; the platform reaches lib/ only for its pure rules and the wire contract, and never app/; the app
// reaches the platform over HTTP only, never by import; lib/domain and lib/contract stay pure (no
// framework, no Node built-in, nothing of the project outside the two of them).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function sourcesUnder(rel: string): string[] {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return SOURCE.test(rel) ? [rel] : [];
  return readdirSync(abs)
    .sort()
    .flatMap((name) => (name === 'node_modules' ? [] : sourcesUnder(path.join(rel, name))));
}

/** Every module a file names: static and dynamic imports, re-exports and requires. */
function specifiersOf(rel: string): string[] {
  const text = readFileSync(path.join(root, rel), 'utf8');
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) if (m[1]) found.push(m[1]);
  return found;
}

/** The repository path a specifier names (`@/x` or relative), or null for a package. */
function targetOf(rel: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(rel), specifier));
  return null;
}

interface Import {
  file: string;
  specifier: string;
  target: string | null;
}

function importsOf(...roots: string[]): Import[] {
  return roots
    .flatMap((r) => sourcesUnder(r))
    .flatMap((file) => specifiersOf(file).map((specifier) => ({ file, specifier, target: targetOf(file, specifier) })));
}

const within = (target: string | null, folder: string) => target !== null && (target === folder || target.startsWith(`${folder}/`));
const shown = (list: Import[]) => list.map(({ file, specifier }) => `${file} -> ${specifier}`);

test('nothing in lib/ imports app/', () => {
  const imports = importsOf('lib');
  expect(imports.length).toBeGreaterThan(100);
  expect(shown(imports.filter(({ target }) => within(target, 'app')))).toEqual([]);
});

test('platform/ imports neither app/ nor any of lib/ but lib/domain and lib/contract', () => {
  const imports = importsOf('platform');
  expect(imports.length).toBeGreaterThan(100);
  const refused = imports.filter(
    ({ target }) => within(target, 'app') || (within(target, 'lib') && !within(target, 'lib/domain') && !within(target, 'lib/contract')),
  );
  expect(shown(refused)).toEqual([]);
});

test('the app reaches the platform over HTTP only, never by import', () => {
  const imports = importsOf('app', 'lib', 'sites', 'proxy.ts');
  expect(shown(imports.filter(({ target }) => within(target, 'platform')))).toEqual([]);
});

test('lib/domain and lib/contract stay pure: no framework, no Node built-in, no other project folder', () => {
  const imports = importsOf('lib/domain', 'lib/contract');
  const refused = imports.filter(({ specifier, target }) =>
    target === null
      ? /^(node:|next($|\/)|react($|\/)|react-dom|server-only|fs$|path$|crypto$)/.test(specifier)
      : !within(target, 'lib/domain') && !within(target, 'lib/contract'),
  );
  expect(shown(refused)).toEqual([]);
});
