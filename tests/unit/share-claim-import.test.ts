// The claim-back import box's pure parts (lib/domain/share-claim-import.ts): the preview reads the
// text as the platform's shareClaimBackImport does (line numbers, header, blank lines, shape checks),
// and a 422's `data` lines are read back per line with the text sent.
import { refusalOf } from '@/lib/client/http';
import { importRefusalLines, previewImport } from '@/lib/domain/share-claim-import';

describe('previewImport', () => {
  it('reads good lines: the remark is the rest of the line, commas included; amounts as typed', () => {
    const preview = previewImport('agent1,2026-11-21,150,Cash, week 47\n  agent3 , 2026-11-22 , 0.50 ');
    expect(preview.lines).toEqual([
      { Line: 1, Text: 'agent1,2026-11-21,150,Cash, week 47', UserId: 'agent1', DrawDate: '2026-11-21', Amount: '150', Remark: 'Cash, week 47' },
      { Line: 2, Text: 'agent3 , 2026-11-22 , 0.50', UserId: 'agent3', DrawDate: '2026-11-22', Amount: '0.50', Remark: '' },
    ]);
    expect(preview).toMatchObject({ problems: [], total: '150.50', empty: false, tooMany: false });
  });

  it('skips blank lines and a first-line header, and numbers lines as the text does (CRLF too)', () => {
    const preview = previewImport('\r\nUserId,DrawDate,Amount,Remark\r\n\r\n   \r\nagent1,2026-11-21,10\r\nuserid,2026-11-21,1');
    // The header is the first non-blank line; a later "userid,..." line is an ordinary line.
    expect(preview.lines.map((line) => [line.Line, line.UserId])).toEqual([
      [5, 'agent1'],
      [6, 'userid'],
    ]);
    expect(preview.problems).toEqual([]);
  });

  it('a header later than the first line is read as a line', () => {
    const preview = previewImport('agent1,2026-11-21,10\nUserId,DrawDate,Amount');
    expect(preview.problems).toEqual([{ Line: 2, Text: 'UserId,DrawDate,Amount', problem: 'drawDate' }]);
  });

  it.each([
    [',2026-11-21,10', 'userId'],
    [`${'u'.repeat(33)},2026-11-21,10`, 'userId'],
    ['agent1\u0007,2026-11-21,10', 'userId'],
    ['agent1', 'drawDate'],
    ['agent1,21/11/2026,10', 'drawDate'],
    ['agent1,2026-13-01,10', 'drawDate'],
    ['agent1,2026-02-30,10', 'drawDate'],
    ['agent1,2026-11-21', 'amount_required'],
    ['agent1,2026-11-21,', 'amount_required'],
    ['agent1,2026-11-21,1.005', 'amount_format'],
    ['agent1,2026-11-21,-5', 'amount_format'],
    ['agent1,2026-11-21,0.00', 'amount_zero'],
    ['agent1,2026-11-21,1000000000.01', 'amount_tooLarge'],
    [`agent1,2026-11-21,10,${'r'.repeat(201)}`, 'remark'],
  ])('%j is refused: %s', (line, problem) => {
    const preview = previewImport(line);
    expect(preview.problems).toEqual([{ Line: 1, Text: line.trim(), problem }]);
    expect(preview.lines).toEqual([]);
    expect(preview.total).toBe('0.00');
  });

  it('a remark of 200 characters and the largest amount pass', () => {
    expect(previewImport(`agent1,2026-11-21,1000000000.00,${'r'.repeat(200)}`).problems).toEqual([]);
  });

  it('empty text, or only a header, is empty; more than 500 lines is too many', () => {
    expect(previewImport('')).toMatchObject({ empty: true, tooMany: false, total: '0.00' });
    expect(previewImport('UserId,DrawDate,Amount\n\n')).toMatchObject({ empty: true });
    const many = Array.from({ length: 501 }, () => 'agent1,2026-11-21,1').join('\n');
    expect(previewImport(many)).toMatchObject({ tooMany: true, total: '501.00' });
    expect(previewImport(many.split('\n').slice(1).join('\n')).tooMany).toBe(false);
  });

  it('totals exactly in cents', () => {
    expect(previewImport('a,2026-11-21,0.10\nb,2026-11-21,0.20').total).toBe('0.30');
  });
});

describe('importRefusalLines', () => {
  const text = 'UserId,DrawDate,Amount,Remark\nagent1,2026-11-21,10.00,ok\n\n  nobody,2026-11-21,5,x  \nagent3,2026-11-21,999';

  it('reads every "Line N: message" with the line’s text as sent (trimmed), in line order', () => {
    const data = ['Line 5: $999.00 is more than the $70.95 outstanding on share claim 2.', 'Line 4: User not found.'];
    expect(importRefusalLines(data, text)).toEqual({
      lines: [
        { Line: 4, Text: 'nobody,2026-11-21,5,x', Message: 'User not found.' },
        { Line: 5, Text: 'agent3,2026-11-21,999', Message: '$999.00 is more than the $70.95 outstanding on share claim 2.' },
      ],
      other: [],
    });
  });

  it('keeps a message naming no line apart, and a line past the text has no text', () => {
    expect(importRefusalLines(['Something else.', 'Line 0: zero', 'Line 99: gone'], 'a')).toEqual({
      lines: [{ Line: 99, Text: '', Message: 'gone' }],
      other: ['Something else.', 'Line 0: zero'],
    });
  });

  it('a message with a colon or a line break stays whole', () => {
    expect(importRefusalLines(['Line 1: a: b\nc'], 'x').lines).toEqual([{ Line: 1, Text: 'x', Message: 'a: b\nc' }]);
  });
});

test('the seam it relies on: the browser keeps a 422 answer’s status, message and data (not Problems)', () => {
  const body = {
    message: '1 line is wrong: nothing was recorded.',
    data: ['Line 2: User not found.'],
    Problems: [{ Line: 2, Text: 'nobody,2026-11-21,5', Message: 'User not found.' }],
  };
  const error = refusalOf({ status: 422, headers: new Headers() }, body);
  expect(error.status).toBe(422);
  expect(error.body.data).toEqual(['Line 2: User not found.']);
  expect(error.body).not.toHaveProperty('Problems');
  expect(importRefusalLines(error.body.data ?? [], 'UserId,DrawDate,Amount\n nobody,2026-11-21,5 ').lines).toEqual(body.Problems);
});
