// The bin-burst import parser (lib/domain/bin-burst-import.ts): good files, every bad line named with
// its line number, and hostile input (huge file, huge line, binary, many lines, formula-looking cells)
// refused by the bounds before any line is built.
import fc from 'fast-check';
import { MAX_IMPORT_CHARS, MAX_IMPORT_LINES, MAX_LINE_CHARS, MAX_NAMED_PROBLEMS, parseBurstImport } from '@/lib/domain/bin-burst-import';

describe('parseBurstImport', () => {
  it('reads a file with a header, CRLF, blank lines and spaces; totals in cents', () => {
    expect(parseBurstImport('\uFEFFNumber, Big, Small\r\n1234,10,5\r\n\r\n 0001 , 0.5 , 0 \r\n')).toEqual({
      ok: true,
      lines: [
        { Number: '1234', Big: '10.00', Small: '5.00' },
        { Number: '0001', Big: '0.50', Small: '0.00' },
      ],
      totalBig: '10.50',
      totalSmall: '5.00',
    });
  });

  it('names every bad line with its number and reason', () => {
    const parsed = parseBurstImport('1234,1,1\n123,1,1\n1235,1\n1236,1.001,1\n1234,2,2\n1237,0,0\n1238,-1,1');
    expect(parsed).toEqual({
      ok: false,
      more: 0,
      problems: [
        { Line: 2, Code: 'number', Reason: 'The number must be 4 digits.' },
        { Line: 3, Code: 'columns', Reason: 'Expected 3 values (number,big,small), found 2.' },
        { Line: 4, Code: 'amount', Reason: 'Big must be an amount from 0 to 10000000 with at most 2 decimals.' },
        { Line: 5, Code: 'duplicate', Reason: '1234 is on line 1 already.' },
        { Line: 6, Code: 'zero', Reason: 'Big and Small are both 0.' },
        { Line: 7, Code: 'amount', Reason: 'Big must be an amount from 0 to 10000000 with at most 2 decimals.' },
      ],
    });
  });

  it('refuses formula-looking cells as bad values, never keeping their text', () => {
    for (const text of ['=1+2,1,1', '1234,=HYPERLINK("x"),1', '+1234,1,1', '@SUM(A1),1,1', '1234,1,-2+3', "'1234,1,1"]) {
      const parsed = parseBurstImport(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.problems[0]?.Line).toBe(1);
    }
  });

  it('bounds the file before building lines: size, lines, line length, binary, empty', () => {
    expect(parseBurstImport('1'.repeat(MAX_IMPORT_CHARS + 1))).toMatchObject({ ok: false, problems: [{ Line: 0, Code: 'tooLarge' }] });
    expect(parseBurstImport('\n'.repeat(MAX_IMPORT_LINES))).toMatchObject({ ok: false, problems: [{ Line: 0, Code: 'tooManyLines' }] });
    expect(parseBurstImport(`1234,1,${'0'.repeat(MAX_LINE_CHARS)}`)).toMatchObject({ ok: false, problems: [{ Line: 1, Code: 'lineTooLong' }] });
    expect(parseBurstImport('PK\u0003\u0004\u0000\u0000binary')).toMatchObject({ ok: false, problems: [{ Line: 0, Code: 'binary' }] });
    expect(parseBurstImport('1234,1,1\uFFFD')).toMatchObject({ ok: false, problems: [{ Line: 0, Code: 'binary' }] });
    expect(parseBurstImport('number,big,small\n\n')).toMatchObject({ ok: false, problems: [{ Line: 0, Code: 'empty' }] });
  });

  it('names at most MAX_NAMED_PROBLEMS bad lines and counts the rest', () => {
    const parsed = parseBurstImport(Array.from({ length: 120 }, () => 'bad').join('\n'));
    expect(parsed).toMatchObject({ ok: false, more: 120 - MAX_NAMED_PROBLEMS });
    if (!parsed.ok) expect(parsed.problems).toHaveLength(MAX_NAMED_PROBLEMS);
  });

  it('never throws, and whatever it keeps is 4 digits and money', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400, unit: 'binary' }), (text) => {
        const parsed = parseBurstImport(text);
        if (parsed.ok) for (const line of parsed.lines) expect(`${line.Number},${line.Big},${line.Small}`).toMatch(/^\d{4},\d+\.\d{2},\d+\.\d{2}$/);
        else expect(parsed.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
