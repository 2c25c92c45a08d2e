// The bet text's header (member id, day code, location) and its errors, and the parser's purity.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DAY_CODES, parseBetText } from '@/lib/domain/bet-text';
import { found, MG, SG, TT } from './bet-text-fixtures';

describe('the header', () => {
  test('member id, day code, then items', () => {
    const parsed = parseBetText('member1 0 1234 1-2');
    expect(parsed).toMatchObject({
      memberId: 'member1',
      dayCode: '0',
      location: 'SG',
      drawDays: ['WED', 'SAT', 'SUN'],
      errors: [],
      ignored: [],
    });
    expect(parsed.bets).toEqual([
      { game: '4D', number: '1234', big: '1.00', small: '2.00', kind: 'ordinary', expanded: ['1234'], cost: '3.00', index: 10, length: 8 },
    ]);
  });

  test.each(Object.entries(DAY_CODES))('day code %s', (code, { location, days }) => {
    const item = location === 'TT' ? '010203040506-1' : '1234 1-';
    for (const written of [code, code.toLowerCase()]) {
      const parsed = parseBetText(`${written} ${item}`);
      expect(parsed.errors).toEqual([]);
      expect(parsed).toMatchObject({ memberId: null, dayCode: code, location, drawDays: [...days] });
      expect(parsed.bets).toHaveLength(1);
    }
  });

  test('the day codes of docs/product.md#validation-rules', () => {
    expect(Object.fromEntries(Object.entries(DAY_CODES).map(([code, { location, days }]) => [code, `${location} ${days.join(' ')}`]))).toEqual({
      '0': 'SG WED SAT SUN',
      '2': 'SG SAT SUN',
      '3': 'SG WED',
      '6': 'SG SAT',
      '7': 'SG SUN',
      '0M': 'MG WED SAT SUN',
      '2M': 'MG SAT SUN',
      '3M': 'MG WED',
      '6M': 'MG SAT',
      '7M': 'MG SUN',
      '9M': 'MG TUE',
      '1': 'TT MON',
      '4': 'TT THU',
    });
  });

  test('the header is optional when the page gives the location', () => {
    const parsed = parseBetText('1234 1-', SG);
    expect(parsed).toMatchObject({ memberId: null, dayCode: null, location: 'SG', drawDays: [], errors: [] });
    expect(parsed.bets).toHaveLength(1);
  });

  test('a member id without a day code', () => {
    expect(parseBetText('member1 1234 1-', MG)).toMatchObject({ memberId: 'member1', dayCode: null, location: 'MG', errors: [] });
  });

  test('a day code that agrees with the page location', () => {
    expect(parseBetText('6M 1234 1-', MG)).toMatchObject({ dayCode: '6M', location: 'MG', drawDays: ['SAT'], errors: [] });
    expect(parseBetText('4 010203040506-1', { location: 'tt' })).toMatchObject({ dayCode: '4', location: 'TT', errors: [] });
  });

  test.each([
    ['member1 0 1234 1-', 'member1'],
    ['AGENT_2 0M 1234 1-', 'AGENT_2'],
    ['ab 0 1234 1-', 'ab'],
    ['m.x 0 1234 1-', 'm.x'],
    ['0 1234 1-', null],
    ['1234 1-', null],
    ['R123 1-r', null],
    ['r123 1-r', null],
    ['RR12 1-r', null],
    ['r 1234 1-', null],
    ['H- 1234', null],
  ])('in %j the member id is %p', (text, memberId) => {
    expect(parseBetText(text, SG).memberId).toBe(memberId);
  });

  test.each([
    ['TT 010203040506-2', null],
    ['TO010203040506 -2', null],
    ['starred 010203040506-2', null],
    ['ROLL0102030405 -2', null],
    ['tt7 010203040506-2', 'tt7'],
  ])('in the Toto text %j the member id is %p', (text, memberId) => {
    expect(parseBetText(text, TT).memberId).toBe(memberId);
  });

  test('a member id longer than 32 characters is not a member id', () => {
    const id = `m${'x'.repeat(32)}`;
    const parsed = parseBetText(`${id} 0 1234 1-`);
    expect(parsed.memberId).toBeNull();
    expect(found(`${id} 0 1234 1-`)[0]).toEqual(['missingDayCode', 0, 0]);
  });

  test('without a location or a day code the game is unknown: error, the bets are still read', () => {
    const parsed = parseBetText('1234 1- 010203040506-2');
    expect(parsed.location).toBeNull();
    expect(found('1234 1- 010203040506-2')).toEqual([['missingDayCode', 0, 0]]);
    expect(parsed.bets.map((bet) => bet.game)).toEqual(['4D', 'TT']);
  });

  test('after an unknown day code each item is read by its shape', () => {
    const parsed = parseBetText('5 010203040506-2 1234 1-');
    expect(found('5 010203040506-2 1234 1-')).toEqual([['unknownDayCode', 0, 1]]);
    expect(parsed.bets.map((bet) => bet.game)).toEqual(['TT', '4D']);
  });

  test('a day code after the bets is not a header', () => {
    expect(found('1234 1- 0', SG)).toEqual([['invalidNumber', 8, 1]]);
  });

  test('the page location is case-insensitive; an unknown one is a programming error', () => {
    expect(parseBetText('1234 1-', { location: 'mg' }).location).toBe('MG');
    expect(() => parseBetText('1234 1-', { location: 'XX' })).toThrow(RangeError);
    expect(parseBetText('1234 1-', { location: '' }).location).toBeNull();
  });
});

describe('header errors', () => {
  test.each(['5', '8', '9', '1M', '4M', '5M', '8m'])('%s is not a day code', (code) => {
    const parsed = parseBetText(`${code} 1234 1-`);
    expect(found(`${code} 1234 1-`)).toEqual([['unknownDayCode', 0, code.length]]);
    expect(parsed.errors[0]?.params).toEqual({ code });
    expect(parsed).toMatchObject({ dayCode: null, drawDays: [], location: null });
  });

  test('an unknown day code after a member id', () => {
    expect(found('member1 8 1234 1-')).toEqual([['unknownDayCode', 8, 1]]);
  });

  test.each([
    ['SG', '0M', '0, 2, 3, 6, 7'],
    ['SG', '9m', '0, 2, 3, 6, 7'],
    ['SG', '1', '0, 2, 3, 6, 7'],
    ['MG', '0', '0M, 2M, 3M, 6M, 7M, 9M'],
    ['MG', '4', '0M, 2M, 3M, 6M, 7M, 9M'],
    ['TT', '0', '1, 4'],
    ['TT', '7M', '1, 4'],
  ])('in %s the day code %s belongs elsewhere', (location, code, codes) => {
    const parsed = parseBetText(`m1 ${code} 1234 1-`, { location });
    expect(parsed.errors[0]).toEqual({
      index: 3,
      length: code.length,
      code: 'dayCodeWrongLocation',
      message: `${code} is a day code of another game or location. Here use ${codes}.`,
      params: { code, codes },
    });
    expect(parsed).toMatchObject({ dayCode: null, drawDays: [], location });
  });

  test('a message without bets', () => {
    expect(found('', SG)).toEqual([['noBets', 0, 0]]);
    expect(found('  \n ', SG)).toEqual([['noBets', 0, 0]]);
    expect(found('member1 0')).toEqual([['noBets', 0, 0]]);
    expect(found('')).toEqual([
      ['missingDayCode', 0, 0],
      ['noBets', 0, 0],
    ]);
  });
});

test('the parser is pure: it imports only lib/domain modules', () => {
  const modules = ['bet-text', 'bet-text-items', 'bet-text-tokens', 'bet-text-vocabulary'];
  const imports = modules.flatMap((name) => {
    const source = readFileSync(join(process.cwd(), `lib/domain/${name}.ts`), 'utf8');
    return [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
  });
  expect([...new Set(imports)].sort()).toEqual(['./bet-expansion', './bet-text-items', './bet-text-tokens', './bet-text-vocabulary', './pay-tables']);
});
