// 4D items of the bet text: numbers, stakes, suffixes, and each error with its place in the text.
import { expandRoll, orderings } from '@/lib/domain/bet-expansion';
import { MAX_STAKE, parseBetText } from '@/lib/domain/bet-text';
import { found, fourD, oneBet, SG, type Found } from './bet-text-fixtures';

describe('4D stakes', () => {
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
