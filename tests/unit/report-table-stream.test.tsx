// A big report's rows streamed after its first batch (report-stream.ts): the table shows, counts,
// lays out and pages the whole report from its first render, and sorting, paging and exports wait for
// the rest. The streamed table must look exactly like the same table given every row at once.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Component, type ReactNode } from 'react';
import { contentWidths } from '@/app/_components/report-table/column-widths';
import { footCells, type ReportColumn, type ReportRow, type ReportTotal } from '@/app/_components/report-table/report-columns';
import { STREAM_PART_ROWS, streamRows, type ReportRowsToCome } from '@/app/_components/report-table/report-stream';
import { ReportTable, type ReportTableProps } from '@/app/_components/report-table/report-table';
import { ReportSection } from '@/app/(shell)/report/_report/report-section';
import { RENDER_BATCH_INTERVAL_MS, RENDER_BATCH_SIZE } from '@/lib/domain/report-table';
import en from '@/messages/en.json';
import { catchDownloads, readBlob } from '../support/downloads';
import { Providers } from './tickets-fixtures';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const columns: ReportColumn[] = [
  { key: 'name', label: 'Name', kind: 'text', shrink: true },
  { key: 'count', label: 'Count', kind: 'number' },
  { key: 'amount', label: 'Amount', kind: 'money' },
];
const totals: ReportTotal[] = [{ label: 'Total', row: { count: 1, amount: '123456789.00' } }];

/** Rows whose counts fall (so an ascending sort turns the report over); a long name late in the report. */
function makeRows(count: number): ReportRow[] {
  return Array.from({ length: count }, (_, index) => ({ name: index === count - 3 ? 'a-rather-long-member-name-typed-late' : `user-${index}`, count: count - index, amount: `${index}.5` }));
}

const downloads = catchDownloads();
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The report streamed as the server would, its parts held back until `arrive`. */
function streamed(rows: readonly ReportRow[], initialSort?: ReportTableProps['initialSort']) {
  const split = streamRows(columns, rows, totals, initialSort);
  if (!split.more) throw new Error('not streamed');
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const more: ReportRowsToCome = { ...split.more, parts: split.more.parts.map((part) => gate.then(() => part)) };
  // Opens the gate, then lets each part's timer turn pass (report-stream.ts), without a render tick.
  const arrive = () =>
    act(async () => {
      open();
      for (let turn = 0; turn <= more.parts.length; turn++) {
        jest.advanceTimersByTime(0);
        for (let step = 0; step < 5; step++) await Promise.resolve();
      }
    });
  return { rows: split.rows, more, arrive };
}

function show(props: Partial<ReportTableProps> & { rows: readonly ReportRow[] }) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
      <ReportTable columns={columns} totals={totals} fileName="stakes" {...props} />
    </NextIntlClientProvider>,
  );
}

const bodyRows = (container: HTMLElement) => container.querySelectorAll('tbody tr');
const firstCell = (container: HTMLElement) => bodyRows(container)[0]?.querySelector('td')?.textContent;
/** A click whose transition may wait for the rest (an awaited act, as React asks of what suspends). */
const clickAndWait = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });
const tick = (batches = 1) => act(() => jest.advanceTimersByTime(RENDER_BATCH_INTERVAL_MS * batches));

describe('streamRows', () => {
  it('passes a report of one batch or less whole', () => {
    const rows = makeRows(RENDER_BATCH_SIZE);
    expect(streamRows(columns, rows, totals)).toEqual({ rows });
  });

  it('sends the first batch, then the rest in parts, one timer turn after another, with the count and the widths of the whole report', async () => {
    const rows = makeRows(4_600);
    const { rows: first, more } = streamRows(columns, rows, totals);
    const settled: number[] = [];
    more?.parts.forEach((part, index) => void Promise.resolve(part).then(() => settled.push(index)));
    await act(async () => {});
    expect(settled).toEqual([]);
    await act(async () => jest.advanceTimersByTime(0));
    expect(settled).toEqual([0]);
    await act(async () => jest.advanceTimersByTime(0));
    await act(async () => jest.advanceTimersByTime(0));
    expect(settled).toEqual([0, 1, 2]);
    expect(first).toEqual(rows.slice(0, RENDER_BATCH_SIZE));
    expect(more?.total).toBe(4_600);
    expect(more?.sorted).toBe(false);
    const parts = await Promise.all(more?.parts ?? []);
    expect(parts.map((part) => part.length)).toEqual([STREAM_PART_ROWS, STREAM_PART_ROWS, 100]);
    expect(first.concat(...parts)).toEqual(rows);
    expect(more?.widths).toEqual(contentWidths(columns, rows, footCells(columns, totals)));
  });

  it('puts the rows in the initial order first, as the table would sort them', async () => {
    const rows = makeRows(1_200);
    const { rows: first, more } = streamRows(columns, rows, totals, { field: 'count', direction: 'asc' });
    jest.useRealTimers();
    const parts = await Promise.all(more?.parts ?? []);
    expect(more?.sorted).toBe(true);
    expect(first.concat(...parts).map((row) => row.count)).toEqual(rows.map((row) => row.count).reverse());
  });
});

describe('ReportTable with rows still to come', () => {
  it('looks exactly like the table given every row, before the rest comes and batch by batch after', async () => {
    const rows = makeRows(1_800);
    const stream = streamed(rows);
    const whole = show({ rows });
    const part = show({ rows: stream.rows, more: stream.more });
    const table = (view: ReturnType<typeof show>) => view.container.innerHTML;
    expect(bodyRows(part.container)).toHaveLength(RENDER_BATCH_SIZE);
    expect(table(part)).toBe(table(whole));
    expect(within(part.container).getByText('Showing 500 of 1,800 rows…')).toBeInTheDocument();
    await stream.arrive();
    expect(table(part)).toBe(table(whole));
    for (let batch = 2; batch <= 4; batch++) {
      tick();
      expect(table(part)).toBe(table(whole));
    }
    expect(bodyRows(part.container)).toHaveLength(1_800);
    expect(within(part.container).getByText('Rows 1–1,800 of 1,800')).toBeInTheDocument();
  });

  it('holds its batches at the rows it has until the rest comes', async () => {
    const stream = streamed(makeRows(1_800));
    const { container } = show({ rows: stream.rows, more: stream.more });
    tick(5);
    expect(bodyRows(container)).toHaveLength(RENDER_BATCH_SIZE);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(1_800 + 1 + 1));
    expect(screen.getByTestId('report-totals').querySelector('tr')).toHaveAttribute('aria-rowindex', String(1_800 + 2));
    await stream.arrive();
    tick();
    expect(bodyRows(container)).toHaveLength(1_000);
  });

  it('sorts the whole report, once it is there, when a header is clicked before', async () => {
    const stream = streamed(makeRows(1_800));
    const { container } = show({ rows: stream.rows, more: stream.more });
    expect(firstCell(container)).toBe('user-0');
    await clickAndWait(screen.getByRole('button', { name: 'Count' }));
    expect(firstCell(container)).toBe('user-0');
    await stream.arrive();
    expect(firstCell(container)).toBe('user-1799');
    expect(screen.getByRole('columnheader', { name: /Count/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('starts in the initial order the server sorted it in, and sorts again on a click', async () => {
    const stream = streamed(makeRows(1_800), { field: 'count', direction: 'asc' });
    const { container } = show({ rows: stream.rows, more: stream.more, initialSort: { field: 'count', direction: 'asc' } });
    expect(firstCell(container)).toBe('user-1799');
    await stream.arrive();
    tick(3);
    expect(bodyRows(container)).toHaveLength(1_800);
    expect(bodyRows(container)[1_799]?.querySelector('td')?.textContent).toBe('user-0');
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    await act(async () => {});
    expect(firstCell(container)).toBe('user-0');
  });

  it('pages over the whole report: another page clicked before the rest shows once it is there', async () => {
    const stream = streamed(makeRows(1_800));
    const { container } = show({ rows: stream.rows, more: stream.more, pageSize: 1_000 });
    const pager = screen.getByRole('navigation');
    await clickAndWait(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(firstCell(container)).toBe('user-0');
    await stream.arrive();
    expect(firstCell(container)).toBe('user-1000');
    expect(bodyRows(container)[0]).toHaveAttribute('aria-rowindex', '1002');
    tick();
    expect(bodyRows(container)).toHaveLength(800);
    expect(screen.getByText('Rows 1,001–1,800 of 1,800')).toBeInTheDocument();
  });

  it('exports every row and the totals, even when asked before the rest has come', async () => {
    const stream = streamed(makeRows(1_800));
    show({ rows: stream.rows, more: stream.more });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await act(async () => {});
    expect(downloads).toHaveLength(0);
    await stream.arrive();
    await act(async () => {
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    });
    expect(downloads).toHaveLength(1);
    const lines = (await readBlob(downloads[0]!.blob, 'text')).trim().split('\r\n');
    expect(lines).toHaveLength(1 + 1_800 + 1);
    expect(lines[1]).toBe('user-0,1800,0.50');
    expect(lines[1_800]).toBe('user-1799,1,1799.50');
    expect(lines[1_801]).toBe('Total,1,123456789.00');
  });
});

describe('ReportTable whose rest never comes', () => {
  it('throws to the error boundary instead of counting rows that will not show', async () => {
    const split = streamRows(columns, makeRows(1_200), totals);
    if (!split.more) throw new Error('not streamed');
    let fail = (_error: Error) => {};
    const broken = new Promise<readonly ReportRow[]>((_, reject) => (fail = reject));
    const more: ReportRowsToCome = { ...split.more, parts: [broken] };
    class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
      override state = { error: null };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      override render() {
        return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
      }
    }
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
        <Boundary>
          <ReportTable columns={columns} rows={split.rows} more={more} />
        </Boundary>
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    await act(async () => fail(new Error('Connection closed.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Connection closed.');
    quiet.mockRestore();
  });
});

describe('ReportSection', () => {
  it('streams a report of more than one batch: its first batch at once, the rest after', async () => {
    const rows = makeRows(1_200);
    const { container } = render(
      <Providers>
        <ReportSection name="stake" caption="Stake Report" columns={columns} rows={rows} totals={totals} fileName="stakes" />
      </Providers>,
    );
    expect(bodyRows(container)).toHaveLength(RENDER_BATCH_SIZE);
    expect(screen.getByRole('table', { name: 'Stake Report' })).toHaveAttribute('aria-rowcount', String(1_200 + 2));
    await act(async () => {
      for (let turn = 0; turn < 3; turn++) {
        jest.advanceTimersByTime(0);
        for (let step = 0; step < 5; step++) await Promise.resolve();
      }
    });
    tick(2);
    expect(bodyRows(container)).toHaveLength(1_200);
    expect(screen.getByText('Rows 1–1,200 of 1,200')).toBeInTheDocument();
  });
});
