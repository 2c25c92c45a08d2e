import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ReportTable, type ReportRowAction, type ReportTableProps } from '@/app/_components/report-table/report-table';
import type { ReportColumn, ReportRow } from '@/app/_components/report-table/report-columns';
import en from '@/messages/en.json';

const columns: ReportColumn[] = [
  { key: 'id', label: 'Id', kind: 'text' },
  { key: 'date', label: 'Date', kind: 'text', sortKey: 'iso' },
  { key: 'amount', label: 'Amount', kind: 'money' },
];

const rows: ReportRow[] = [
  { id: 'a', date: '12/30/2025', iso: '2025-12-30', amount: '5', open: true },
  { id: 'b', date: '01/05/2026', iso: '2026-01-05', amount: '7.5', open: false },
  { id: 'c', date: '02/01/2025', iso: '2025-02-01', amount: '1', open: true },
];

const DELETE: ReportRowAction[] = [
  { key: 'delete', label: 'Action', text: 'Delete', name: (row) => `Delete ${String(row.id)}`, applies: (row) => row.open === true, tone: 'danger' },
];

function show(props: Partial<ReportTableProps> = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
      <ReportTable columns={columns} rows={rows} {...props} />
    </NextIntlClientProvider>,
  );
}

const firstCells = (container: HTMLElement) => Array.from(container.querySelectorAll('tbody tr')).map((row) => row.querySelector('td')?.textContent);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a column sorts by its sortKey field when it has one (dates shown MM/DD/YYYY sort by date)', () => {
  const { container } = show();
  fireEvent.click(screen.getByRole('button', { name: 'Date' }));
  expect(firstCells(container)).toEqual(['c', 'a', 'b']);
  expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
  fireEvent.click(screen.getByRole('button', { name: 'Date' }));
  expect(firstCells(container)).toEqual(['b', 'a', 'c']);
});

test('an initial sort on a column with a sortKey uses it too', () => {
  const { container } = show({ initialSort: { field: 'date', direction: 'desc' } });
  expect(firstCells(container)).toEqual(['b', 'a', 'c']);
});

test('selectable rows: the first cell is a named button, and a click anywhere on the row selects it', () => {
  const onRowSelect = jest.fn();
  const { container } = show({ onRowSelect, rowSelect: { name: (row) => `Open ${String(row.id)}` } });
  const button = screen.getByRole('button', { name: 'Open b' });
  expect(button).toHaveTextContent('b');
  fireEvent.click(button);
  expect(onRowSelect).toHaveBeenLastCalledWith(rows[1]);
  const cells = container.querySelectorAll('tbody tr:nth-child(3) td');
  fireEvent.click(cells[2] as Element);
  expect(onRowSelect).toHaveBeenLastCalledWith(rows[2]);
  expect(onRowSelect).toHaveBeenCalledTimes(2);
});

test('the select button is the keyboard way in: it takes the focus and selects the row of the current order', () => {
  const onRowSelect = jest.fn();
  show({ onRowSelect });
  fireEvent.click(screen.getByRole('button', { name: 'Amount' }));
  const first = within(screen.getAllByRole('row')[1] as HTMLElement).getByRole('button', { name: 'c' });
  first.focus();
  expect(first).toHaveFocus();
  // A native button turns Enter and Space into a click.
  fireEvent.click(first);
  expect(onRowSelect).toHaveBeenCalledWith(rows[2]);
});

test('without onRowSelect, cells stay text and rows take no clicks', () => {
  const { container } = show();
  expect(container.querySelectorAll('tbody button')).toHaveLength(0);
  expect(container.querySelector('tbody tr')).not.toHaveAttribute('data-row');
});

test('a button column: a button on the rows it applies to, its click goes to onRowAction and does not select the row', () => {
  const onRowAction = jest.fn();
  const onRowSelect = jest.fn();
  const { container } = show({ rowActions: DELETE, onRowAction, onRowSelect });
  expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Delete / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Delete a', 'Delete c']);
  fireEvent.click(screen.getByRole('button', { name: 'Delete c' }));
  expect(onRowAction).toHaveBeenCalledWith('delete', rows[2]);
  expect(onRowSelect).not.toHaveBeenCalled();
  // The empty action cell of a row it does not apply to selects nothing either.
  const emptyCell = container.querySelectorAll('tbody tr')[1]?.querySelector('[data-action-cell]');
  fireEvent.click(emptyCell as Element);
  expect(onRowSelect).not.toHaveBeenCalled();
  // Four columns on one template: three data columns and the button column, each at least its content.
  expect(container.querySelector('table')?.style.getPropertyValue('--report-columns').match(/minmax\(calc\(/g)).toHaveLength(4);
});

test('button columns are left out of the exports, which show the dates as on screen', async () => {
  let blob: Blob | undefined;
  URL.createObjectURL = jest.fn((value: Blob) => {
    blob = value;
    return 'blob:report/1';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  show({ rowActions: DELETE, onRowAction: jest.fn(), onRowSelect: jest.fn() });
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  // The export is built after the click (the workbook writer loads on demand): wait for the download.
  await waitFor(() => expect(blob).toBeDefined());
  click.mockRestore();
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob as Blob);
  });
  expect(text.split('\r\n').slice(0, 2)).toEqual(['Id,Date,Amount', 'a,12/30/2025,5.00']);
});

test('no rows: the empty cell spans the button columns too', () => {
  show({ rows: [], rowActions: DELETE, onRowAction: jest.fn() });
  expect(screen.getByRole('cell', { name: 'No data.' })).toHaveAttribute('colspan', '4');
});

test('a new rows prop after a refresh keeps the order the user chose', () => {
  const onRowSelect = jest.fn();
  const { container, rerender } = show({ onRowSelect });
  fireEvent.click(screen.getByRole('button', { name: 'Id' }));
  fireEvent.click(screen.getByRole('button', { name: 'Id' }));
  expect(firstCells(container)).toEqual(['c', 'b', 'a']);
  rerender(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
      <ReportTable columns={columns} rows={rows.slice(0, 2)} onRowSelect={onRowSelect} />
    </NextIntlClientProvider>,
  );
  act(() => jest.runOnlyPendingTimers());
  expect(firstCells(container)).toEqual(['b', 'a']);
  fireEvent.click(screen.getByRole('button', { name: 'a' }));
  expect(onRowSelect).toHaveBeenCalledWith(rows[0]);
});
