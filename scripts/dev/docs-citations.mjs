// Rewrites citations of documents that are not in the repository into citations of its own docs/:
// requirement sections ("spec 001 §2.7", "§6") become docs/product.md#<anchor>, the domain notes'
// sections become docs/domain.md#<anchor>, the checklists become docs/security.md, docs/performance.md
// and docs/demo.md, docs/decisions.md "<section>" becomes the area file holding that section, and
// tracker numbers are dropped. Rerunnable: a second run changes nothing.
//
//   node scripts/dev/docs-citations.mjs          rewrite in place, list the files changed
//   node scripts/dev/docs-citations.mjs --check  change nothing; exit 1 if a file would change
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROOTS = ['lib', 'app', 'platform', 'tests', 'scripts', 'bench', 'sites', 'proxy.ts', 'README.md', 'docs', 'jest.config.mjs', 'next.config.mjs', 'eslint.config.mjs', 'playwright.config.ts', '.ci'];
const SKIP_DIRS = new Set(['node_modules', '.next', 'tests/fixtures', 'bench/results', 'platform/db/migrations']);
const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|md|sh)$/;
const SELF = 'scripts/dev/docs-citations.mjs';

/** Sections of the signed-in part of the requirements. */
const SIGNED_IN = {
  '1': '',
  '2': 'signed-in-area',
  '2.1': 'layouts',
  '2.2': 'header',
  '2.3': 'location-change',
  '2.4': 'menu',
  '2.5': 'instruction-pages',
  '2.6': 'shared-widgets',
  '2.7': 'report-page-conventions',
  '3': 'entities-and-fields',
  '4': 'states-and-transitions',
  '5': 'validation-rules',
  '6': 'roles-and-permissions',
  '7': 'call-catalogue',
  '8': 'error-catalogue',
  '9': 'constants-and-limits',
};
/** Sections of the entry side. */
const ENTRY = {
  '1': '',
  '2': 'entry-side',
  '3': 'entry-fields',
  '4': 'entry-states-and-transitions',
  '5': 'password-rules',
  '6': 'roles-and-permissions',
  '7': 'entry-calls',
  '8': 'entry-errors',
  '9': 'entry-constants',
};
/** Files about the entry side: their unnumbered section citations mean the entry side's sections. */
const ENTRY_FILES =
  /^(app\/\(entry\)|app\/loading|app\/error|app\/global-error|app\/not-found|app\/maintenance|app\/_components\/app-shell|lib\/contract\/bff-auth|lib\/domain\/password-rules|lib\/build\/|lib\/config\/server-env|tests\/unit\/sites\.test)/;
const QUOTED_ANCHORS = { Caching: 'caching', Root: 'root-and-layouts', 'App shell': 'entry-states-and-transitions' };

const DOMAIN = { '1': 'singapore-4d-sg', '2': 'magnum-4d-mg', '3': 'toto-tt', '4': 'house-rules', '5': 'bet-text' };
const DOMAIN_QUOTED = {
  'Intake and out': 'intake-and-out',
  'Hierarchy money': 'hierarchy-money',
  Share: 'hierarchy-money',
};
const DOCUMENTS = {
  SECURITY: 'docs/security.md',
  PERFORMANCE: 'docs/performance.md',
  DEMO: 'docs/demo.md',
  ARCHITECTURE: 'docs/architecture.md',
  TOOLCHAIN: 'docs/decisions/toolchain.md',
  STYLE: 'docs/architecture.md',
};
/** What each tracker number was about, for the few places where the words read better than nothing. */
const WORK = {
  '4': 'the shell work',
  '5': 'the betting work',
  '6': 'the results and settlement work',
  '7': 'the administration work',
  '19': 'the hardening',
  '20': 'the growth work',
};

function product(doc, section, quoted) {
  const anchor = (quoted && QUOTED_ANCHORS[quoted]) || (doc === '000' ? ENTRY : SIGNED_IN)[section];
  if (anchor === undefined) return null;
  return anchor ? `docs/product.md#${anchor}` : 'docs/product.md';
}

/** The area file of docs/decisions/ whose heading or bold title starts with `title`. */
function decisionsIndex() {
  const dir = path.join(root, 'docs/decisions');
  const entries = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const m of text.matchAll(/^#+ (.+)$|\*\*([^*]+)\*\*/gm)) entries.push({ file, title: (m[1] ?? m[2]).trim(), text });
    entries.push({ file, title: '', text });
  }
  return entries;
}

function decisionsFile(index, title) {
  if (!title) return 'docs/decisions.md';
  const wanted = title.replace(/\s*\(.*?\)\s*/g, ' ').trim().toLowerCase();
  const byHeading = index.find((e) => e.title && e.title.toLowerCase().replace(/[`*]/g, '').startsWith(wanted));
  if (byHeading) return `docs/decisions/${byHeading.file}`;
  const byText = index.find((e) => e.text.toLowerCase().includes(wanted));
  return byText ? `docs/decisions/${byText.file}` : 'docs/decisions.md';
}

export function rewrite(text, file, index) {
  let out = text;
  const defaultDoc = ENTRY_FILES.test(file) ? '000' : '001';

  // The decisions, once one file, now one file per area.
  out = out.replace(/docs\/decisions\.md(?:(,? ?)"([^"]+)")?/g, (_all, sep, title) =>
    title ? `${decisionsFile(index, title)}${sep}"${title}"` : decisionsFile(index, ''),
  );

  // Tracker numbers, where the sentence reads as well without them.
  out = out.replace(/ \((?:issue|Issue) \d+(?: §\d+)?(?:, items? [\d]+(?:(?:,| and|-)\s?\d+)*)?\)/g, '');
  out = out.replace(/\((?:issue|Issue) \d+(?: §\d+)?(?:, items? [\d]+(?:(?:,| and|-)\s?\d+)*)?(?:,|:|;) /g, '(');
  out = out.replace(/(?:,|;) (?:issue|Issue) \d+(?: §\d+)?(?:, items? [\d]+(?:(?:,| and|-)\s?\d+)*)?\)/g, ')');
  out = out.replace(/ of issue \d+(?: §\d+)?/g, '');
  out = out.replace(/^(\s*(?:\/\/|\*|#)\s*)Issue \d+(?: §\d+)?: (\w)/gm, (_a, lead, c) => `${lead}${c.toUpperCase()}`);
  out = out.replace(/\b([Ii])ssue (\d+)(?: §\d+)?(?:,? items? \d+(?:(?:,| and|-)\s?\d+)*)?/g, (all, i, n) => {
    const words = WORK[n];
    if (!words) return all;
    return i === 'I' ? words[0].toUpperCase() + words.slice(1) : words;
  });

  // The domain notes.
  out = out.replace(/(?<![\w/.-])(?<!\]\()(?<!\[)domain\.md((?:'s)?)((?: ?§ ?\d+(?:-\d+)?(?:, ?§ ?\d+)*)?)(?:( )"([^"]+)")?/g, (all, poss, secs, sp, quoted) => {
    const sections = [...secs.matchAll(/\d+(?:-\d+)?/g)].map((m) => m[0]);
    if (quoted && DOMAIN_QUOTED[quoted]) return `docs/domain.md#${DOMAIN_QUOTED[quoted]}${poss}`;
    const tail = quoted ? `${sp}"${quoted}"` : '';
    if (sections.length === 1 && DOMAIN[sections[0]]) return `docs/domain.md#${DOMAIN[sections[0]]}${poss}${tail}`;
    return `docs/domain.md${poss}${tail}`;
  });

  // The checklists and guides.
  out = out.replace(/(?<![\w/.-])(?<!\]\()(?<!\[)(SECURITY|PERFORMANCE|DEMO|ARCHITECTURE|TOOLCHAIN|STYLE)\.md/g, (_a, name) => DOCUMENTS[name]);

  // Requirement sections: "spec 001 §7", "spec §9", "§2.6" (any section sign left is one of theirs).
  out = out.replace(
    /(?:(?:[Tt]he )?[Ss]pec(?:ification)?(?:'s)?(?: (00[01]))?:? )?§ ?(\d+(?:\.\d+)?)(?:( )"([^"]+)")?/g,
    (all, doc, section, sp, quoted) => {
      const target = product(doc ?? defaultDoc, section, quoted);
      if (!target) return all;
      const tail = quoted && !QUOTED_ANCHORS[quoted] ? `${sp}"${quoted}"` : '';
      return `${target}${tail}`;
    },
  );
  // A list of sections names the document once: "docs/product.md#layouts, #header".
  out = out.replace(/(docs\/product\.md#[\w-]+)((?:(?:, | and )docs\/product\.md#[\w-]+)+)/g, (_a, first, rest) =>
    first + rest.replaceAll('docs/product.md#', '#'),
  );
  // "spec 001" or "spec 000" with no section left.
  out = out.replace(/\b[Ss]pec 00[01]\b/g, 'docs/product.md');
  return out;
}

function walk(rel, files) {
  const abs = path.join(root, rel);
  const stat = statSync(abs, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    if (TEXT.test(rel) && rel !== SELF) files.push(rel);
    return;
  }
  for (const name of readdirSync(abs).sort()) {
    if (name === 'node_modules' || SKIP_DIRS.has(path.join(rel, name))) continue;
    walk(path.join(rel, name), files);
  }
}

function main() {
  const check = process.argv.includes('--check');
  const index = decisionsIndex();
  const files = [];
  for (const r of ROOTS) walk(r, files);
  const changed = [];
  for (const file of files) {
    const before = readFileSync(path.join(root, file), 'utf8');
    const after = rewrite(before, file, index);
    if (after === before) continue;
    changed.push(file);
    if (!check) writeFileSync(path.join(root, file), after);
  }
  for (const file of changed) console.log(file);
  console.log(`${changed.length} file(s) ${check ? 'would change' : 'changed'}`);
  if (check && changed.length) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
