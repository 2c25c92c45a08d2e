// The rate in force for a line and the parent cap (lib/domain/pay-rate-rules.ts).
import { specialStarters } from '@/lib/domain/pay-tables';
import { capExcess, capViolations, cellKey, ratesInForce, type OverrideCell, type RateCell } from '@/lib/domain/pay-rate-rules';

const cell = (prize: string, big: number, small: number | null, betKind = 'ORDINARY', permClass = 0): RateCell => ({ betKind, permClass, prize, big, small });
const over = (agentId: string, prize: string, big: number, small: number | null, betKind = 'ORDINARY'): OverrideCell => ({ ...cell(prize, big, small, betKind), agentId });

const DEFAULTS = [cell('FIRST', 2000, 3000), cell('SECOND', 1000, 2000), cell('STARTER', 250, null), cell('FIRST', 83, 125, 'IBET', 24)];
/** admin > agent1 > agent2 > member1; admin > agent3. */
const UPLINES: Record<string, string[]> = { agent1: ['admin'], agent2: ['agent1', 'admin'], agent3: ['admin'], member1: ['agent2', 'agent1', 'admin'] };
const uplinesOf = (id: string) => UPLINES[id] ?? [];

describe('cellKey', () => {
  test('names kind, class and prize', () => {
    expect(cellKey(cell('FIRST', 1, 1, 'IBET', 24))).toBe('IBET/24/FIRST');
    expect(cellKey(cell('FIRST', 1, 1))).toBe('ORDINARY/0/FIRST');
  });
});

describe('ratesInForce', () => {
  test('no line: the defaults', () => {
    const rates = ratesInForce(DEFAULTS, []);
    expect([...rates.values()]).toEqual(DEFAULTS);
  });

  test('the nearest override of a cell wins; other cells come from further up or the default', () => {
    const agent2 = [over('agent2', 'FIRST', 1800, 2800)];
    const agent1 = [over('agent1', 'FIRST', 1900, 2900), over('agent1', 'SECOND', 900, 1900)];
    const rates = ratesInForce<RateCell>(DEFAULTS, [agent2, agent1, []]);
    expect(rates.get('ORDINARY/0/FIRST')).toMatchObject({ big: 1800, small: 2800 });
    expect(rates.get('ORDINARY/0/SECOND')).toMatchObject({ big: 900, small: 1900 });
    expect(rates.get('ORDINARY/0/STARTER')).toMatchObject({ big: 250, small: null });
    expect(rates.get('IBET/24/FIRST')).toMatchObject({ big: 83 });
  });

  test('an override of another kind or class does not touch the ordinary cell', () => {
    const rates = ratesInForce<RateCell>(DEFAULTS, [[over('agent2', 'FIRST', 50, 60, 'IBET')]]);
    expect(rates.get('ORDINARY/0/FIRST')).toMatchObject({ big: 2000 });
    expect(rates.get('IBET/0/FIRST')).toMatchObject({ big: 50 });
  });
});

describe('capExcess', () => {
  const cap = { big: 2000, small: 3000 };
  test.each([
    [{ big: 2000, small: 3000 }, null],
    [{ big: 0, small: 0 }, null],
    [{ big: 1999.99, small: null }, null],
    [{ big: 2000.01, small: 3000 }, { field: 'Big', max: 2000 }],
    [{ big: 2500, small: 4000 }, { field: 'Big', max: 2000 }],
    [{ big: 2000, small: 3000.01 }, { field: 'Small', max: 3000 }],
  ])('%j against 2000/3000 is %j', (rate, expected) => {
    expect(capExcess(rate, cap)).toEqual(expected);
  });

  test('where the cap has no Small, an override may not have one (null is fine)', () => {
    expect(capExcess({ big: 200, small: 1 }, { big: 250, small: null })).toEqual({ field: 'Small', max: null });
    expect(capExcess({ big: 200, small: 0 }, { big: 250, small: null })).toEqual({ field: 'Small', max: null });
    expect(capExcess({ big: 200, small: null }, { big: 250, small: null })).toBeNull();
  });
});

describe('capViolations', () => {
  test('none: each override within its parent rate in force', () => {
    const rows = [over('agent1', 'FIRST', 1900, 2900), over('agent2', 'FIRST', 1800, 2800), over('agent3', 'SECOND', 1000, 2000)];
    expect(capViolations(DEFAULTS, rows, uplinesOf)).toEqual([]);
  });

  test('a top agent is capped by the default', () => {
    const [violation] = capViolations(DEFAULTS, [over('agent3', 'FIRST', 2100, 3000)], uplinesOf);
    expect(violation).toMatchObject({ override: { agentId: 'agent3' }, cap: { big: 2000 }, excess: { field: 'Big', max: 2000 } });
  });

  test('a child is capped by its parent override, not the default', () => {
    const rows = [over('agent1', 'FIRST', 1900, 2900), over('agent2', 'FIRST', 1950, 2800)];
    expect(capViolations(DEFAULTS, rows, uplinesOf)).toEqual([
      { override: rows[1], cap: rows[0], excess: { field: 'Big', max: 1900 } },
    ]);
  });

  test('a parent lowered under its child makes the child a violation', () => {
    const rows = [over('agent1', 'FIRST', 1700, 2900), over('agent2', 'FIRST', 1800, 2800)];
    expect(capViolations(DEFAULTS, rows, uplinesOf).map((v) => v.override.agentId)).toEqual(['agent2']);
  });

  test('a grandparent caps through a parent without an override of the cell', () => {
    const rows = [over('agent1', 'FIRST', 1500, 2500), over('agent2', 'SECOND', 900, 1900), over('member1', 'FIRST', 1600, 2000)];
    expect(capViolations(DEFAULTS, rows, uplinesOf)).toEqual([{ override: rows[2], cap: rows[0], excess: { field: 'Big', max: 1500 } }]);
  });

  test('a default lowered under an override makes it a violation', () => {
    const lowered = DEFAULTS.map((row) => (row.prize === 'FIRST' && row.betKind === 'ORDINARY' ? { ...row, big: 1500 } : row));
    expect(capViolations(lowered, [over('agent3', 'FIRST', 1800, 2800)], uplinesOf)).toHaveLength(1);
  });

  test('an override of a cell without a default has no cap', () => {
    const row = over('agent3', 'THIRD', 1, 1);
    expect(capViolations(DEFAULTS, [row], uplinesOf)).toEqual([{ override: row, cap: undefined, excess: { field: 'Big', max: null } }]);
  });

  test('Small over the cap, and a Small where the cap has none', () => {
    const rows = [over('agent3', 'FIRST', 2000, 3100), over('agent1', 'STARTER', 200, 5)];
    expect(capViolations(DEFAULTS, rows, uplinesOf).map((v) => v.excess)).toEqual([{ field: 'Small', max: 3000 }, { field: 'Small', max: null }]);
  });
});

describe('specialStarters', () => {
  test('Magnum calls its starters Special; Singapore and an unknown location do not', () => {
    expect([specialStarters('MG'), specialStarters('SG'), specialStarters('XX')]).toEqual([true, false, false]);
  });
});
