// Operator time has one home, lib/domain/operator-time.ts (with the zone and the Intl header clock in
// operator-zone.ts beside it). This guard reads the app, the library, the
// platform and the proxy for a second copy: the UTC+8 offset written out in any unit, the zone by
// name, Intl or Date formatting that picks a zone of its own, or date-fns-tz imported elsewhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const SCANNED = ['lib', 'app', 'platform', 'proxy.ts'];
const HOMES = ['lib/domain/operator-time.ts', 'lib/domain/operator-zone.ts'];
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs|sql)$/;

const COPIES: readonly { what: string; pattern: RegExp }[] = [
  { what: 'the offset in minutes', pattern: /\b8\s*\*\s*60\b(?!_)/ },
  { what: 'the offset in seconds or milliseconds', pattern: /\b8\s*\*\s*3_?600(?:_?000)?\b|\b28_?800(?:_?000)?\b/ },
  { what: '480 minutes beside an offset', pattern: /\b480\b.*(?:minute|offset|zone)|(?:minute|offset|zone).*\b480\b/i },
  { what: 'the offset as text', pattern: /[+]08:?00\b/ },
  { what: 'the zone by its label', pattern: /\b(?:GMT|UTC)\s*\+\s*0?8\b/i },
  { what: 'the zone by name', pattern: /Etc\/GMT-8|Asia\/(?:Singapore|Kuala_Lumpur)/ },
  { what: 'eight hours in SQL', pattern: /'8 hours?'/i },
  { what: 'a zone-aware Intl formatter', pattern: /Intl\.DateTimeFormat|\.toLocale(?:Date|Time)String\(/ },
  { what: "the host's offset", pattern: /getTimezoneOffset/ },
  { what: 'date-fns-tz', pattern: /from ['"]date-fns-tz['"]/ },
];

function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (SOURCE.test(path)) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const child = relative(ROOT, join(full, entry.name));
    if (entry.isDirectory()) return sourceFiles(child);
    return SOURCE.test(entry.name) ? [child] : [];
  });
}

function copiesIn(file: string): string[] {
  return readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => COPIES.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${file}:${index + 1}: ${what}: ${line.trim()}`));
}

test('operator time is formatted and parsed in lib/domain/operator-time.ts and operator-zone.ts only', () => {
  const files = SCANNED.flatMap(sourceFiles);
  for (const home of HOMES) expect(files).toContain(home);
  expect(files.filter((file) => !HOMES.includes(file)).flatMap(copiesIn)).toEqual([]);
});

it.each([
  'const OFFSET = 8 * 60;',
  'new Date(at + 8 * 3600_000)',
  'const LOCAL_OFFSET_MS = 28_800_000;',
  'const offsetMinutes = 480;',
  "parse('2025-04-20T10:00:00+08:00')",
  '/** Shown in GMT+8. */',
  "timeZone: 'Asia/Singapore'",
  "to_char(at + interval '8 hours', 'YYYY-MM')",
  "new Intl.DateTimeFormat('en', { hour: '2-digit' })",
  'at.getTimezoneOffset()',
  "import { formatInTimeZone } from 'date-fns-tz';",
])('the guard finds %p', (line) => {
  expect(COPIES.some(({ pattern }) => pattern.test(line))).toBe(true);
});

it.each(['const EIGHT_MINUTES = 8 * 60_000;', 'UPDATE_CHECK_INTERVAL_MS = 480_000;', 'width: 480px', 'at time zone ${OPERATOR_ZONE_SQL}'])('the guard lets %p be', (line) => {
  expect(COPIES.some(({ pattern }) => pattern.test(line))).toBe(false);
});
