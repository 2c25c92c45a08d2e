// The bet text's 10-set and 150-character limits, and an example, a message and a translation of every error code.
import { BET_TEXT_MAX_CHARS, BET_TEXT_MAX_SETS, BET_TEXT_MESSAGES, parseBetText, type BetTextErrorCode } from '@/lib/domain/bet-text';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { found, SG, TT, type Options } from './bet-text-fixtures';

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
