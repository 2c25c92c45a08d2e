// ARA and TTT bet files (lib/domain/ara.ts): header, groups, every bad line with its reason,
// StrictNumber and AcceptDecimals, and formatAra reading back to the same bets.
import { parseAraFile, parseAraItem, parseTttFile, parseTttMessage, ticketGroups } from '@/lib/domain/ara';
import { expandAraBet, formatAra, stakeText, type AraBet } from '@/lib/domain/ara-write';

const SG = { location: 'SG', strictNumber: true, acceptDecimals: false } as const;

describe('parseAraFile', () => {
  test('header, comments, groups split by blank lines, each bad line with its code', () => {
    const file = parseAraFile('\uFEFFARA sg 2025-04-20\r\n# note\r\n1234 1-2\r\n12r4=1-r\r\n\r\n\r\n99999 1-\r\n5678 -3k\r\n', SG);
    expect(file.header).toEqual({ location: 'SG', drawDate: '2025-04-20' });
    expect(file.headerIssue).toBeNull();
    expect(file.lines.map((line) => [line.line, line.group, 'bet' in line.result ? 'ok' : line.result.issue.code])).toEqual([
      [3, 0, 'ok'],
      [4, 0, 'ok'],
      [7, 1, 'invalidNumber'],
      [8, 1, 'ok'],
    ]);
  });

  test('a missing or bad header is reported', () => {
    expect(parseAraFile('1234 1-\n', SG).headerIssue).toMatchObject({ code: 'missingHeader', line: 1 });
    expect(parseAraFile('ARA SG 2025-02-30\n1234 1-\n', SG).headerIssue).toMatchObject({ code: 'invalidDrawDate' });
    expect(parseAraFile('', SG).headerIssue).toMatchObject({ code: 'missingHeader' });
  });

  test('one bet per line, no member or day code', () => {
    const code = (text: string) => {
      const result = parseAraItem(text, SG);
      return 'issue' in result ? result.issue.code : 'ok';
    };
    expect(code('1234 1- 5678 1-')).toBe('oneBetPerLine');
    expect(code('member1 1234 1-')).toBe('memberInLine');
    expect(code('6 1234 1-')).toBe('dayCodeInLine');
    expect(code('1234')).toBe('missingStake');
    expect(code('1234 1-2')).toBe('ok');
  });

  test('StrictNumber: short numbers refused with the padded form, or padded when off', () => {
    const strict = parseAraItem('12 1-', SG);
    expect(strict).toMatchObject({ issue: { code: 'shortNumber', params: { number: '12', padded: '0012' } } });
    const loose = parseAraItem('12 1-', { ...SG, strictNumber: false });
    expect(loose).toMatchObject({ bet: { number: '0012', big: '1.00' } });
    expect(parseAraItem('7=1-2', { ...SG, strictNumber: false })).toMatchObject({ bet: { number: '0007', small: '2.00' } });
  });

  test('AcceptDecimals: decimal stakes refused when off, whole cents taken when on', () => {
    expect(parseAraItem('1234 1.5-2', SG)).toMatchObject({ issue: { code: 'decimalStake', params: { amount: '1.50' } } });
    expect(parseAraItem('1234 H-', SG)).toMatchObject({ issue: { code: 'decimalStake' } });
    expect(parseAraItem('1234 1.5-2', { ...SG, acceptDecimals: true })).toMatchObject({ bet: { big: '1.50', small: '2.00' } });
    expect(parseAraItem('1234 1.555-', { ...SG, acceptDecimals: true })).toMatchObject({ issue: { code: 'tooManyDecimals' } });
  });

  test('Toto lines in a TT file', () => {
    const file = parseAraFile('ARA TT 2025-04-21\n010203040506-2\nR0102030405-1\n0102030405-1R\n01020304-1\n', { ...SG, location: 'TT' });
    expect(file.lines.map((line) => ('bet' in line.result ? line.result.bet.cost : line.result.issue.code))).toEqual(['2.00', '44.00', '44.00', 'totoTooFewNumbers']);
  });
});

describe('TTT', () => {
  test('one message per line with its day code; a missing day code or a long line refused', () => {
    expect(parseTttFile('7 1234 1-\n\n# c\nmember1 0 1234 1-\n').map((line) => [line.line, line.group])).toEqual([
      [1, 0],
      [4, 1],
    ]);
    expect(parseTttMessage('member1 0 1234 1- 5678 2-', SG)).toMatchObject({ message: { memberId: 'member1', dayCode: '0', drawDays: ['WED', 'SAT', 'SUN'] } });
    expect(parseTttMessage('1234 1-', SG)).toMatchObject({ issue: { code: 'missingDayCode' } });
    expect(parseTttMessage('7 12 1-', { ...SG, strictNumber: false })).toMatchObject({ message: { bets: [{ number: '0012' }] } });
    expect(parseTttMessage('7 12 1-', SG)).toMatchObject({ issue: { code: 'shortNumber' } });
    const long = `7 ${Array.from({ length: 11 }, (_, i) => `${1000 + i} 1-`).join(' ')}`;
    expect(parseTttMessage(long, SG)).toMatchObject({ issue: { code: 'lineTooLong' } });
  });
});

describe('ticketGroups', () => {
  test('groups in order, a long group split at the limit', () => {
    const lines = [0, 0, 0, 1, 1].map((group, i) => ({ group, i }));
    expect(ticketGroups(lines, 2).map((run) => run.map((line) => line.i))).toEqual([[0, 1], [2], [3, 4]]);
  });
});

describe('formatAra', () => {
  const bets: AraBet[] = [
    { kind: 'ORDINARY', number: '1234', big: '1.00', small: '2.00' },
    { kind: 'ROLL', number: '12R4', big: '0.50', small: '0.00' },
    { kind: 'IBET', number: '1123', big: '0.00', small: '3.00' },
    { kind: 'KBET', number: '1122', big: '0.25', small: '0.00' },
  ];

  test('writes the header and groups, and reads back to the same bets', () => {
    const text = formatAra({ location: 'sg', drawDate: '2025-04-20', groups: [bets.slice(0, 2), [], bets.slice(2)], comments: ['by agent1\nx'] });
    expect(text).toBe('ARA SG 2025-04-20\n# by agent1 x\n\n1234 1-2\n12R4 0.5-r\n\n1123 -3i\n1122 0.25-k\n');
    const read = parseAraFile(text, { ...SG, acceptDecimals: true });
    expect(read.header).toEqual({ location: 'SG', drawDate: '2025-04-20' });
    expect(read.lines.map((line) => [line.group, 'bet' in line.result && line.result.bet.game === '4D' ? [line.result.bet.number, line.result.bet.big, line.result.bet.small, line.result.bet.kind] : null])).toEqual([
      [0, ['1234', '1.00', '2.00', 'ordinary']],
      [0, ['12R4', '0.50', '0.00', 'roll']],
      [1, ['1123', '0.00', '3.00', 'ibet']],
      [1, ['1122', '0.25', '0.00', 'kbet']],
    ]);
  });

  test('Toto entries with roll and tags read back', () => {
    const toto: AraBet[] = [
      { kind: 'TT', numbers: ['01', '02', '03', '04', '05', '06', '07'], amount: '2.00', roll: false, tag: 'TO' },
      { kind: 'TT', numbers: ['01', '02', '03', '04', '05'], amount: '1.00', roll: true, tag: 'STAR' },
    ];
    const text = formatAra({ location: 'TT', drawDate: '2025-04-21', groups: [toto] });
    expect(text).toBe('ARA TT 2025-04-21\n\nTO01020304050607-2\n*0102030405-1R\n');
    const read = parseAraFile(text, { ...SG, location: 'TT' });
    expect(read.lines.map((line) => ('bet' in line.result && line.result.bet.game === 'TT' ? [line.result.bet.kind, line.result.bet.tag, line.result.bet.cost] : null))).toEqual([
      ['system', 'TO', '14.00'],
      ['roll', 'starred', '44.00'],
    ]);
  });

  test('stakeText and details expansion keep the cost', () => {
    expect([stakeText('1.00'), stakeText('1.50'), stakeText('0.25'), stakeText('10.05')]).toEqual(['1', '1.5', '0.25', '10.05']);
    expect(expandAraBet({ kind: 'ROLL', number: '12R4', big: '1.00', small: '0.00' })).toHaveLength(10);
    expect(expandAraBet({ kind: 'KBET', number: '1122', big: '1.00', small: '0.00' })).toHaveLength(6);
    const ibet = expandAraBet({ kind: 'IBET', number: '1234', big: '1.00', small: '0.00' });
    expect(ibet).toHaveLength(24);
    const total = ibet.reduce((sum, line) => sum + (line.kind === 'TT' ? 0 : Math.round(Number(line.big) * 100)), 0);
    expect(total).toBe(100);
    expect(expandAraBet({ kind: 'TT', numbers: ['01', '02', '03', '04', '05', '06', '07'], amount: '1.00', roll: false, tag: null })).toHaveLength(7);
  });
});
