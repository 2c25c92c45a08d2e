// The report pages' pure rules (app/(shell)/report/_report/report-rows.ts): the draw and the range a
// page shows, whose report, the links, the columns and the rows.
import {
  chosenReportDraw,
  chosenReportRange,
  FIGURE_COLUMNS,
  REPORT_COLUMN_SPECS,
  REPORT_VIEW_DAYS,
  reportColumns,
  reportHref,
  reportRow,
  reportUser,
} from '@/app/(shell)/report/_report/report-rows';

const DRAWS = [
  { DrawId: 30, DrawDate: '2025-04-19' },
  { DrawId: 29, DrawDate: '2025-04-16' },
  { DrawId: 28, DrawDate: '2025-04-13' },
];

describe('chosenReportDraw', () => {
  test.each([
    [{}, 30],
    [{ DrawId: '29' }, 29],
    [{ DrawId: '28', DrawDate: '2025-04-16' }, 28],
    [{ DrawDate: '2025-04-16' }, 29],
    [{ DrawId: '99' }, 30],
    [{ DrawId: '99', DrawDate: '2025-04-13' }, 28],
    [{ DrawId: 'abc' }, 30],
    [{ DrawId: '29.0' }, 30],
    [{ DrawId: '-29' }, 30],
    [{ DrawDate: '04/16/2025' }, 30],
    [{ DrawId: '1234567890123' }, 30],
  ])('%j opens draw %d', (query, expected) => {
    expect(chosenReportDraw(DRAWS, query)?.DrawId).toBe(expected);
  });

  test('no draws: null, whatever the query', () => {
    expect(chosenReportDraw([], {})).toBeNull();
    expect(chosenReportDraw([], { DrawId: '30', DrawDate: '2025-04-19' })).toBeNull();
  });

  test('keeps the option it was given', () => {
    const draws = DRAWS.map((draw) => ({ ...draw, Settled: true }));
    expect(chosenReportDraw(draws, { DrawId: '28' })).toBe(draws[2]);
  });
});

describe('chosenReportRange', () => {
  const today = '2025-04-20';

  test('without a range or ViewDay: the last 7 days, today included', () => {
    expect(REPORT_VIEW_DAYS).toBe(7);
    expect(chosenReportRange({}, undefined, today)).toEqual({ range: { from: '2025-04-13', to: today }, problem: null });
    expect(chosenReportRange({}, '', today)).toEqual({ range: { from: '2025-04-13', to: today }, problem: null });
  });

  test.each([
    ['1', '2025-04-19'],
    ['30', '2025-03-21'],
    ['365', '2024-04-20'],
    ['999', '2024-04-20'],
    ['0', '2025-04-19'],
    ['x', '2025-04-19'],
  ])('ViewDay=%s starts on %s', (viewDay, from) => {
    expect(chosenReportRange({}, viewDay, today).range).toEqual({ from, to: today });
  });

  test.each([
    [{ DrawFrom: '2025-04-01', DrawTo: '2025-04-10' }, { from: '2025-04-01', to: '2025-04-10' }, null],
    [{ DrawFrom: '04/01/2025', DrawTo: '04/10/2025' }, { from: '2025-04-01', to: '2025-04-10' }, null],
    [{ DrawFrom: '2025-04-10', DrawTo: '2025-04-01' }, { from: '2025-04-10', to: '2025-04-01' }, 'fromAfterTo'],
    [{ DrawFrom: '2024-04-18', DrawTo: '2025-04-19' }, { from: '2024-04-18', to: '2025-04-19' }, 'rangeTooLong'],
    [{ DrawFrom: '2024-04-19', DrawTo: '2025-04-19' }, { from: '2024-04-19', to: '2025-04-19' }, null],
    [{ DrawFrom: '2024-04-20', DrawTo: '2025-04-20' }, { from: '2024-04-20', to: '2025-04-20' }, null],
    [{ DrawFrom: 'soon' }, { from: today, to: today }, 'fromRequired'],
    [{ DrawFrom: '2025-04-01' }, { from: '2025-04-01', to: today }, 'toRequired'],
    [{ DrawTo: '2025-04-01' }, { from: today, to: '2025-04-01' }, 'fromRequired'],
  ])('%j is %j (%s); the query wins over ViewDay', (query, range, problem) => {
    expect(chosenReportRange(query, '30', today)).toEqual({ range, problem });
  });
});

describe('reportUser', () => {
  test.each([
    ['MEM', 'agent2', undefined],
    ['MEM', undefined, undefined],
    ['AG', 'member1', 'member1'],
    ['AG', ' member1 ', 'member1'],
    ['AG', '0', undefined],
    ['AG', '', undefined],
    ['AG', '   ', undefined],
    ['AG', undefined, undefined],
    ['ADMIN', 'agent1', 'agent1'],
    ['ADMIN', '0', undefined],
    ['MEMBER', 'agent1', undefined],
    ['', 'agent1', undefined],
  ])('%s asking for %j reports on %j', (role, userId, expected) => {
    expect(reportUser(role, userId)).toBe(expected);
  });
});

describe('reportHref', () => {
  test('the report parameters in docs/product.md#report-page-conventions order, rand last of them, then the extras', () => {
    expect(reportHref('/report/full', { UserId: 'agent2', VW: 'RPTFULL', LocId: 'SG', DrawId: '30' }, {}, 1700000000000)).toBe(
      '/report/full?VW=RPTFULL&UserId=agent2&LocId=SG&DrawId=30&rand=1700000000000',
    );
    expect(reportHref('/embed/report/summary', { LocId: 'SG', DrawFrom: '2025-04-01', DrawTo: '2025-04-10' }, { ViewDay: '7', Empty: undefined })).toBe(
      '/embed/report/summary?LocId=SG&DrawFrom=2025-04-01&DrawTo=2025-04-10&ViewDay=7',
    );
    expect(reportHref('/report/full', {})).toBe('/report/full');
  });

  test('values are encoded', () => {
    expect(reportHref('/report/full', { UserId: 'a&b=c' })).toBe('/report/full?UserId=a%26b%3Dc');
  });
});

describe('reportColumns', () => {
  const label = (key: string) => `<${key}>`;

  test('every figure is a right-aligned money column; users and names are text, cut first where a table would not fit', () => {
    const columns = reportColumns(['UserId', 'UserName', ...FIGURE_COLUMNS], label);
    expect(columns.map((column) => column.kind)).toEqual(['text', 'text', ...FIGURE_COLUMNS.map(() => 'money')]);
    expect(columns[0]).toEqual({ key: 'UserId', label: '<UserId>', kind: 'text', shrink: true });
    for (const key of ['UserId', 'UserName', 'GroupId', 'GroupName']) expect(REPORT_COLUMN_SPECS[key]?.shrink).toBe(true);
    for (const key of ['Role', 'DrawDate']) expect(REPORT_COLUMN_SPECS[key]?.shrink).toBeUndefined();
    for (const key of ['AccBal', 'Payments', 'Net', 'Collect', 'Balance']) expect(REPORT_COLUMN_SPECS[key]?.kind).toBe('money');
  });

  test('a draw date shows MM/DD/YYYY and sorts by its ISO text', () => {
    expect(reportColumns(['DrawDate'], label)[0]).toMatchObject({ kind: 'text', sortKey: 'DrawDateIso' });
  });

  test('an unknown key is a text column; a page may pass its own specs', () => {
    expect(reportColumns(['Prize'], label)).toEqual([{ key: 'Prize', label: '<Prize>', kind: 'text' }]);
    expect(reportColumns(['Bets'], label, { Bets: { kind: 'number' } })).toEqual([{ key: 'Bets', label: '<Bets>', kind: 'number' }]);
  });
});

describe('reportRow', () => {
  test('keeps money as exact text and adds the draw date’s display and ISO forms', () => {
    expect(reportRow({ DrawId: 30, DrawDate: '2025-04-19', Turnover: '1234.50', WinLoss: '-0.05', Settled: true, Note: null })).toEqual({
      DrawId: 30,
      DrawDate: '04/19/2025',
      DrawDateIso: '2025-04-19',
      Turnover: '1234.50',
      WinLoss: '-0.05',
      Settled: true,
      Note: null,
    });
  });

  test('drops what a table cell cannot hold', () => {
    expect(reportRow({ UserId: 'member1', Rows: [1, 2], Nested: { a: 1 }, Missing: undefined })).toEqual({ UserId: 'member1' });
  });

  test('a date that is no ISO date shows as it came', () => {
    expect(reportRow({ DrawDate: 'soon' })).toEqual({ DrawDate: 'soon', DrawDateIso: 'soon' });
  });
});
