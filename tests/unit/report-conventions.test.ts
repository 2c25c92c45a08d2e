import {
  DEFAULT_SORT,
  embedPath,
  INITIAL_PAGE_INDEX,
  isEmbedUrl,
  readReportQuery,
  REPORT_QUERY_PARAMS,
  reportQueryString,
  reportViewCode,
  resolveDataPath,
  sortDirection,
} from '@/lib/domain/report-conventions';

test('the conventions of docs/product.md#report-page-conventions', () => {
  expect(REPORT_QUERY_PARAMS).toEqual(['VW', 'UserId', 'LocId', 'DrawId', 'DrawDate', 'DrawFrom', 'DrawTo', 'txtSearch', 'rand']);
  expect(DEFAULT_SORT).toEqual({ field: 'CreatedDate', direction: 'desc' });
  expect(INITIAL_PAGE_INDEX).toBe(1);
});

describe('reading the query', () => {
  test('every parameter of the spec, from URLSearchParams', () => {
    const params = new URLSearchParams(
      'VW=RPTFULL&UserId=agent1&LocId=SG&DrawId=12&DrawDate=04%2F20%2F2025&DrawFrom=04%2F01%2F2025&DrawTo=04%2F30%2F2025&txtSearch=12%2034&rand=99&other=x',
    );
    expect(readReportQuery(params)).toEqual({
      VW: 'RPTFULL',
      UserId: 'agent1',
      LocId: 'SG',
      DrawId: '12',
      DrawDate: '04/20/2025',
      DrawFrom: '04/01/2025',
      DrawTo: '04/30/2025',
      txtSearch: '12 34',
      rand: '99',
    });
  });

  test("from Next's searchParams: first of repeated values, trimmed, blanks left out", () => {
    expect(readReportQuery({ VW: ['RPTOUT', 'RPTFULL'], UserId: '  member1 ', LocId: '', DrawId: '   ', txtSearch: undefined, rand: [] })).toEqual({
      VW: 'RPTOUT',
      UserId: 'member1',
    });
  });

  test('parameter names are exact', () => {
    expect(readReportQuery(new URLSearchParams('vw=RPTFULL&userid=a&LOCID=SG'))).toEqual({});
  });

  test('overlong values are cut', () => {
    expect(readReportQuery({ txtSearch: 'x'.repeat(1000) }).txtSearch).toHaveLength(200);
  });

  it.each([
    [{ VW: 'RPTFULL' }, 'RPTFULL'],
    [{ VW: 'AG' }, 'AG'],
    [{ VW: 'rptfull' }, null],
    [{ VW: 'DROP TABLE' }, null],
    [{}, null],
  ])('view code of %j is %p', (query, code) => {
    expect(reportViewCode(query)).toBe(code);
  });

  test('writing the query back, in the spec order, with a time stamp', () => {
    expect(reportQueryString({ rand: '1', LocId: 'SG', VW: 'RPTFULL', txtSearch: 'a&b' })).toBe('VW=RPTFULL&LocId=SG&txtSearch=a%26b&rand=1');
    expect(reportQueryString({ LocId: 'TT', rand: '1' }, 42)).toBe('LocId=TT&rand=42');
    expect(reportQueryString({})).toBe('');
  });
});

describe('embed mode', () => {
  it.each([
    ['/embed/report/full', true],
    ['/embed/report/full?VW=RPTFULL', true],
    ['https://a.example/embed/report/full', true],
    ['/report/full?back=/embed/x', true],
    ['/report/full', false],
    ['/embed', false],
    ['/embedded/report', false],
  ])('%s -> %p', (url, embed) => {
    expect(isEmbedUrl(url)).toBe(embed);
  });

  it.each([
    ['/report/full', '/embed/report/full'],
    ['report/full', '/embed/report/full'],
    ['/embed/report/full', '/embed/report/full'],
  ])('embedPath(%s) = %s', (path, embedded) => {
    expect(embedPath(path)).toBe(embedded);
  });
});

describe('the {tt} template', () => {
  it.each([
    ['{tt}reportFull', '4D', 'reportFull'],
    ['{tt}reportFull', 'TT', 'tt/reportFull'],
    ['report/{tt}full', 'TT', 'report/tt/full'],
    ['{tt}a/{tt}b', 'TT', 'tt/a/tt/b'],
    ['reportFull', 'TT', 'reportFull'],
    ['{TT}x', 'TT', '{TT}x'],
  ] as const)('%s in %s -> %s', (template, game, path) => {
    expect(resolveDataPath(template, game)).toBe(path);
  });
});

describe('sort directions of docs/product.md#constants-and-limits', () => {
  it.each([
    ['asc', 'asc'],
    ['ascend', 'asc'],
    ['desc', 'desc'],
    ['descend', 'desc'],
    [' DESC ', 'desc'],
    ['', null],
    ['up', null],
    [null, null],
    [undefined, null],
  ])('%p -> %p', (value, direction) => {
    expect(sortDirection(value)).toBe(direction);
  });
});
