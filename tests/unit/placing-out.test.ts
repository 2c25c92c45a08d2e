// The placing-out post-step (lib/domain/placing-out.ts): throws first, then rule placements, each cut to
// what the company still holds; In never changes and Intake + Out stays In.
import fc from 'fast-check';
import type { Amounts, NumberFigures } from '@/lib/domain/outset';
import { applyPlacingOut, ruleAllotment, ruleCovers, throwProblems, type Placement } from '@/lib/domain/placing-out';

const figures = (big: bigint, small: bigint, unit = 0n): NumberFigures => ({
  big: { in: big, intake: big, out: 0n },
  small: { in: small, intake: small, out: 0n },
  unit: { in: unit, intake: unit, out: 0n },
});
const amounts = (big: bigint, small: bigint, unit = 0n): Amounts => ({ big, small, unit });
const placement = (id: number, key: string, a: Amounts, source: 'THROW' | 'RULE' = 'THROW'): Placement => ({ id, distributorId: 1, key, amounts: a, source });

test('a throw moves Intake to Out; In is unchanged; other numbers are untouched', () => {
  const company = new Map([['1234', figures(500n, 200n)], ['5678', figures(100n, 0n)]]);
  const { figures: after, taken } = applyPlacingOut(company, [placement(1, '1234', amounts(150n, 0n))]);
  expect(after.get('1234')?.big).toEqual({ in: 500n, intake: 350n, out: 150n });
  expect(after.get('1234')?.small).toEqual({ in: 200n, intake: 200n, out: 0n });
  expect(after.get('5678')).toBe(company.get('5678'));
  expect(taken.get(1)).toEqual(amounts(150n, 0n));
});

test('throws go before rule placements, each cut to what is left', () => {
  const company = new Map([['1234', figures(500n, 0n)]]);
  const { taken, figures: after } = applyPlacingOut(company, [placement(1, '1234', amounts(400n, 0n), 'RULE'), placement(2, '1234', amounts(300n, 0n))]);
  expect(taken.get(2)).toEqual(amounts(300n, 0n));
  expect(taken.get(1)).toEqual(amounts(200n, 0n));
  expect(after.get('1234')?.big).toEqual({ in: 500n, intake: 0n, out: 500n });
  // A placement on a number the company no longer holds takes nothing.
  expect(applyPlacingOut(company, [placement(3, '9999', amounts(1n, 1n))]).taken.get(3)).toEqual(amounts(0n, 0n));
  expect(() => applyPlacingOut(company, [placement(4, '1234', amounts(-1n, 0n))])).toThrow(RangeError);
});

test('for any placements, Intake + Out = In and the company never passes on more than it held', () => {
  const cents = fc.bigInt({ min: 0n, max: 10_000n });
  const key = fc.constantFrom('0001', '0002', '0003');
  fc.assert(
    fc.property(
      fc.dictionary(key, fc.tuple(cents, cents)),
      fc.array(fc.record({ key, big: cents, small: cents, rule: fc.boolean() }), { maxLength: 12 }),
      (held, list) => {
        const company = new Map(Object.entries(held).map(([k, [b, s]]) => [k, figures(b, s)]));
        const { figures: after } = applyPlacingOut(company, list.map((p, i) => placement(i + 1, p.key, amounts(p.big, p.small), p.rule ? 'RULE' : 'THROW')));
        for (const [k, f] of after) {
          for (const kind of ['big', 'small', 'unit'] as const) {
            expect(f[kind].intake + f[kind].out).toBe(f[kind].in);
            expect(f[kind].intake >= 0n).toBe(true);
            expect(f[kind].in).toBe(company.get(k)?.[kind].in);
          }
        }
      },
    ),
  );
});

test('throwProblems names each kind a throw passes, lines of one number added up', () => {
  const held = new Map([['1234', amounts(300n, 100n)]]);
  expect(throwProblems(held, [{ key: '1234', amounts: amounts(200n, 0n) }, { key: '1234', amounts: amounts(100n, 0n) }])).toEqual([]);
  expect(throwProblems(held, [{ key: '1234', amounts: amounts(200n, 0n) }, { key: '1234', amounts: amounts(101n, 101n) }])).toEqual([
    { key: '1234', kind: 'big', wanted: 301n, held: 300n },
    { key: '1234', kind: 'small', wanted: 101n, held: 100n },
  ]);
  expect(throwProblems(held, [{ key: '0000', amounts: amounts(1n, 0n) }])).toEqual([{ key: '0000', kind: 'big', wanted: 1n, held: 0n }]);
});

test('a rule places its share rounded down, up to the cap, of the numbers and kinds it covers', () => {
  const held = new Map([['1234', amounts(333n, 100n)], ['5678', amounts(1000n, 0n)]]);
  const rule = { numbers: ['1234'], kinds: { big: true, small: false, unit: true }, percent: 50, caps: amounts(10_000n, 10_000n, 0n) };
  expect(ruleAllotment(held, rule, '4D')).toEqual(new Map([['1234', amounts(166n, 0n)]]));
  expect(ruleAllotment(held, { ...rule, numbers: [], caps: amounts(200n, 0n) }, '4D')).toEqual(new Map([['1234', amounts(166n, 0n)], ['5678', amounts(200n, 0n)]]));
  expect(ruleAllotment(held, { ...rule, percent: 0 }, '4D').size).toBe(0);
  expect(() => ruleAllotment(held, { ...rule, percent: 101 }, '4D')).toThrow(RangeError);
  expect(ruleCovers({ numbers: ['07'] }, 'ORDINARY 01 02 03 04 05 07', 'TT')).toBe(true);
  expect(ruleCovers({ numbers: ['08'] }, 'ORDINARY 01 02 03 04 05 07', 'TT')).toBe(false);
});
