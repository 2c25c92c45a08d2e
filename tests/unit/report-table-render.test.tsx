import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ReportTable, type ReportTableProps } from '@/app/_components/report-table/report-table';
import type { ReportColumn, ReportRow } from '@/app/_components/report-table/report-columns';
import { ROW_COLOURS } from '@/lib/domain/colour-codes';
import { RENDER_BATCH_INTERVAL_MS } from '@/lib/domain/report-table';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

const columns: ReportColumn[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'count', label: 'Count', kind: 'number' },
  { key: 'amount', label: 'Amount', kind: 'money' },
];

function makeRows(count: number): ReportRow[] {
  return Array.from({ length: count }, (_, index) => ({ name: `user-${index}`, count: index, amount: `${index}.5` }));
}

function show(props: Partial<ReportTableProps> & { rows: readonly ReportRow[] }, locale: 'en' | 'zh' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Singapore">
      <ReportTable columns={columns} {...props} />
    </NextIntlClientProvider>,
  );
}

const bodyRows = (container: HTMLElement) => container.querySelectorAll('tbody tr');
const tick = (batches = 1) => act(() => jest.advanceTimersByTime(RENDER_BATCH_INTERVAL_MS * batches));
const firstCells = (container: HTMLElement, count: number) =>
  Array.from(bodyRows(container))
    .slice(0, count)
    .map((row) => row.querySelector('td')?.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('renders 500 rows at once, then 500 more every 60 ms, in row groups of 100', () => {
  const { container } = show({ rows: makeRows(1_800) });
  expect(bodyRows(container)).toHaveLength(500);
  expect(screen.getByText('Showing 500 of 1,800 rows…')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(RENDER_BATCH_INTERVAL_MS - 1));
  expect(bodyRows(container)).toHaveLength(500);
  act(() => jest.advanceTimersByTime(1));
  expect(bodyRows(container)).toHaveLength(1_000);
  expect(screen.getByText('Showing 1,000 of 1,800 rows…')).toBeInTheDocument();
  tick();
  expect(bodyRows(container)).toHaveLength(1_500);
  tick();
  expect(bodyRows(container)).toHaveLength(1_800);
  expect(container.querySelectorAll('tbody')).toHaveLength(18);
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  expect(screen.getByText('Rows 1–1,800 of 1,800')).toBeInTheDocument();
  tick(5);
  expect(bodyRows(container)).toHaveLength(1_800);
});

test('a row group not yet laid out is as tall as its rows will be', () => {
  const { container } = show({ rows: makeRows(520) });
  tick();
  const sizes = Array.from(container.querySelectorAll('tbody')).map((group) => group.style.containIntrinsicSize);
  expect(sizes).toEqual(['auto 2900px', 'auto 2900px', 'auto 2900px', 'auto 2900px', 'auto 2900px', 'auto 580px']);
});

test('printing first renders every remaining batch', () => {
  const { container } = show({ rows: makeRows(1_800) });
  act(() => {
    window.dispatchEvent(new Event('beforeprint'));
  });
  expect(bodyRows(container)).toHaveLength(1_800);
});

test('a header click sorts by value ascending, a second click descending, with aria-sort', () => {
  const rows = [
    { name: 'b', count: 10, amount: '100.00' },
    { name: 'a', count: 9, amount: '-5.00' },
    { name: 'C', count: 100, amount: '20.00' },
  ];
  const { container } = show({ rows });
  const countHeader = screen.getByRole('columnheader', { name: 'Count' });
  expect(countHeader).not.toHaveAttribute('aria-sort');
  fireEvent.click(within(countHeader).getByRole('button', { name: 'Count' }));
  expect(countHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(firstCells(container, 3)).toEqual(['a', 'b', 'C']);
  fireEvent.click(within(countHeader).getByRole('button'));
  expect(countHeader).toHaveAttribute('aria-sort', 'descending');
  expect(firstCells(container, 3)).toEqual(['C', 'b', 'a']);

  const amountHeader = screen.getByRole('columnheader', { name: 'Amount' });
  fireEvent.click(within(amountHeader).getByRole('button'));
  expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(countHeader).not.toHaveAttribute('aria-sort');
  expect(firstCells(container, 3)).toEqual(['a', 'C', 'b']);
  fireEvent.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
  expect(firstCells(container, 3)).toEqual(['a', 'b', 'C']);
});

test('sorting starts the progressive rendering over from the first batch of the sorted rows', () => {
  const { container } = show({ rows: makeRows(1_200) });
  tick(2);
  expect(bodyRows(container)).toHaveLength(1_200);
  fireEvent.click(screen.getByRole('button', { name: 'Count' }));
  fireEvent.click(screen.getByRole('button', { name: 'Count' }));
  expect(bodyRows(container)).toHaveLength(500);
  expect(firstCells(container, 1)).toEqual(['user-1199']);
  tick(2);
  expect(bodyRows(container)).toHaveLength(1_200);
});

test('money shows exactly 2 decimals; numbers and money align right', () => {
  const { container } = show({ rows: [{ name: 'x', count: 1234, amount: '1234567.8' }, { name: 'y', count: null, amount: 'n/a' }] });
  const [first, second] = Array.from(bodyRows(container));
  expect(Array.from(first?.querySelectorAll('td') ?? []).map((cell) => cell.textContent)).toEqual(['x', '1234', '1,234,567.80']);
  expect(Array.from(second?.querySelectorAll('td') ?? []).map((cell) => cell.textContent)).toEqual(['y', '', 'n/a']);
});

test('a row takes the colour of its colour code', () => {
  const { container } = show({
    rows: [
      { name: 'i', count: 1, amount: '1.00', code: 'ibet' },
      { name: 'n', count: 2, amount: '2.00', code: 'none' },
    ],
    colourField: 'code',
  });
  const [coloured, plain] = Array.from(bodyRows(container)) as HTMLElement[];
  const probe = document.createElement('div');
  probe.style.backgroundColor = ROW_COLOURS.IBET;
  expect(coloured?.style.backgroundColor).toBe(probe.style.backgroundColor);
  expect(plain?.style.backgroundColor).toBe('');
});

test('the pager: 10000 rows a page by default, and at most 10 page links around the current page', () => {
  const { container, unmount } = show({ rows: makeRows(20_000).map(({ name }) => ({ name })) });
  expect(screen.getByText('Showing 500 of 10,000 rows…')).toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'Pages' });
  expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
  expect(firstCells(container, 1)).toEqual(['user-10000']);
  expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  unmount();

  show({ rows: makeRows(250), pageSize: 10 });
  const links = () => within(screen.getByRole('navigation')).getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
  expect(links()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
  expect(links()).toEqual(['16', '17', '18', '19', '20', '21', '22', '23', '24', '25']);
  fireEvent.click(screen.getByRole('button', { name: 'Page 20' }));
  expect(links()).toEqual(['15', '16', '17', '18', '19', '20', '21', '22', '23', '24']);
  expect(screen.getByText('Rows 191–200 of 250')).toBeInTheDocument();
});

test('no rows: the empty state, no pager', () => {
  show({ rows: [] });
  expect(screen.getByRole('cell', { name: 'No data.' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('every text is translated (zh)', () => {
  show({ rows: makeRows(600) }, 'zh');
  expect(screen.getByText('正在显示 600 行中的 500 行…')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '导出 CSV' })).toBeInTheDocument();
});
