// Pure rules of result entry and the result texts (no database): resultProblems for every slot and
// kind of mistake, smsText and smsParts.
import { FOUR_D_SLOTS, resultProblems, slotField, TOTO_SLOTS, type ResultInput } from '@/lib/contract/results';
import { smsDate, smsParts, smsText } from '@/lib/domain/sms-text';

/** A result the tests may still change. */
interface Input extends ResultInput {
  Results: Array<ResultInput['Results'][number]>;
  Dividends: Array<ResultInput['Dividends'][number]>;
}

const fourD = (numbers: (index: number) => string): Input => ({ Results: FOUR_D_SLOTS.map((slot, i) => ({ ...slot, Number: numbers(i) })), Dividends: [] });
const toto = (numbers: readonly string[], amounts: readonly (string | number)[] = ['1.00', '2.00', '3.00', '4.00']): Input => ({
  Results: TOTO_SLOTS.map((slot, i) => ({ ...slot, Number: numbers[i] ?? '' })),
  Dividends: amounts.map((Amount, i) => ({ Group: i + 1, Amount })),
});
const codes = (input: ResultInput, game: '4D' | 'TT') => resultProblems(game, input).map((problem) => [problem.field, problem.code]);

describe('resultProblems, 4D', () => {
  test('23 four-digit numbers pass, duplicates included', () => {
    expect(resultProblems('4D', fourD(() => '1234'))).toEqual([]);
    expect(resultProblems('4D', fourD((i) => String(i * 431).padStart(4, '0')))).toEqual([]);
  });

  test.each(FOUR_D_SLOTS.map((slot, index) => [slotField(slot), index] as const))('%s: missing, short, long, letters and spaces are each named', (field, index) => {
    for (const [bad, code] of [['', 'required'], ['123', 'fourDigits'], ['12345', 'fourDigits'], ['12a4', 'fourDigits'], ['1 34', 'fourDigits'], ['-123', 'fourDigits']] as const) {
      expect(codes(fourD((i) => (i === index ? bad : '0000')), '4D')).toEqual([[field, code]]);
    }
    const without = fourD(() => '0000');
    without.Results.splice(index, 1);
    expect(codes(without, '4D')).toEqual([[field, 'required']]);
  });

  test('unknown or repeated slots and dividends are refused', () => {
    const extra = fourD(() => '0000');
    extra.Results.push({ Prize: 'STARTER', Position: 11, Number: '0000' }, { Prize: 'WINNING', Position: 1, Number: '01' });
    expect(codes(extra, '4D')).toEqual([
      ['Results', 'unknownSlot'],
      ['Results', 'unknownSlot'],
    ]);
    const repeated = fourD(() => '0000');
    repeated.Results.push({ Prize: 'FIRST', Position: 1, Number: '1111' });
    expect(codes(repeated, '4D')).toEqual([['FIRST-1', 'repeatedSlot']]);
    expect(codes({ ...fourD(() => '0000'), Dividends: [{ Group: 1, Amount: '1.00' }] }, '4D')).toEqual([['Dividends', 'noDividends']]);
  });

  test('messages name the prize as the page labels it', () => {
    const messages = resultProblems('4D', fourD(() => '')).map((problem) => problem.message);
    expect(messages.slice(0, 4)).toEqual(['Enter the 1st number.', 'Enter the 2nd number.', 'Enter the 3rd number.', 'Enter the Starter 1 number.']);
    expect(messages).toHaveLength(23);
    expect(messages[22]).toBe('Enter the Consolation 10 number.');
  });
});

describe('resultProblems, TT', () => {
  const good = ['01', '12', '23', '34', '45', '49', '07'];

  test('6 distinct numbers 01-49, an additional among none of them, 4 dividends pass', () => {
    expect(resultProblems('TT', toto(good))).toEqual([]);
    expect(resultProblems('TT', toto(good, ['0', 0, '12345.6', '999999999999.99']))).toEqual([]);
  });

  test('every number out of 01-49 or not two digits is named', () => {
    for (const [index, slot] of TOTO_SLOTS.entries()) {
      for (const bad of ['00', '50', '1', '001', 'ab', '99']) {
        const numbers = [...good];
        numbers[index] = bad;
        expect(codes(toto(numbers), 'TT')).toEqual([[slotField(slot), 'totoNumber']]);
      }
    }
  });

  test('a repeated winning number and an additional among the winning ones', () => {
    expect(codes(toto(['01', '12', '01', '34', '45', '49', '07']), 'TT')).toEqual([['WINNING-3', 'winningRepeated']]);
    expect(codes(toto(['01', '12', '23', '34', '45', '49', '45']), 'TT')).toEqual([['ADDITIONAL-1', 'additionalInWinning']]);
    expect(codes(toto(['01', '01', '01', '01', '01', '01', '01']), 'TT')).toEqual([
      ['WINNING-2', 'winningRepeated'],
      ['WINNING-3', 'winningRepeated'],
      ['WINNING-4', 'winningRepeated'],
      ['WINNING-5', 'winningRepeated'],
      ['WINNING-6', 'winningRepeated'],
      ['ADDITIONAL-1', 'additionalInWinning'],
    ]);
  });

  test('dividends: each of groups 1-4 once, at least 0, at most 2 decimals', () => {
    for (const [bad, code] of [['-1.00', 'dividendInvalid'], ['1.234', 'dividendInvalid'], ['abc', 'dividendInvalid'], ['1e5', 'dividendInvalid'], [-2, 'dividendInvalid'], ['', 'dividendRequired']] as const) {
      expect(codes(toto(good, ['1.00', bad, '3.00', '4.00']), 'TT')).toEqual([['G2', code]]);
    }
    expect(codes(toto(good, ['1.00', '2.00', '3.00']), 'TT')).toEqual([['G4', 'dividendRequired']]);
    const five = toto(good);
    five.Dividends.push({ Group: 5, Amount: '50.00' }, { Group: 1, Amount: '9.00' });
    expect(codes(five, 'TT')).toEqual([
      ['Dividends', 'unknownSlot'],
      ['G1', 'repeatedSlot'],
    ]);
  });
});

describe('result texts', () => {
  const result = (rows: Array<[string, number, string]>, dividends: Array<[number, string]> = []) => ({
    DrawId: 1,
    LocId: 'X',
    DrawDate: '2025-04-19',
    Status: 'RESULTED' as const,
    Results: rows.map(([Prize, Position, Number]) => ({ Prize: Prize as 'FIRST', Position, Number })),
    Dividends: dividends.map(([Group, Amount]) => ({ Group, Amount })),
  });

  test('smsDate writes DD/MM/YYYY', () => {
    expect(smsDate('2025-04-09')).toBe('09/04/2025');
  });

  test('a 4D result is one message: 1st, 2nd, 3rd, S: and C:, duplicates kept', () => {
    const rows: Array<[string, number, string]> = [['FIRST', 1, '6904'], ['SECOND', 1, '6904'], ['THIRD', 1, '0001']];
    for (let i = 1; i <= 10; i++) rows.push(['STARTER', i, String(1000 + i)], ['CONSOLATION', i, String(2000 + i)]);
    const text = smsText({ locId: 'MG', game: '4D' }, result(rows));
    expect(text).toBe('MG 4D 19/04/2025 1st 6904 2nd 6904 3rd 0001 S: 1001 1002 1003 1004 1005 1006 1007 1008 1009 1010 C: 2001 2002 2003 2004 2005 2006 2007 2008 2009 2010');
    expect(text.length).toBeLessThanOrEqual(160);
  });

  test('a TT result: the winning numbers, +additional, then G1-G4', () => {
    const rows: Array<[string, number, string]> = ['03', '11', '19', '27', '35', '43'].map((n, i) => ['WINNING', i + 1, n]);
    rows.push(['ADDITIONAL', 1, '08']);
    const text = smsText({ locId: 'TT', game: 'TT' }, result(rows, [[1, '1234567.89'], [2, '98765.43'], [3, '2100.00'], [4, '420.50']]));
    expect(text).toBe('TT 19/04/2025 03 11 19 27 35 43 +08 G1 1234567.89 G2 98765.43 G3 2100.00 G4 420.50');
  });

  test('smsParts cuts at spaces into parts of at most the size, losing nothing', () => {
    expect(smsParts('')).toEqual([]);
    expect(smsParts('short text')).toEqual(['short text']);
    expect(smsParts('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(smsParts('abcdefghij k', 4)).toEqual(['abcd', 'efgh', 'ij k']);
    // Words of at most 7 characters: never cut inside a word.
    for (let size = 7; size <= 40; size++) {
      const text = Array.from({ length: 60 }, (_, i) => 'x'.repeat((i % 7) + 1)).join(' ');
      const parts = smsParts(text, size);
      expect(parts.every((part) => part.length <= size && part.length > 0)).toBe(true);
      expect(parts.join(' ')).toBe(text);
    }
  });
});
