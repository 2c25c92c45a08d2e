// Out Setting 2's rule (platform/services/outset/settings.ts parseRule): numbers, ranges and patterns, each bad
// line named, bounded in lines and numbers before anything is expanded past the bound.
import fc from 'fast-check';
import { numbersOfLine, parseRule } from '@/platform/services/outset/settings';

describe('parseRule', () => {
  test('numbers, ranges and patterns, in order without repeats; bad lines named', () => {
    const { numbers, failures } = parseRule('1234\n 0998-1001 \n\n12*4\n1234\nabcd\n9-1\n2000-1999');
    expect(numbers).toEqual(['1234', '0998', '0999', '1000', '1001', '1204', '1214', '1224', '1244', '1254', '1264', '1274', '1284', '1294']);
    expect(failures).toEqual([
      { Line: 6, Text: 'abcd', Reason: expect.stringContaining('Not a 4D number') },
      { Line: 7, Text: '9-1', Reason: expect.stringContaining('Not a 4D number') },
      { Line: 8, Text: '2000-1999', Reason: 'The range runs backwards.' },
    ]);
  });

  test('at most 10 000 numbers and 500 lines', () => {
    const { numbers, failures } = parseRule('****\n0000\n1***');
    expect(numbers).toHaveLength(10_000);
    expect(failures.map((failure) => failure.Line)).toEqual([2, 3]);
    const long = parseRule(Array.from({ length: 600 }, () => '1234').join('\n'));
    expect(long.numbers).toEqual(['1234']);
    expect(long.failures).toHaveLength(100);
  });

  test('hostile lines never throw and never name more than 10 000 numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 40 }), (lines) => {
        const { numbers } = parseRule(lines.join('\n'));
        expect(numbers.length).toBeLessThanOrEqual(10_000);
        for (const number of numbers) expect(number).toMatch(/^\d{4}$/);
      }),
    );
    expect(numbersOfLine('*'.repeat(5000))).toEqual(expect.any(String));
  });
});
