import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expandRoll, orderings, totoCombinations } from '@/lib/domain/bet-expansion';
import {
  BET_TEXT_MAX_CHARS,
  BET_TEXT_MAX_SETS,
  BET_TEXT_MESSAGES,
  DAY_CODES,
  MAX_STAKE,
  parseBetText,
  type BetTextErrorCode,
  type FourDBet,
  type ParsedBetText,
  type TotoEntry,
} from '@/lib/domain/bet-text';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

type Options = { location?: string };
/** [code, index, length] of every error, in text order. */
type Found = [BetTextErrorCode, number, number];

const SG = { location: 'SG' };
const MG = { location: 'MG' };
const TT = { location: 'TT' };

function found(text: string, options?: Options): Found[] {
  return parseBetText(text, options).errors.map((e) => [e.code, e.index, e.length]);
}

function fourD(parsed: ParsedBetText): FourDBet[] {
  return parsed.bets.filter((bet): bet is FourDBet => bet.game === '4D');
}

function toto(parsed: ParsedBetText): TotoEntry[] {
  return parsed.bets.filter((bet): bet is TotoEntry => bet.game === 'TT');
}

/** The one bet of a message that must parse cleanly. */
function oneBet(text: string, options: Options = SG) {
  const parsed = parseBetText(text, options);
  expect(parsed.errors).toEqual([]);
  expect(parsed.bets).toHaveLength(1);
  return parsed.bets[0];
}

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

describe('4D stakes (docs/product.md#validation-rules)', () => {
  test.each([
    ['1-', '1.00', '0.00'],
    ['H-', '0.50', '0.00'],
    ['1H-', '1.50', '0.00'],
    ['Q-', '0.25', '0.00'],
    ['1Q-', '1.25', '0.00'],
    ['-1', '0.00', '1.00'],
    ['1-2', '1.00', '2.00'],
    ['h-', '0.50', '0.00'],
    ['q-3', '0.25', '3.00'],
    ['2h-', '2.50', '0.00'],
    ['0.5-', '0.50', '0.00'],
    ['1.25-3', '1.25', '3.00'],
    ['0.01-', '0.01', '0.00'],
    ['01-', '1.00', '0.00'],
    ['-2.00', '0.00', '2.00'],
    ['-2.0', '0.00', '2.00'],
    ['10000-10000', '10000.00', '10000.00'],
    ['10000.00-', '10000.00', '0.00'],
  ])('%s is big %s and small %s', (stake, big, small) => {
    const bet = oneBet(`1234 ${stake}`);
    expect(bet).toMatchObject({ game: '4D', number: '1234', big, small, kind: 'ordinary' });
  });

  test.each([
    ['1234 1-2', 'ordinary', '1234', ['1234'], '3.00'],
    ['12R4 1-2r', 'roll', '12R4', expandRoll('12R4'), '30.00'],
    ['12r4 1-2R', 'roll', '12R4', expandRoll('12R4'), '30.00'],
    ['R123 H-r', 'roll', 'R123', expandRoll('R123'), '5.00'],
    ['1234 1-2i', 'ibet', '1234', orderings('1234'), '3.00'],
    ['1123 Q-I', 'ibet', '1123', orderings('1123'), '0.25'],
    ['1234 1-2k', 'kbet', '1234', orderings('1234'), '72.00'],
    ['1122 -1K', 'kbet', '1122', orderings('1122'), '6.00'],
    ['1112 1H-k', 'kbet', '1112', orderings('1112'), '6.00'],
    ['7777 1-', 'ordinary', '7777', ['7777'], '1.00'],
  ])('%s is %s', (text, kind, number, expanded, cost) => {
    expect(oneBet(text)).toMatchObject({ kind, number, expanded, cost });
  });

  test('items are separated by spaces, tabs or new lines, and a number joins its stake by a space or =', () => {
    const text = '0\r\n1234 1-2\n5678=H-k\t\t9012   -3\n\n 3456\n1-';
    const parsed = parseBetText(text);
    expect(parsed.errors).toEqual([]);
    expect(fourD(parsed).map(({ number, big, small, kind, index, length }) => [number, big, small, kind, index, length])).toEqual([
      ['1234', '1.00', '2.00', 'ordinary', 3, 8],
      ['5678', '0.50', '0.00', 'kbet', 12, 8],
      ['9012', '0.00', '3.00', 'ordinary', 22, 9],
      ['3456', '1.00', '0.00', 'ordinary', 34, 7],
    ]);
    expect(text.slice(34, 41)).toBe('3456\n1-');
  });

  test('a whole message with every kind', () => {
    const parsed = parseBetText('member1 0m 1234 1-2 5678=H-k 12R4 1H-r 1123 Q-i');
    expect(parsed).toMatchObject({ memberId: 'member1', dayCode: '0M', location: 'MG', drawDays: ['WED', 'SAT', 'SUN'] });
    expect(parsed.errors).toEqual([]);
    expect(fourD(parsed).map(({ number, kind, cost, index, length }) => ({ number, kind, cost, index, length }))).toEqual([
      { number: '1234', kind: 'ordinary', cost: '3.00', index: 11, length: 8 },
      { number: '5678', kind: 'kbet', cost: '12.00', index: 20, length: 8 },
      { number: '12R4', kind: 'roll', cost: '15.00', index: 29, length: 9 },
      { number: '1123', kind: 'ibet', cost: '0.25', index: 39, length: 8 },
    ]);
  });

  test('the largest stake is exported', () => {
    expect(MAX_STAKE).toBe(10_000);
  });
});

/** 4D errors: [text, expected errors]; location SG, so no header is needed. */
const FOUR_D_ERRORS: [string, Found[]][] = [
  // numbers
  ['123 1-', [['invalidNumber', 0, 3]]],
  ['12345 1-', [['invalidNumber', 0, 5]]],
  ['12a4 1-', [['invalidNumber', 0, 4]]],
  ['12a4=1-', [['invalidNumber', 0, 4]]],
  ['1234 1- 12 1-', [['invalidNumber', 8, 2]]],
  ['123', [['invalidNumber', 0, 3]]],
  ['RR12 1-r', [['tooManyWildcards', 0, 4]]],
  ['RRRR 1-r', [['tooManyWildcards', 0, 4]]],
  ['12R4 1-', [['rollNeedsSuffix', 0, 4]]],
  ['12R4 1-i', [['rollNeedsSuffix', 0, 4]]],
  ['12R4 1-k', [['rollNeedsSuffix', 0, 4]]],
  ['1234 1-r', [['rollNeedsWildcard', 7, 1]]],
  ['1234 1-2R', [['rollNeedsWildcard', 8, 1]]],
  ['7777 1-i', [['singleOrdering', 7, 1]]],
  ['0000 -1K', [['singleOrdering', 7, 1]]],
  ['010203040506-2', [['totoInFourD', 0, 12]]],
  ['010203040506 -2', [['totoInFourD', 0, 12]]],
  ['1234 1- 0102030405', [['totoInFourD', 8, 10]]],
  // item shape
  ['1234', [['missingStake', 0, 4]]],
  ['1234=', [['missingStake', 0, 4]]],
  ['1234 5678 1-', [['missingStake', 0, 4]]],
  ['1-2', [['stakeWithoutNumber', 0, 3]]],
  ['=1-', [['stakeWithoutNumber', 1, 2]]],
  ['1234 1- 2-', [['stakeWithoutNumber', 8, 2]]],
  ['1234-1', [['stakeWithoutNumber', 0, 6]]],
  ['1234 2', [['stakeMissingDash', 5, 1]]],
  ['1234 100', [['stakeMissingDash', 5, 3]]],
  ['1234 10000', [['stakeMissingDash', 5, 5]]],
  ['1234 1- r', [['detachedSuffix', 8, 1]]],
  ['1234 1- K', [['detachedSuffix', 8, 1]]],
  // stakes
  ['1234 1--2', [['invalidStake', 5, 4]]],
  ['1234 1-2-3', [['invalidStake', 5, 5]]],
  ['1234 .5-', [['invalidStake', 5, 3]]],
  ['1234 1.-', [['invalidStake', 5, 3]]],
  ['1234 1.5H-', [['invalidStake', 5, 5]]],
  ['1234 HH-', [['invalidStake', 5, 3]]],
  ['1234 x-', [['invalidStake', 5, 2]]],
  ['1234 1-2x3', [['invalidStake', 5, 5]]],
  ['1234==1-', [['invalidStake', 5, 3]]],
  ['1234 -', [['noStake', 5, 1]]],
  ['1234 -r', [['noStake', 5, 2]]],
  ['1234 0-', [['zeroStake', 5, 1]]],
  ['1234 0.00-1', [['zeroStake', 5, 4]]],
  ['1234 1-0', [['zeroStake', 7, 1]]],
  ['1234 -0', [['zeroStake', 6, 1]]],
  ['1234 0-0', [['zeroStake', 5, 1], ['zeroStake', 7, 1]]],
  ['1234 1.255-', [['tooManyDecimals', 5, 5]]],
  ['1234 1-2.125', [['tooManyDecimals', 7, 5]]],
  ['1234 -1.5', [['smallNotWhole', 5, 4]]],
  ['1234 1-2.5', [['smallNotWhole', 6, 4]]],
  ['1234 -1H', [['smallNotWhole', 5, 3]]],
  ['1234 -0.5', [['smallBelowOne', 5, 4]]],
  ['1234 -H', [['smallBelowOne', 5, 2]]],
  ['1234 1-Q', [['smallBelowOne', 6, 2]]],
  ['1234 10000.01-', [['stakeTooLarge', 5, 8]]],
  ['1234 -10001', [['stakeTooLarge', 6, 5]]],
  ['1234 99999999999999999999999-', [['stakeTooLarge', 5, 23]]],
  // After a number a long stake is a stake, not a Toto entry.
  ['1234 010203040506-2', [['stakeTooLarge', 5, 12]]],
  ['1234 1-x', [['invalidSuffix', 7, 1]]],
  ['1234 1-rk', [['invalidSuffix', 7, 2]]],
  ['1234 1-2ik', [['invalidSuffix', 8, 2]]],
  // several in one item, and several items
  ['12a4 1-x', [['invalidNumber', 0, 4], ['invalidSuffix', 7, 1]]],
  ['12a4 2', [['invalidNumber', 0, 4], ['stakeMissingDash', 5, 1]]],
  ['1234 0-1.5', [['zeroStake', 5, 1], ['smallNotWhole', 6, 4]]],
  ['1234 20000-0.5', [['stakeTooLarge', 5, 5], ['smallBelowOne', 10, 4]]],
  ['1234 -x', [['noStake', 5, 2], ['invalidSuffix', 6, 1]]],
  ['1234 1-2 123 1- 12R4 1- 5678', [['invalidNumber', 9, 3], ['rollNeedsSuffix', 16, 4], ['missingStake', 24, 4]]],
];

describe('4D errors', () => {
  test.each(FOUR_D_ERRORS)('%j', (text, expected) => {
    const parsed = parseBetText(text, SG);
    expect(parsed.errors.map((e): Found => [e.code, e.index, e.length])).toEqual(expected);
  });

  test('an item in error gives no bet; the others still do', () => {
    const parsed = parseBetText('1234 1-2 123 1- 5678 -1', SG);
    expect(fourD(parsed).map((bet) => bet.number)).toEqual(['1234', '5678']);
    expect(found('1234 1-2 123 1- 5678 -1', SG)).toEqual([['invalidNumber', 9, 3]]);
  });

  test('errors carry params and a message a member can act on', () => {
    expect(parseBetText('1234 -1.5', SG).errors).toEqual([
      {
        index: 5,
        length: 4,
        code: 'smallNotWhole',
        message: 'Small stakes must be whole numbers: change -1.5 to -1 or -2.',
        params: { stake: '-1.5', down: '-1', up: '-2' },
      },
    ]);
    expect(parseBetText('1234 1-12.5', SG).errors[0]?.message).toBe('Small stakes must be whole numbers: change -12.5 to -12 or -13.');
    expect(parseBetText('1234 -H', SG).errors[0]?.message).toBe('Small stakes must be whole numbers of at least 1: change -H to -1.');
    expect(parseBetText('12R4 1-', SG).errors[0]?.message).toBe('12R4 has an R: add r after the stake to roll it, e.g. 12R4 1-r.');
    expect(parseBetText('7777 1-i', SG).errors[0]?.message).toBe('7777 has only one ordering: remove the i and bet it as an ordinary number.');
    expect(parseBetText('1234 2', SG).errors[0]?.message).toBe('Write the stake 2 with a dash: 2- for big or -2 for small.');
    expect(parseBetText('1234 20000-', SG).errors[0]).toMatchObject({
      params: { amount: '20000', max: '10000' },
      message: '20000 is more than the largest stake of 10000 per bet: lower it.',
    });
    expect(parseBetText('1234 1-0', SG).errors[0]).toMatchObject({
      params: { amount: '0', stake: '1-0' },
      message: 'A stake of 0 is not a bet: change it or leave it out of 1-0.',
    });
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

describe('Toto entries', () => {
  test.each([
    ['010203040506-2', 'ordinary', 1, '2.00'],
    ['010203040506=-2', 'ordinary', 1, '2.00'],
    ['010203040506 -2', 'ordinary', 1, '2.00'],
    ['010203040506\n-2', 'ordinary', 1, '2.00'],
    ['01020304050607-1', 'system', 7, '7.00'],
    ['0102030405060708-1', 'system', 28, '28.00'],
    ['010203040506070809-1', 'system', 84, '84.00'],
    ['01020304050607080910-1', 'system', 210, '210.00'],
    ['0102030405060708091011-1', 'system', 462, '462.00'],
    ['010203040506070809101112-0.5', 'system', 924, '462.00'],
    ['R0102030405-1', 'roll', 44, '44.00'],
    ['0102030405R-1', 'roll', 44, '44.00'],
    ['0102030405-1R', 'roll', 44, '44.00'],
    ['roll0102030405-1', 'roll', 44, '44.00'],
    ['0102030405r=-1', 'roll', 44, '44.00'],
    ['010203040506-0.25', 'ordinary', 1, '0.25'],
  ])('%j is %s with %i combinations costing %s', (text, kind, count, cost) => {
    const entry = oneBet(text, TT) as TotoEntry;
    expect(entry).toMatchObject({ game: 'TT', kind, cost, index: 0, length: text.length });
    expect(entry.expanded).toHaveLength(count);
  });

  test('the whole entry', () => {
    expect(oneBet('1 060504030201-2', {})).toEqual({
      game: 'TT',
      numbers: ['06', '05', '04', '03', '02', '01'],
      amount: '2.00',
      kind: 'ordinary',
      expanded: [['01', '02', '03', '04', '05', '06']],
      cost: '2.00',
      index: 2,
      length: 14,
    });
    const roll = oneBet('R4910203040-1TE', TT) as TotoEntry;
    expect(roll).toMatchObject({ numbers: ['49', '10', '20', '30', '40'], amount: '1.00', kind: 'roll', tag: 'TE', cost: '44.00' });
    expect(roll.expanded).toEqual(totoCombinations(['49', '10', '20', '30', '40'], true));
  });

  test.each([
    ['TO010203040506-2', 'TO'],
    ['010203040506-2TO', 'TO'],
    ['te010203040506-2', 'TE'],
    ['010203040506TT-2', 'TT'],
    ['*010203040506-2', 'starred'],
    ['010203040506-2*', 'starred'],
    ['STARRED010203040506-2', 'starred'],
    ['010203040506-2starred', 'starred'],
    ['R0102030405-1TO', 'TO'],
    ['TT0102030405R-1', 'TT'],
  ])('%j carries the tag %s, priced as ordinary combinations', (text, tag) => {
    const entry = oneBet(text, TT) as TotoEntry;
    expect(entry.tag).toBe(tag);
    expect(entry.cost).toBe(entry.kind === 'roll' ? '44.00' : '2.00');
  });

  test('an entry without a tag has no tag field', () => {
    expect(oneBet('010203040506-2', TT)).not.toHaveProperty('tag');
  });

  test('a Toto message with a header', () => {
    const parsed = parseBetText('member1 4 010203040506-2 R0102030405-1TO\n01020304050607 -1');
    expect(parsed).toMatchObject({ memberId: 'member1', dayCode: '4', location: 'TT', drawDays: ['THU'], errors: [] });
    expect(toto(parsed).map(({ kind, cost, index, length }) => [kind, cost, index, length])).toEqual([
      ['ordinary', '2.00', 10, 14],
      ['roll', '44.00', 25, 15],
      ['system', '7.00', 41, 17],
    ]);
  });
});

/** Toto errors: [text, expected errors]; location TT. */
const TOTO_ERRORS: [string, Found[]][] = [
  ['1234 1-', [['fourDInToto', 0, 4]]],
  ['1234=1-', [['fourDInToto', 0, 4]]],
  ['12R4 1-r', [['fourDInToto', 0, 4]]],
  ['1234', [['fourDInToto', 0, 4]]],
  ['1234 010203040506-2', [['fourDInToto', 0, 4]]],
  ['01020304a0506-2', [['invalidTotoNumbers', 0, 13]]],
  ['TO-2', [['invalidTotoNumbers', 0, 2]]],
  ['0102030405067-2', [['totoOddDigits', 0, 13]]],
  ['TO0102030405067-2', [['totoOddDigits', 2, 13]]],
  ['000203040506-2', [['totoNumberOutOfRange', 0, 2]]],
  ['010203040550-2', [['totoNumberOutOfRange', 10, 2]]],
  ['010203040599-2', [['totoNumberOutOfRange', 10, 2]]],
  ['010203040501-2', [['totoDuplicateNumber', 10, 2]]],
  ['010101040506-2', [['totoDuplicateNumber', 2, 2], ['totoDuplicateNumber', 4, 2]]],
  ['0102030405-2', [['totoTooFewNumbers', 0, 10]]],
  ['01-2', [['totoTooFewNumbers', 0, 2]]],
  ['01020304050607080910111213-1', [['totoTooManyNumbers', 0, 26]]],
  ['R010203040506-2', [['totoRollNeedsFive', 1, 12]]],
  ['01020304R-2', [['totoRollNeedsFive', 0, 8]]],
  ['010203040506', [['totoMissingAmount', 0, 12]]],
  ['TO010203040506', [['totoMissingAmount', 0, 14]]],
  ['010203040506=', [['totoMissingAmount', 0, 12]]],
  ['010203040506 2', [['totoAmountMissingDash', 13, 1]]],
  ['010203040506=2', [['totoAmountMissingDash', 13, 1]]],
  ['010203040506-', [['totoInvalidAmount', 12, 1]]],
  ['010203040506-H', [['totoInvalidAmount', 12, 2]]],
  ['010203040506-1.2.3', [['totoInvalidAmount', 12, 6]]],
  ['010203040506-2-3', [['totoInvalidAmount', 12, 4]]],
  ['010203040506-1.255', [['tooManyDecimals', 13, 5]]],
  ['010203040506-0', [['zeroStake', 13, 1]]],
  ['010203040506-10001', [['stakeTooLarge', 13, 5]]],
  ['X010203040506-2', [['unknownTag', 0, 1]]],
  ['010203040506-2XY', [['unknownTag', 14, 2]]],
  ['TOTE010203040506-2', [['unknownTag', 0, 4]]],
  ['TO010203040506-2TE', [['conflictingTags', 16, 2]]],
  ['R0102030405R-1', [['conflictingTags', 11, 1]]],
  ['ROLL0102030405-1r', [['conflictingTags', 16, 1]]],
  ['TO 010203040506-2', [['detachedTag', 0, 2]]],
  ['010203040506-2 *', [['detachedTag', 15, 1]]],
  ['-2', [['stakeWithoutNumber', 0, 2]]],
  ['010203040506-2 -2', [['stakeWithoutNumber', 15, 2]]],
  // several in one entry
  [
    '0001010203-0',
    [
      ['totoNumberOutOfRange', 0, 2],
      ['totoTooFewNumbers', 0, 10],
      ['totoDuplicateNumber', 4, 2],
      ['zeroStake', 11, 1],
    ],
  ],
  ['XR010203040506-2', [['unknownTag', 0, 2]]],
];

describe('Toto errors', () => {
  test.each(TOTO_ERRORS)('%j', (text, expected) => {
    expect(found(text, TT)).toEqual(expected);
  });

  test('a Toto entry in a 4D message, and a 4D bet in a Toto message', () => {
    expect(parseBetText('0 010203040506-2').errors[0]?.message).toBe(
      '010203040506 looks like a Toto entry, but these bets are for 4D: send Toto entries with day code 1 or 4.',
    );
    expect(parseBetText('1 1234 1-').errors[0]?.message).toBe(
      '1234 is a 4D number, but these bets are for Toto: write 6 to 12 two-digit numbers, e.g. 010203040506-2.',
    );
  });

  test('a 4D number does not swallow the Toto entry after it', () => {
    expect(toto(parseBetText('1234 010203040506-2', TT)).map((entry) => [entry.index, entry.length])).toEqual([[5, 14]]);
  });

  test('messages name the numbers', () => {
    expect(parseBetText('0102030405067-2', TT).errors[0]).toMatchObject({ params: { numbers: '0102030405067', digits: 13 } });
    expect(parseBetText('0102030405-2', TT).errors[0]?.message).toBe(
      'A Toto entry needs 6 to 12 numbers, or 5 numbers and R for a roll; this one has 5.',
    );
    expect(parseBetText('010203040550-2', TT).errors[0]?.message).toBe('50 is not a Toto number: use 01 to 49.');
    expect(parseBetText('TO010203040506-2TE', TT).errors[0]?.params).toEqual({ first: 'TO', second: 'TE' });
  });
});

describe('the 10-set and 150-character limits', () => {
  const items = (count: number, from = 1000) => Array.from({ length: count }, (_, i) => `${from + i} 1-`);

  test('the limits', () => {
    expect(BET_TEXT_MAX_SETS).toBe(10);
    expect(BET_TEXT_MAX_CHARS).toBe(150);
  });

  test('ten sets are all taken', () => {
    const parsed = parseBetText(`0 ${items(10).join(' ')}`);
    expect(parsed.bets).toHaveLength(10);
    expect(parsed.ignored).toEqual([]);
  });

  test('sets past the tenth are reported as ignored, not validated', () => {
    const text = `0 ${items(10).join(' ')} 1010 1- 12 0-`;
    const parsed = parseBetText(text);
    expect(parsed.bets).toHaveLength(10);
    expect(parsed.errors).toEqual([]);
    expect(parsed.ignored).toEqual([
      { index: 82, text: '1010 1-', reason: 'sets' },
      { index: 90, text: '12 0-', reason: 'sets' },
    ]);
    expect(text.slice(82)).toBe('1010 1- 12 0-');
  });

  test('items in error count as sets', () => {
    const text = `0 ${Array.from({ length: 10 }, () => '12 1-').join(' ')} 1234 1-`;
    const parsed = parseBetText(text);
    expect(parsed.errors).toHaveLength(10);
    expect(parsed.bets).toEqual([]);
    expect(parsed.ignored).toEqual([{ index: 62, text: '1234 1-', reason: 'sets' }]);
  });

  // '0 ' + nine items of 14 characters separated by spaces ends at 136; the tenth starts at 137.
  const nine = `0 ${Array.from({ length: 9 }, (_, i) => `${1000 + i} 1000-1000`).join(' ')}`;

  test('an item that ends at character 150 is taken', () => {
    const text = `${nine} 1009 1000-100`;
    expect(text).toHaveLength(150);
    const parsed = parseBetText(text);
    expect(parsed.bets).toHaveLength(10);
    expect(parsed.ignored).toEqual([]);
  });

  test('an item that crosses character 150 is ignored whole, and everything after it', () => {
    const text = `${nine} 1009 1000-1000 1010 1-\n5678 1-`;
    const parsed = parseBetText(text);
    expect(parsed.bets).toHaveLength(9);
    expect(parsed.errors).toEqual([]);
    expect(parsed.ignored).toEqual([
      { index: 137, text: '1009 1000-1000', reason: 'characters' },
      { index: 152, text: '1010 1-', reason: 'characters' },
      { index: 160, text: '5678 1-', reason: 'characters' },
    ]);
  });

  test('a number before the limit with its stake after it is ignored with its stake', () => {
    const head = `0 ${items(9).join(' ')}`;
    const text = `${head}${' '.repeat(145 - head.length)}1234\n1-2`;
    expect(text.indexOf('1234')).toBe(145);
    expect(text).toHaveLength(153);
    const parsed = parseBetText(text);
    expect(parsed.bets).toHaveLength(9);
    expect(parsed.errors).toEqual([]);
    expect(parsed.ignored).toEqual([{ index: 145, text: '1234\n1-2', reason: 'characters' }]);
  });

  test('a long word past the limit is reported whole, without errors', () => {
    const tail = 'x'.repeat(200);
    const parsed = parseBetText(`0 1234 1- ${tail}`);
    expect(parsed.errors).toEqual([]);
    expect(parsed.ignored).toEqual([{ index: 10, text: tail, reason: 'characters' }]);
  });

  test('both limits at once: sets first, then characters', () => {
    const text = `0 ${items(12).join(' ')} ${'9'.repeat(60)} 5678 1-`;
    const parsed = parseBetText(text);
    expect(parsed.bets).toHaveLength(10);
    expect(parsed.ignored).toEqual([
      { index: 82, text: '1010 1-', reason: 'sets' },
      { index: 90, text: '1011 1-', reason: 'sets' },
      { index: 98, text: '9'.repeat(60), reason: 'characters' },
      { index: 159, text: '5678 1-', reason: 'characters' },
    ]);
  });

  test('an eleventh set past character 150 is ignored for characters', () => {
    const text = `${nine} 1009 1-${' '.repeat(20)}1010 1-`;
    const parsed = parseBetText(text);
    expect(parsed.bets).toHaveLength(10);
    expect(parsed.ignored).toEqual([{ index: 164, text: '1010 1-', reason: 'characters' }]);
  });

  test('when the only item is past the limit there are no bets', () => {
    const text = `0 ${' '.repeat(145)}1234 1-`;
    expect(found(text)).toEqual([['noBets', 0, 0]]);
    expect(parseBetText(text).ignored).toEqual([{ index: 147, text: '1234 1-', reason: 'characters' }]);
  });

  test('in Toto, ten short entries fit and an eleventh is past 150 characters', () => {
    const entries = Array.from({ length: 11 }, (_, i) => `0102030405${10 + i}-1`);
    const text = entries.join(' ');
    expect(text.indexOf(entries[10] ?? '')).toBe(150);
    const parsed = parseBetText(text, TT);
    expect(parsed.bets).toHaveLength(10);
    expect(parsed.ignored).toEqual([{ index: 150, text: '010203040520-1', reason: 'characters' }]);
  });
});

describe('every error code', () => {
  /** One message for each code, with the page location. */
  const EXAMPLES: Record<BetTextErrorCode, [string, Options | undefined]> = {
    missingDayCode: ['1234 1-', undefined],
    unknownDayCode: ['5 1234 1-', undefined],
    dayCodeWrongLocation: ['0M 1234 1-', SG],
    noBets: ['0', undefined],
    invalidNumber: ['123 1-', SG],
    tooManyWildcards: ['RR12 1-r', SG],
    rollNeedsSuffix: ['12R4 1-', SG],
    rollNeedsWildcard: ['1234 1-r', SG],
    singleOrdering: ['7777 1-k', SG],
    missingStake: ['1234', SG],
    stakeWithoutNumber: ['1-2', SG],
    stakeMissingDash: ['1234 2', SG],
    invalidStake: ['1234 1--2', SG],
    noStake: ['1234 -', SG],
    zeroStake: ['1234 0-', SG],
    tooManyDecimals: ['1234 1.125-', SG],
    smallNotWhole: ['1234 -1.5', SG],
    smallBelowOne: ['1234 -0.5', SG],
    stakeTooLarge: ['1234 10001-', SG],
    invalidSuffix: ['1234 1-x', SG],
    detachedSuffix: ['1234 1- i', SG],
    totoInFourD: ['010203040506-2', SG],
    fourDInToto: ['1234 1-', TT],
    invalidTotoNumbers: ['01a02-2', TT],
    totoOddDigits: ['010203040-2', TT],
    totoNumberOutOfRange: ['010203040560-2', TT],
    totoDuplicateNumber: ['010203040505-2', TT],
    totoTooFewNumbers: ['0102030405-2', TT],
    totoTooManyNumbers: ['01020304050607080910111213-2', TT],
    totoRollNeedsFive: ['R010203040506-2', TT],
    totoMissingAmount: ['010203040506', TT],
    totoAmountMissingDash: ['010203040506 2', TT],
    totoInvalidAmount: ['010203040506-x', TT],
    unknownTag: ['010203040506-2X', TT],
    conflictingTags: ['TO010203040506-2TT', TT],
    detachedTag: ['TE 010203040506-2', TT],
  };

  test.each(Object.entries(EXAMPLES))('%s', (code, [text, options]) => {
    const errors = parseBetText(text, options).errors;
    expect(errors.map((e) => e.code)).toContain(code);
    for (const error of errors) {
      // The message is the English template with the params filled in.
      const template = BET_TEXT_MESSAGES[error.code];
      const filled = template.replace(/\{(\w+)\}/g, (_, key: string) => String(error.params?.[key]));
      expect(error.message).toBe(filled);
      expect(error.message).not.toMatch(/undefined|\{/);
      const placeholders = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(Object.keys(error.params ?? {}).sort()).toEqual([...new Set(placeholders)].sort());
    }
  });

  test('the codes are camelCase and each has an English and a Chinese message with the same placeholders', () => {
    const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
    const english = en.betText as Record<string, string>;
    const chinese = zh.betText as Record<string, string>;
    expect(english).toEqual(BET_TEXT_MESSAGES);
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(BET_TEXT_MESSAGES).sort());
    for (const [code, text] of Object.entries(BET_TEXT_MESSAGES)) {
      expect(code).toMatch(/^[a-z][a-zA-Z]*$/);
      expect(placeholders(chinese[code] ?? '')).toEqual(placeholders(text));
      expect(chinese[code]).not.toBe(text);
    }
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
