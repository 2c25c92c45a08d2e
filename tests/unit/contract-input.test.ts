// The contract's input rules: one text-field rule (no control characters, no lone
// surrogates) on every text field the platform reads, one date range, bounded ids, and stakes that are
// not amounts refused as a field's problem instead of throwing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import { bodyIdSchema, DATE_MAX, DATE_MIN, dateSchema, instantSchema, textField } from '@/lib/contract/common';
import { placeFourDBodySchema, placeTotoBodySchema } from '@/lib/contract/bets';
import { createFixedFourDBodySchema } from '@/lib/contract/fixed-bets';

const ROOT = path.resolve(__dirname, '../..');
const UNSAFE = ['a\u0000b', 'a\u0007', '\u001b[1m', 'x\u007f', 'x\u0085', 'x\u009f', 'a\ud800', '\udc00b', 'a\udbffb'];

describe('textField', () => {
  const remark = textField('Remark', { max: 50 });
  const lines = textField('Text', { max: 50, multiline: true, trim: false });

  test.each(UNSAFE)('refuses %j, naming the field', (value) => {
    const result = remark.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Remark contains characters that are not allowed.');
  });

  test('keeps every other character: accents, CJK, emoji (a surrogate pair), RTL text', () => {
    for (const value of ['Café', '中文备注', 'ok 😀', 'مرحبا', '\u00a0x']) expect(remark.safeParse(value).success).toBe(true);
  });

  test('a multi-line field keeps tab and line breaks but not the rest', () => {
    expect(lines.parse('1234#1\r\n5678\t#2\n')).toBe('1234#1\r\n5678\t#2\n');
    for (const value of UNSAFE) expect(lines.safeParse(value).success).toBe(false);
  });

  test('any string with a control character or a lone surrogate is refused (property)', () => {
    const unsafe = fc.oneof(fc.integer({ min: 0, max: 0x1f }).filter((code) => ![9, 10, 13].includes(code)), fc.integer({ min: 0x7f, max: 0x9f }), fc.integer({ min: 0xd800, max: 0xdfff }));
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), unsafe, fc.string({ maxLength: 10 }), (before, code, after) => {
        const value = `${before}${String.fromCharCode(code)}${after}`;
        // A high half right before a low half is a pair, not a lone surrogate.
        fc.pre(!/[\ud800-\udbff][\udc00-\udfff]/.test(value));
        expect(lines.safeParse(value).success).toBe(false);
      }),
      { seed: 19, numRuns: 300 },
    );
  });

  test('a number is not text, and the required and length messages name the field', () => {
    const name = textField('Name', { max: 5, required: true });
    expect(name.safeParse(5).error?.issues[0]?.message).toBe('Name must be text.');
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('Name is required.');
    expect(name.safeParse('  ').error?.issues[0]?.message).toBe('Name is required.');
    expect(name.safeParse('abcdef').error?.issues[0]?.message).toBe('Name may be at most 5 characters.');
    expect(name.parse(' abc ')).toBe('abc');
  });
});

/** The input schemas the platform parses (parseInput/parseQuery in platform/), by their export name. */
function schemasThePlatformParses(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) for (const match of readFileSync(full, 'utf8').matchAll(/parse(?:Input|Query)\((?:c, )?([A-Za-z]+Schema)\b/g)) names.add(match[1] ?? '');
    }
  };
  walk(path.join(ROOT, 'platform'));
  return [...names].sort();
}

/** Passwords being checked are taken exactly as typed (lib/contract/auth.ts). */
const AS_TYPED = ['tokenRequestSchema.password', 'changePasswordRequestSchema.OldPassword', 'updatePasswordBodySchema.OldPassword', 'twoFactorResetSchema.Password'];

type Probe = { label: string; path: (string | number)[] };

/** Every leaf field of an object schema, objects in lists included (the list's first item). */
function leaves(schema: z.ZodType, label: string, at: (string | number)[] = []): Probe[] {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodObject) return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) => leaves(field, `${label}.${key}`, [...at, key]));
  if (inner instanceof z.ZodArray) return leaves(inner.element as z.ZodType, label, [...at, 0]);
  return [{ label, path: at }];
}

function withValue(probePath: (string | number)[], value: unknown): unknown {
  const [first, ...rest] = probePath;
  if (first === undefined) return value;
  return typeof first === 'number' ? [withValue(rest, value)] : { [first]: withValue(rest, value) };
}

/** Every schema lib/contract exports, by name. */
async function contractSchemas(): Promise<Map<string, z.ZodType>> {
  const exported = new Map<string, z.ZodType>();
  for (const file of readdirSync(path.join(ROOT, 'lib/contract'))) {
    const exports = (await import(`@/lib/contract/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) if (value instanceof z.ZodType) exported.set(name, value);
  }
  return exported;
}

test('every text field the platform reads refuses control characters and lone surrogates', async () => {
  const exported = await contractSchemas();
  const names = schemasThePlatformParses();
  expect(names.length).toBeGreaterThan(80);
  const accepted: string[] = [];
  for (const name of names) {
    const schema = exported.get(name);
    if (!schema) continue; // a route's local schema: checked where it is built
    for (const probe of leaves(schema, name)) {
      if (AS_TYPED.includes(probe.label)) continue;
      for (const value of ['ab\u0000cd', 'ab\ud800cd']) {
        const issues = schema.safeParse(withValue(probe.path, value)).error?.issues ?? [];
        if (!issues.some((issue) => issue.path.join('.') === probe.path.join('.'))) accepted.push(`${probe.label} takes ${JSON.stringify(value)}`);
      }
    }
  }
  expect(accepted).toEqual([]);
});

test('every date field the platform reads holds the range', async () => {
  const exported = await contractSchemas();
  const unbounded: string[] = [];
  const takes = (schema: z.ZodType, probe: Probe, value: string) =>
    !(schema.safeParse(withValue(probe.path, value)).error?.issues ?? []).some((issue) => issue.path.join('.') === probe.path.join('.'));
  for (const name of schemasThePlatformParses()) {
    const schema = exported.get(name);
    if (!schema) continue;
    for (const probe of leaves(schema, name)) {
      // A date field: takes a date, refuses words (an id or a key takes both).
      if (!takes(schema, probe, '2025-04-20') || takes(schema, probe, 'not-a-date')) continue;
      for (const edge of ['0000-01-01', '0099-12-31', '9999-12-31']) if (takes(schema, probe, edge)) unbounded.push(`${probe.label} takes ${edge}`);
    }
  }
  expect(unbounded).toEqual([]);
});

describe('dates a caller sends', () => {
  const date = dateSchema('DrawDate');

  test.each([DATE_MIN, '2024-02-29', '2025-04-20', DATE_MAX])('%s is taken', (value) => expect(date.parse(value)).toBe(value));
  test.each(['0000-01-01', '0099-12-31', '1999-12-31', '2100-01-01', '9999-12-31'])('%s is outside the range, naming the field', (value) => {
    expect(date.safeParse(value).error?.issues[0]?.message).toBe(`DrawDate must be from ${DATE_MIN} to ${DATE_MAX}.`);
  });
  test.each(['2025-02-30', '2025-02-29', '2025-13-01', '2025-4-2', '20250420', '', 'NaN', '10000-01-01'])('%j is not a date', (value) => {
    expect(date.safeParse(value).error?.issues[0]?.message).toBe('DrawDate must be a date like 2025-04-20.');
  });
  test('instants hold the same range', () => {
    const instant = instantSchema('CloseDate');
    expect(instant.safeParse('2025-04-20T10:00:00.000Z').success).toBe(true);
    expect(instant.safeParse('9999-12-31T23:59:59.999Z').success).toBe(false);
    expect(instant.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
  });
});

test('a body id is a whole number an integer column holds', () => {
  const id = bodyIdSchema('DrawId');
  expect(id.parse(2_147_483_647)).toBe(2_147_483_647);
  for (const value of [0, -1, 1.5, 2_147_483_648, 1e21, '1', null]) expect(id.safeParse(value).success).toBe(false);
});

describe('stakes that are not amounts', () => {
  const ticket = (bet: Record<string, unknown>) => ({ UserId: 'member1', DrawId: 1, IdempotencyKey: 'key-00001', Bets: [{ Number: '1234', Kind: 'ORDINARY', ...bet }] });

  test.each(['x', '', '1.005', 'NaN', 'Infinity', '-1', '1e3', ' ', '١'])('Big or Small %j is a problem of that field, never a throw', (stake) => {
    for (const field of ['Big', 'Small']) {
      const result = placeFourDBodySchema.safeParse(ticket({ [field]: stake }));
      expect(result.error?.issues[0]?.path).toEqual(['Bets', 0, field]);
    }
    const toto = placeTotoBodySchema.safeParse({ ...ticket({}), Bets: [{ Numbers: ['01', '02', '03', '04', '05', '06'], Amount: stake, Kind: 'TT' }] });
    expect(toto.error?.issues[0]?.path).toEqual(['Bets', 0, 'Amount']);
    const fixed = createFixedFourDBodySchema.safeParse({ IdempotencyKey: 'key-00001', Bet: { Number: '1234', Kind: 'ORDINARY', Big: stake } });
    expect(fixed.error?.issues[0]?.path).toEqual(['Bet', 'Big']);
  });

  test('a missing Kind with a bad stake is two problems, not a throw', () => {
    const result = placeFourDBodySchema.safeParse({ ...ticket({ Big: 'x' }), Bets: [{ Number: '1234', Big: 'x' }] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['Bets.0.Big', 'Bets.0.Kind']);
  });
});
