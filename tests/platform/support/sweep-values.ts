// The malformed values of the input sweep (write-sweep*.test.ts), and the mutations that put them into
// a route's example body or query. Generated with fast-check so a failure shrinks to a small input and
// replays from its seed.
import fc from 'fast-check';

/** Dates at and past the edges: years 0, 99 and 9999, a day that does not exist, shapes that are not dates. */
export const EDGE_DATES = [
  '0000-01-01', '0001-01-01', '0099-12-31', '1899-12-31', '1999-12-31', '2000-01-01', '2024-02-29', '2025-02-29',
  '2025-02-30', '2025-04-31', '2025-04-20', '2099-12-31', '2100-01-01', '9999-12-31', '10000-01-01', '-0001-01-01',
  '2025-13-01', '2025-00-10', '2025-4-2', '20250420', '2025-04-20T00:00:00Z', '0000-00-00',
];
/** Dates shaped as dates but past the range or the calendar: the ones that reach a service. */
export const EDGE_DAYS = ['0000-01-01', '0099-12-31', '1999-12-31', '2025-02-30', '2100-01-01', '9999-12-31'];
const EDGE_INSTANTS = ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2025-04-20T02:00:00.000Z', '2025-02-30T00:00:00Z', '+275760-09-13T00:00:00.000Z'];
/** Texts that look like numbers or amounts, and some that nearly do. */
export const NUMBER_TEXTS = [
  '', ' ', 'x', 'NaN', 'Infinity', '-Infinity', '1e309', '-1', '0', '-0', '1.005', '0.001', '1e3', '0x10', '9'.repeat(30), '1,000',
  '١٢٣', '1_000', '00001', ' 1 ', '2147483648', '-2147483649', '99999999999', '1.', '.5', '+1', '0.00', '1000000.00',
];
const NUMBERS = [0, -0, -1, 1.5, 0.001, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308, Number.MIN_VALUE];
/** Control characters, lone surrogates, direction marks and the like. */
export const HOSTILE_TEXTS = [
  '\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\ud800', 'a\udc00', '\udbff', '\ud83d\ude00', '\ufeff', '\u202e',
  "' OR 1=1 --", '%00', '../../etc/passwd', '<script>alert(1)</script>', '\n', '\r\n', '\t', ' ', 'x'.repeat(5_000), '\u{1d7d8}',
];
const nested = (depth: number): unknown => (depth === 0 ? [] : [nested(depth - 1)]);
const STRUCTURES: unknown[] = [null, true, false, [], {}, [[[]]], nested(200), { $gt: '' }, [1, 2, 3], { a: { b: { c: {} } } }, Array(50).fill('x')];

/** Any code point (lone surrogates included) in a short string. */
const anyText = fc.string({ unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))), maxLength: 12 });
const dateLike = fc
  .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([year, month, day]) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);

/** A value of the wrong type, shape or size for whatever field it lands in. */
export const malformedValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...EDGE_DATES, ...EDGE_INSTANTS),
  fc.constantFrom(...NUMBER_TEXTS),
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom(...STRUCTURES),
  dateLike,
  anyText,
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Marks a URL text sent as written, not percent-encoded. */
export const RAW_URL = 'raw:';
/** Percent-encodings of bytes that are not UTF-8 (a lone surrogate's, an overlong dot), and broken escapes. */
const RAW_URL_TEXTS = ['%ED%A0%80', '%FF', '%00', '%', '%E0%A4%A', '%C0%AE%C0%AE', '%F4%90%80%80'].map((text) => RAW_URL + text);

/** What a URL (a query value or a path parameter) can carry: text only. */
export const malformedText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...EDGE_DATES, ...EDGE_INSTANTS, ...NUMBER_TEXTS, ...HOSTILE_TEXTS, ...RAW_URL_TEXTS),
  dateLike,
  anyText,
  fc.integer().map(String),
);

type Json = unknown;
export type Path = (string | number)[];

export function pathsOf(value: Json, path: Path = []): Path[] {
  const here = [path];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  return here;
}

const clone = <T>(value: T): T => structuredClone(value);

/** The container holding `path`'s last step, and that step (undefined for the root). */
function parentOf(root: Json, path: Path): { parent: Record<string | number, unknown>; key: string | number } | undefined {
  if (path.length === 0) return undefined;
  let node = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  return { parent: node, key: path[path.length - 1] as string | number };
}

export type Mutation =
  | { kind: 'set'; at: number; value: unknown }
  | { kind: 'dates'; value: string }
  | { kind: 'drop'; at: number }
  | { kind: 'extra'; at: number; key: string; value: unknown }
  | { kind: 'grow'; at: number; times: number };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: malformedValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('extra' as const), at: fc.nat(), key: fc.constantFrom('__proto__', 'constructor', 'Extra', 'LocId', 'UserId', 'IsAdmin', ''), value: malformedValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('grow' as const), at: fc.nat(), times: fc.constantFrom(2, 201, 1_000) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('dates' as const), value: fc.constantFrom(...EDGE_DAYS) }) },
);

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}/;

/**
 * Every date of the example (and the day of every instant) moved to one edge date at once: a pair
 * such as DrawFrom..DrawTo stays in order and short, so the edge reaches past the range check.
 */
function withDates(value: Json, date: string): Json {
  if (typeof value === 'string') return DATE_TEXT.test(value) ? date + value.slice(10) : value;
  if (Array.isArray(value)) return value.map((item) => withDates(item, date));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDates(item, date)]));
  return value;
}

/** The example with one mutation applied: at one of its paths (picked by `at`, modulo their count), or to all its dates. */
export function applyMutation(example: Json, change: Mutation): Json {
  const root = clone(example);
  if (change.kind === 'dates') return withDates(root, change.value);
  const paths = pathsOf(root);
  const path = paths[change.at % paths.length] ?? [];
  const place = parentOf(root, path);
  const current = place ? place.parent[place.key] : root;
  switch (change.kind) {
    case 'set':
      if (!place) return change.value;
      place.parent[place.key] = change.value;
      return root;
    case 'drop':
      if (!place) return undefined;
      if (Array.isArray(place.parent)) place.parent.splice(Number(place.key), 1);
      else delete place.parent[place.key];
      return root;
    case 'extra':
      // A JSON body's own "__proto__" key, as JSON.parse makes it (an assignment would set the prototype).
      if (current && typeof current === 'object' && !Array.isArray(current)) Object.defineProperty(current, change.key, { value: change.value, enumerable: true, writable: true, configurable: true });
      return root;
    case 'grow': {
      if (!Array.isArray(current) || current.length === 0) return root;
      const grown = Array.from({ length: change.times }, (_, index) => clone(current[index % current.length]));
      if (!place) return grown;
      place.parent[place.key] = grown;
      return root;
    }
  }
}

export const applyMutations = (example: Json, changes: readonly Mutation[]): Json => changes.reduce(applyMutation, example);
