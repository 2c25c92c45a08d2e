// The report table fits its content and adds up: column widths from the cells (column-widths.ts), the
// totals as the table's own footer on the rows' template, and printing that shows every row without
// scroll boxes or sticky parts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { NextIntlClientProvider } from 'next-intl';
import { ReportTable, type ReportTableProps } from '@/app/_components/report-table/report-table';
import type { ReportColumn, ReportRow, ReportRowAction } from '@/app/_components/report-table/report-columns';
import { actionWidth, contentWidths, cssLength, headerWidth, isLongText, sizedMinWidth, sizedTemplate, TEXT_CAP_EM, textWidth } from '@/app/_components/report-table/column-widths';
import en from '@/messages/en.json';

const columns: ReportColumn[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'count', label: 'Bet Count', kind: 'number' },
  { key: 'amount', label: 'Amount', kind: 'money' },
];
const rows: ReportRow[] = Array.from({ length: 700 }, (_, index) => ({ name: `user-${index}`, count: index, amount: `${index}.5` }));
const remove: ReportRowAction = { key: 'delete', label: 'Action', text: 'Delete' };

function show(props: Partial<ReportTableProps>) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
      <ReportTable columns={columns} rows={rows} {...props} />
    </NextIntlClientProvider>,
  );
}

describe('column widths from content', () => {
  it('counts every character in em: tabular digits alike, wide and narrow letters apart', () => {
    expect(textWidth('')).toBe(0);
    expect(textWidth('1,234.50')).toBeCloseTo(6 * 0.64 + 0.84);
    expect(textWidth('0000')).toBe(textWidth('1111'));
    expect(textWidth('MW')).toBeGreaterThan(textWidth('ab'));
    expect(textWidth('il')).toBeLessThan(textWidth('ab'));
    expect(textWidth('代理')).toBeGreaterThanOrEqual(2);
  });

  it('a header wraps at its spaces: its least width is its widest word', () => {
    expect(headerWidth('Small Rate')).toBe(textWidth('Small'));
    expect(headerWidth('Win/Loss')).toBe(textWidth('Win/Loss'));
  });

  it('is never narrower than any cell or the header’s widest word', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 40 }), fc.string({ maxLength: 20 }), (texts, label) => {
        const [width] = contentWidths([{ key: 'a', label, kind: 'text' }], texts.map((a) => ({ a })));
        for (const text of [...texts, ...label.split(/\s+/)]) expect(width).toBeGreaterThanOrEqual(textWidth(text));
      }),
    );
  });

  it('reads money as the screen shows it, totals included', () => {
    const [width] = contentWidths([{ key: 'm', label: 'M', kind: 'money' }], [{ m: '5' }], [{ m: '1234567.5' }]);
    expect(width).toBe(textWidth('1,234,567.50'));
  });

  it('a fill column takes the room left; the others keep their content width', () => {
    const sized = [
      { key: 'a', label: 'A', kind: 'text' as const },
      { key: 'b', label: 'B', kind: 'text' as const, fill: true },
    ];
    const widths = contentWidths(sized, [{ a: 'x', b: 'a very long text' }]);
    expect(sizedTemplate(sized, widths)).toBe(`${cssLength(widths[0] ?? 0)} minmax(12em, 1fr)`);
    expect(sizedTemplate(sized.slice(0, 1), widths)).toBe(`minmax(${cssLength(widths[0] ?? 0)}, 1fr)`);
  });

  it('a text column asks for at most the cap; a longer text carries its whole text as its title', () => {
    const name = 'An agent whose name someone typed out at great length';
    const sized = [
      { key: 'name', label: 'Name', kind: 'text' as const },
      { key: 'amount', label: 'Amount', kind: 'money' as const },
    ];
    const widths = contentWidths(sized, [{ name, amount: 1 }]);
    expect(widths[0]).toBeGreaterThan(TEXT_CAP_EM);
    expect(sizedTemplate(sized, widths)).toBe(`minmax(${cssLength(TEXT_CAP_EM)}, 1fr) minmax(${cssLength(widths[1] ?? 0)}, 1fr)`);
    expect(isLongText(name)).toBe(true);
    expect(isLongText('agent1')).toBe(false);
    show({ columns: [{ key: 'name', label: 'Name', kind: 'text' }], rows: [{ name }, { name: 'agent1' }] });
    expect(screen.getByRole('cell', { name })).toHaveAttribute('title', name);
    expect(screen.getByRole('cell', { name: 'agent1' })).not.toHaveAttribute('title');
  });

  it('the least table width adds up every column and the buttons', () => {
    expect(sizedMinWidth(columns.slice(0, 2), [1, 0.5], [3])).toBe('calc(4.5em + 24px)');
    expect(actionWidth('Action', 'Delete')).toBeGreaterThan(textWidth('Delete') * (12 / 13));
  });
});

describe('the totals footer', () => {
  const totals = [
    { label: 'Total', row: { count: 700, amount: '719400' } },
    { label: 'Own (agent2)', row: { amount: '-0.5' } },
  ];

  it('is the table’s last part, one row per total on the rows’ template, label first, money with 2 decimals', () => {
    const { container } = show({ totals, rowActions: [remove], onRowAction: jest.fn() });
    const table = screen.getByRole('table');
    const foot = screen.getByTestId('report-totals');
    expect(foot.tagName).toBe('TFOOT');
    expect(table.lastElementChild).toBe(foot);
    const footRows = within(foot).getAllByRole('row');
    expect(footRows).toHaveLength(2);
    const headRow = container.querySelector('thead tr') as HTMLElement;
    for (const row of footRows) {
      expect(row.className).toBe(headRow.className.split(' ')[0]);
      expect(row.children).toHaveLength(headRow.children.length);
    }
    expect(within(footRows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Total');
    expect(foot.querySelector('[data-field="amount"]')).toHaveTextContent('719,400.00');
    expect(footRows[1]?.querySelector('[data-field="count"]')).toBeEmptyDOMElement();
    expect(footRows[1]?.querySelector('[data-field="amount"]')).toHaveTextContent('-0.50');
    expect(table).toHaveAttribute('aria-rowcount', '703');
    expect(footRows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['702', '703']);
    // No separate totals table any more.
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('shows under an empty report and is absent without totals', () => {
    show({ rows: [], totals: [{ label: 'Total', row: { amount: '0' } }] });
    expect(screen.getByTestId('report-totals')).toHaveTextContent('0.00');
    expect(screen.getByRole('table').lastElementChild?.tagName).toBe('TFOOT');
  });

  it('is absent without totals', () => {
    show({});
    expect(screen.queryByTestId('report-totals')).toBeNull();
  });

  it('widens the first column for its labels', () => {
    const { container } = show({ rows: rows.slice(0, 1), totals: [{ label: 'A rather long label', row: {} }] });
    const template = (container.querySelector('table') as HTMLElement).style.getPropertyValue('--report-columns');
    expect(template.split(' minmax(')[0]).toBe(`minmax(${cssLength(textWidth('A rather long label'))}, 1fr)`);
  });
});

describe('printing', () => {
  const listeners: ((event: { matches: boolean }) => void)[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    listeners.length = 0;
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener),
      removeEventListener: jest.fn(),
    }));
  });
  afterEach(() => jest.useRealTimers());

  it('renders every progressive row when the print media starts', () => {
    const { container } = show({});
    expect(container.querySelectorAll('tbody tr')).toHaveLength(500);
    act(() => listeners.forEach((listener) => listener({ matches: false })));
    expect(container.querySelectorAll('tbody tr')).toHaveLength(500);
    act(() => listeners.forEach((listener) => listener({ matches: true })));
    expect(container.querySelectorAll('tbody tr')).toHaveLength(700);
  });

  it('print CSS drops the scroll box and the sticky parts, and prints the totals once', () => {
    const css = readFileSync(path.join(process.cwd(), 'app/_components/report-table/report-table.module.css'), 'utf8');
    const print = css.slice(css.indexOf('@media print'));
    expect(print).toMatch(/\.scroll \{\s+max-height: none;\s+overflow: visible;/);
    expect(print).toMatch(/\.head,\s+\.foot,\s+\.row > :first-child \{\s+position: static;/);
    expect(print).toMatch(/\.foot \{\s+display: table-row-group;/);
    expect(print).toMatch(/table-layout: auto;/);
    expect(css).not.toMatch(/text-overflow: ellipsis;[^}]*\}\s*\.(cell|rowButton)/);
  });
});
