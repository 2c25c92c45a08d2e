// Pricing an intake at the rate of each bettor's line, pro rata (lib/domain/outset-rates.ts).
import { computeOutset, NO_AMOUNTS, type Amounts, type NumberStake } from '@/lib/domain/outset';
import { intakeMixes, mixRate, pricedIntake } from '@/lib/domain/outset-rates';

/** company > agent1 > (agent2 > m1, m3), agent3 > m2 (the demo tree's shape). */
const PARENTS = new Map<string, string | null>([
  ['company', null], ['agent1', 'company'], ['agent2', 'agent1'], ['agent3', 'company'], ['m1', 'agent2'], ['m3', 'agent2'], ['m2', 'agent3'],
]);
const big = (cents: bigint): Amounts => ({ ...NO_AMOUNTS, big: cents });
const stake = (userId: string, cents: bigint, key = '1234'): NumberStake => ({ userId, key, amounts: big(cents) });
/** Line names: m1 and m3 under agent2's override, m2 under none. */
const lineOf = (userId: string) => (userId === 'm2' ? '' : 'agent2');
const FIRST: Record<string, Amounts> = { '': { big: 200000n, small: 300000n, unit: 0n }, agent2: { big: 180000n, small: 280000n, unit: 0n } };
const rateOf = (line: string) => FIRST[line] ?? NO_AMOUNTS;
const FALLBACK = FIRST[''] as Amounts;

function run(stakes: NumberStake[], limits: Record<string, bigint> = {}) {
  const outset = computeOutset({ parents: PARENTS, stakes, limitOf: (userId) => (userId in limits ? big(limits[userId] ?? 0n) : null) });
  return { outset, mixes: intakeMixes(outset, PARENTS, stakes, lineOf) };
}

describe('intakeMixes and pricedIntake', () => {
  test('one line: the intake at its rate exactly (1.00 Big at 1800 pays 1800.00)', () => {
    const { outset, mixes } = run([stake('m1', 100n)]);
    const figures = outset.get('company')?.get('1234');
    if (!figures) throw new Error('no figures');
    expect(pricedIntake(figures, mixes.get('company')?.get('1234'), rateOf, FALLBACK)).toBe(180000n);
  });

  test('an eater keeps its intake pro rata; its parent gets the rest in the same proportions', () => {
    // agent1 eats 2.00 of 4.00 that reached it: 3.00 from agent2's line... all of it is agent2's line here.
    const stakes = [stake('m1', 300n), stake('m3', 100n), stake('m2', 400n)];
    const { outset, mixes } = run(stakes, { agent2: 0n, agent1: 200n, agent3: 0n });
    const agent1 = outset.get('agent1')?.get('1234');
    const company = outset.get('company')?.get('1234');
    if (!agent1 || !company) throw new Error('no figures');
    expect(agent1.big).toEqual({ in: 400n, intake: 200n, out: 200n });
    expect(pricedIntake(agent1, mixes.get('agent1')?.get('1234'), rateOf, FALLBACK)).toBe(2n * 180000n);
    // The company keeps 2.00 of agent2's line and 4.00 of the default line.
    expect(company.big).toEqual({ in: 600n, intake: 600n, out: 0n });
    expect(pricedIntake(company, mixes.get('company')?.get('1234'), rateOf, FALLBACK)).toBe(2n * 180000n + 4n * 200000n);
  });

  test('the mix rate is the weighted mean of the lines; without shares the fallback', () => {
    const { mixes } = run([stake('m1', 100n), stake('m2', 100n)]);
    expect(mixRate(mixes.get('company')?.get('1234'), rateOf, FALLBACK).big).toBe(190000n);
    expect(mixRate(undefined, rateOf, FALLBACK)).toEqual(FALLBACK);
  });

  test('nothing reached: the fallback prices the intake; no intake pays nothing', () => {
    const figures = { big: { in: 100n, intake: 100n, out: 0n }, small: { in: 0n, intake: 0n, out: 0n }, unit: { in: 0n, intake: 0n, out: 0n } };
    expect(pricedIntake(figures, undefined, rateOf, FALLBACK)).toBe(200000n);
    expect(pricedIntake({ ...figures, big: { in: 100n, intake: 0n, out: 100n } }, undefined, rateOf, FALLBACK)).toBe(0n);
  });

  test('Small is priced at the Small rate of each line; the sum rounds once per kind', () => {
    const stakes: NumberStake[] = [{ userId: 'm1', key: '1234', amounts: { big: 1n, small: 1n, unit: 0n } }, { userId: 'm2', key: '1234', amounts: { big: 0n, small: 2n, unit: 0n } }];
    const { outset, mixes } = run(stakes);
    const company = outset.get('company')?.get('1234');
    if (!company) throw new Error('no figures');
    // Big: 1 cent at 1800 = 18.00; Small: 1 cent at 2800 + 2 cents at 3000 = 28.00 + 60.00.
    expect(pricedIntake(company, mixes.get('company')?.get('1234'), rateOf, FALLBACK)).toBe(1800n + 2800n + 6000n);
  });

  test('keys stay apart', () => {
    const { mixes } = run([stake('m1', 100n, '1111'), stake('m2', 100n, '2222')]);
    expect([...(mixes.get('company')?.get('1111')?.keys() ?? [])]).toEqual(['agent2']);
    expect([...(mixes.get('company')?.get('2222')?.keys() ?? [])]).toEqual(['']);
  });
});
