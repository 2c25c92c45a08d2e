// Toto entries of the bet text: numbers, tags, amounts, and each error with its place in the text.
import { totoCombinations } from '@/lib/domain/bet-expansion';
import { parseBetText, type TotoEntry } from '@/lib/domain/bet-text';
import { found, oneBet, toto, TT, type Found } from './bet-text-fixtures';

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
