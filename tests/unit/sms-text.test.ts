// The SMS texts (lib/domain/sms-text.ts): a draw's result and a subscriber's strike notice, both GSM
// 7-bit, within 160-character parts, money always with 2 decimals.
import fc from 'fast-check';
import type { DrawResult } from '@/lib/contract/draws';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import { SMS_PART_LENGTH, smsDate, smsParts, smsText, STRIKE_PRIZE_LABELS, strikeText, type StrikeWin } from '@/lib/domain/sms-text';

const SG: { locId: string; game: '4D' | 'TT' } = { locId: 'SG', game: '4D' };
const TT = { locId: 'TT', game: 'TT' as const };
/** The characters these texts use: all in GSM 7-bit's basic set, each one SMS character. */
const GSM = /^[A-Za-z0-9 +:.,/-]*$/;

const fourD = (overrides: Partial<Pick<DrawResult, 'Results'>> = {}): Pick<DrawResult, 'DrawDate' | 'Results' | 'Dividends'> => ({
  DrawDate: '2025-04-20',
  Results: [
    { Prize: 'FIRST', Position: 1, Number: '1234' },
    { Prize: 'SECOND', Position: 1, Number: '5678' },
    { Prize: 'THIRD', Position: 1, Number: '9012' },
    ...Array.from({ length: 10 }, (_, i) => ({ Prize: 'STARTER' as const, Position: i + 1, Number: String(1000 + i) })),
    ...Array.from({ length: 10 }, (_, i) => ({ Prize: 'CONSOLATION' as const, Position: i + 1, Number: String(2000 + i) })),
  ],
  ...overrides,
  Dividends: [],
}) as Pick<DrawResult, 'DrawDate' | 'Results' | 'Dividends'>;

describe('result text', () => {
  test('4D: location, 4D, the date, the three prizes, then starters and consolations, in one message', () => {
    const text = smsText(SG, fourD());
    expect(text).toBe(
      'SG 4D 20/04/2025 1st 1234 2nd 5678 3rd 9012 S: 1000 1001 1002 1003 1004 1005 1006 1007 1008 1009 C: 2000 2001 2002 2003 2004 2005 2006 2007 2008 2009',
    );
    expect(text.length).toBeLessThanOrEqual(SMS_PART_LENGTH);
    expect(smsParts(text)).toEqual([text]);
    expect(text).toMatch(GSM);
  });

  test('TT: location, date, winning numbers, the additional with +, then each group\'s dividend', () => {
    const result = {
      DrawDate: '2025-04-17',
      Results: [...['01', '02', '03', '04', '05', '06'].map((Number, i) => ({ Prize: 'WINNING', Position: i + 1, Number })), { Prize: 'ADDITIONAL', Position: 1, Number: '07' }],
      Dividends: [{ Group: 1, Amount: '1234567.89' }, { Group: 4, Amount: '345.00' }],
    } as unknown as DrawResult;
    expect(smsText(TT, result)).toBe('TT 17/04/2025 01 02 03 04 05 06 +07 G1 1234567.89 G4 345.00');
  });

  test('smsDate writes DD/MM/YYYY', () => {
    expect(smsDate('2025-01-09')).toBe('09/01/2025');
    expect(smsDate('2099-12-31')).toBe('31/12/2099');
  });

  test('any text is cut at spaces into parts of at most 160 that join back to it (property)', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9:.]{1,200}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 40 }), (words) => {
        const text = words.join(' ');
        const parts = smsParts(text);
        for (const part of parts) expect(part.length).toBeLessThanOrEqual(SMS_PART_LENGTH);
        expect(parts.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
        if (words.every((item) => item.length <= SMS_PART_LENGTH)) expect(parts.join(' ')).toBe(text);
      }),
    );
  });

  test('an empty text has no parts; a word of 161 characters is cut hard', () => {
    expect(smsParts('')).toEqual([]);
    expect(smsParts('x'.repeat(161))).toEqual(['x'.repeat(160), 'x']);
  });
});

describe('strike text', () => {
  const notice = (wins: StrikeWin[], location = SG) => strikeText({ location, drawDate: '2025-04-20', userId: 'member1', wins });

  test('lists the subscriber\'s own wins with prize and amount, then the total', () => {
    expect(notice([{ number: '1234', prize: 'FIRST', total: '2500' }, { number: '1001', prize: 'STARTER', total: '180.5' }])).toBe(
      'SG 4D 20/04/2025 member1 strike: 1234 1st 2500.00, 1001 S 180.50 Total 2680.50',
    );
  });

  test('no wins: "no strike"', () => {
    expect(notice([])).toBe('SG 4D 20/04/2025 member1 no strike');
    expect(notice([], TT)).toBe('TT 20/04/2025 member1 no strike');
  });

  test('every prize has its short label; TT groups are G1 to G7; an unknown prize is written as it is', () => {
    expect(Object.keys(STRIKE_PRIZE_LABELS).sort()).toEqual(['CONSOLATION', 'FIRST', 'GROUP1', 'GROUP2', 'GROUP3', 'GROUP4', 'GROUP5', 'GROUP6', 'GROUP7', 'SECOND', 'STARTER', 'THIRD']);
    for (const [prize, label] of Object.entries(STRIKE_PRIZE_LABELS)) expect(notice([{ number: '1', prize, total: '1.00' }])).toContain(`1 ${label} 1.00`);
    expect(notice([{ number: '01 02 03 04 05 06', prize: 'GROUP3', total: '12.00' }], TT)).toBe('TT 20/04/2025 member1 strike: 01 02 03 04 05 06 G3 12.00 Total 12.00');
    expect(notice([{ number: '1234', prize: 'BONUS', total: '1.00' }])).toContain('1234 BONUS 1.00');
  });

  test('the total is the exact sum in cents, never a float (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 30 }), (amounts) => {
        const wins = amounts.map((cents, i) => ({ number: String(1000 + i), prize: 'CONSOLATION', total: centsToMoney(BigInt(cents)) }));
        const text = notice(wins);
        expect(text.endsWith(` Total ${centsToMoney(amounts.reduce((sum, cents) => sum + BigInt(cents), 0n))}`)).toBe(true);
        expect(text).toMatch(GSM);
        for (const part of smsParts(text)) expect(part.length).toBeLessThanOrEqual(SMS_PART_LENGTH);
      }),
    );
  });

  test('refuses money that is not money', () => {
    expect(() => notice([{ number: '1234', prize: 'FIRST', total: '1.234' }])).toThrow(RangeError);
  });
});
