// The lookups of the leftover calls (lib/domain/lookups.ts): currencies, bet categories, share choices.
import { CAT_TYPE_NAMES, CAT_TYPES, catTypeOf, currencyOf, shareChoices } from '@/lib/domain/lookups';

describe('currencyOf', () => {
  test.each([
    ['SG', 'SGD'],
    ['MG', 'MYR'],
    ['TT', 'SGD'],
    ['XX', 'SGD'],
  ])('%s pays in %s, shown with $', (locId, code) => {
    expect(currencyOf(locId)).toEqual({ CurrencyCode: code, Symbol: '$' });
  });
});

describe('bet categories', () => {
  test('each game has its own, and every one has a name', () => {
    expect(CAT_TYPES['4D']).toEqual(['ORDINARY', 'ROLL', 'IBET', 'KBET']);
    expect(CAT_TYPES.TT).toEqual(['TT', 'TT_ROLL', 'TT_SYSTEM']);
    for (const type of [...CAT_TYPES['4D'], ...CAT_TYPES.TT]) expect(CAT_TYPE_NAMES[type]).not.toBe('');
  });

  test.each([
    ['ORDINARY', false, 1, 'ORDINARY'],
    ['IBET', false, 1, 'IBET'],
    ['TT', false, 6, 'TT'],
    ['TT', true, 6, 'TT_ROLL'],
    ['TT', true, 8, 'TT_ROLL'],
    ['TT', false, 7, 'TT_SYSTEM'],
  ] as const)('%s (roll %s, %i numbers) is %s', (kind, roll, numbers, expected) => {
    expect(catTypeOf(kind, roll, numbers)).toBe(expected);
  });
});

describe('shareChoices', () => {
  test('the company: 0 to 1 in steps of 0.01', () => {
    const choices = shareChoices('4D', null);
    expect(choices).toHaveLength(101);
    expect(choices[0]).toEqual({ Value: 0, Text: '0%' });
    expect(choices[7]).toEqual({ Value: 0.07, Text: '7%' });
    expect(choices.at(-1)).toEqual({ Value: 1, Text: '100%' });
  });

  test("an agent: up to its own share, never past the grid's top", () => {
    expect(shareChoices('TT', 2_000).at(-1)).toEqual({ Value: 0.2, Text: '20%' });
    expect(shareChoices('4D', 0)).toEqual([{ Value: 0, Text: '0%' }]);
    expect(shareChoices('4D', 20_000)).toHaveLength(101);
    // A share between two steps offers the step below it.
    expect(shareChoices('4D', 2_550).at(-1)?.Value).toBe(0.25);
  });
});
