import {
  clampPage,
  COLUMN_SCROLL_WIDTH_PX,
  compareCells,
  pageCount,
  pageLinks,
  pageRows,
  PAGER_MAX_LINKS,
  PAGER_PAGE_SIZE,
  RENDER_BATCH_INTERVAL_MS,
  RENDER_BATCH_SIZE,
  renderBatches,
  renderedRows,
  REPORT_PAGE_SIZE,
  sortRows,
} from '@/lib/domain/report-table';

test('numbers of docs/product.md#constants-and-limits', () => {
  expect({ REPORT_PAGE_SIZE, PAGER_PAGE_SIZE, PAGER_MAX_LINKS, COLUMN_SCROLL_WIDTH_PX, RENDER_BATCH_SIZE, RENDER_BATCH_INTERVAL_MS }).toEqual({
    REPORT_PAGE_SIZE: 100,
    PAGER_PAGE_SIZE: 10000,
    PAGER_MAX_LINKS: 10,
    COLUMN_SCROLL_WIDTH_PX: 1060,
    RENDER_BATCH_SIZE: 500,
    RENDER_BATCH_INTERVAL_MS: 60,
  });
});

describe('paging', () => {
  it.each([
    [0, 10000, 1],
    [1, 10000, 1],
    [10000, 10000, 1],
    [10001, 10000, 2],
    [20000, 10000, 2],
    [250, 100, 3],
    [-5, 100, 1],
  ])('%d rows by %d: %d pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  test('the shared pager size is the default', () => {
    expect(pageCount(20_001)).toBe(3);
  });

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [1, 25, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [6, 25, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [7, 25, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    [13, 25, [8, 9, 10, 11, 12, 13, 14, 15, 16, 17]],
    [25, 25, [16, 17, 18, 19, 20, 21, 22, 23, 24, 25]],
    [99, 25, [16, 17, 18, 19, 20, 21, 22, 23, 24, 25]],
    [0, 25, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [3, 0, [1]],
  ])('page %d of %d shows %j', (page, pages, links) => {
    expect(pageLinks(page, pages)).toEqual(links);
    expect(pageLinks(page, pages).length).toBeLessThanOrEqual(PAGER_MAX_LINKS);
  });

  it.each([
    [0, 5, 1],
    [-3, 5, 1],
    [2.7, 5, 2],
    [9, 5, 5],
    [NaN, 5, 1],
    [Infinity, 5, 1],
    [3, 0, 1],
  ])('clampPage(%p, %p) = %p', (page, pages, clamped) => {
    expect(clampPage(page, pages)).toBe(clamped);
  });

  test('rows of a page', () => {
    const rows = Array.from({ length: 250 }, (_, i) => i);
    expect(pageRows(rows, 1, 100)).toEqual(rows.slice(0, 100));
    expect(pageRows(rows, 3, 100)).toEqual(rows.slice(200));
    expect(pageRows(rows, 9, 100)).toEqual(rows.slice(200));
    expect(pageRows([], 1, 100)).toEqual([]);
  });
});

describe('progressive rendering: 500 rows every 60 ms', () => {
  test('20,000 rows are 40 batches, each of at most 500, covering every row once', () => {
    const batches = renderBatches(20_000);
    expect(batches).toHaveLength(40);
    expect(batches[0]).toEqual([0, 500]);
    expect(batches.at(-1)).toEqual([19_500, 20_000]);
    expect(batches.every(([start, end], i) => end - start === 500 && start === i * 500)).toBe(true);
  });

  it.each([
    [0, []],
    [1, [[0, 1]]],
    [500, [[0, 500]]],
    [501, [[0, 500], [500, 501]]],
  ])('%d rows -> %j', (total, batches) => {
    expect(renderBatches(total)).toEqual(batches);
  });

  it.each([
    [1200, 0, 0],
    [1200, 1, 500],
    [1200, 2, 1000],
    [1200, 3, 1200],
    [1200, 9, 1200],
    [1200, -1, 0],
  ])('%d rows after %d batches: %d on screen', (total, batches, rows) => {
    expect(renderedRows(total, batches)).toBe(rows);
  });
});

describe('sorting', () => {
  it.each([
    [1, 2, -1],
    [10, 9, 1],
    ['10.50', '9.99', 1],
    ['-1.00', '0.50', -1],
    ['a10', 'a9', 1],
    ['abc', 'ABD', -1],
    ['same', 'SAME', 0],
    ['2025-04-20T02:00:00Z', '2025-04-19T02:00:00Z', 1],
  ])('compareCells(%p, %p) has the sign of %p', (a, b, sign) => {
    expect(Math.sign(compareCells(a, b))).toBe(sign);
  });

  interface Row {
    id: number;
    Amount: string | null;
    Name: string;
  }
  const rows: Row[] = [
    { id: 1, Amount: '100.00', Name: 'beta' },
    { id: 2, Amount: null, Name: 'Alpha' },
    { id: 3, Amount: '9.50', Name: 'gamma' },
    { id: 4, Amount: '100.00', Name: 'delta' },
    { id: 5, Amount: '-3.00', Name: 'alpha' },
  ];

  test('by money, ascending and descending, stable, blanks last', () => {
    expect(sortRows(rows, 'Amount', 'asc').map((row) => row.id)).toEqual([5, 3, 1, 4, 2]);
    expect(sortRows(rows, 'Amount', 'desc').map((row) => row.id)).toEqual([1, 4, 3, 5, 2]);
  });

  test('by text, case-insensitive and stable', () => {
    expect(sortRows(rows, 'Name', 'asc').map((row) => row.id)).toEqual([2, 5, 1, 4, 3]);
  });

  test('the input is not changed', () => {
    const copy = [...rows];
    sortRows(rows, 'Name', 'desc');
    expect(rows).toEqual(copy);
  });
});
