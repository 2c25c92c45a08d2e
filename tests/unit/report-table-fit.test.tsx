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
import {
  actionWidth,
  capOf,
  contentWidths,
  cssLength,
  COMPACT_FONT_PX,
  DESKTOP_BOX_PX,
  headerWidth,
  isLongText,
  sizedMinWidth,
  sizedTemplate,
  TEXT_CAP_EM,
  TEXT_MIN_CAP_EM,
  fitTable,
  textWidth,
} from '@/app/_components/report-table/column-widths';
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

  describe('a table too wide for the desktop box goes compact, then cuts its longest names', () => {
    // The strike report's fourteen columns, as CI found them: 1,073 px in the 1,028 px box at 1280 px.
    const strike: ReportColumn[] = [
      { key: 'at', label: 'Placed', kind: 'text' },
      { key: 'user', label: 'User', kind: 'text', shrink: true },
      { key: 'name', label: 'Name', kind: 'text', shrink: true },
      { key: 'number', label: 'Number', kind: 'text' },
      { key: 'kind', label: 'Type', kind: 'text' },
      ...['Big', 'Small'].map((key) => ({ key, label: key, kind: 'money' as const })),
      { key: 'prize', label: 'Prize', kind: 'text' },
      { key: 'win', label: 'Win No.', kind: 'text' },
      ...['Big Rate', 'Small Rate', 'Big Win', 'Small Win', 'Total'].map((key) => ({ key, label: key, kind: 'money' as const })),
    ];
    const row: ReportRow = {
      at: '11/27/2026 13:33:00',
      user: 'member1',
      name: 'Member One',
      number: '4614',
      kind: 'Ordinary',
      Big: '1',
      Small: '0',
      prize: 'Consolation 8',
      win: '4614',
      'Big Rate': '60',
      'Small Rate': '0',
      'Big Win': '60',
      'Small Win': '0',
      Total: '60',
    };
    const longName = { ...row, user: 'e2e_notice_member', name: 'A member whose name someone typed out' };
    /** A least width in px at a font size. */
    const pxOf = (length: string, fontPx = 13) => {
      const [, em, px] = /^calc\(([\d.]+)em \+ (\d+)px\)$/.exec(length) ?? [];
      return Number(em) * fontPx + Number(px);
    };

    it('stays as it is where it fits', () => {
      expect(fitTable(columns, contentWidths(columns, rows))).toEqual({ nameCap: TEXT_CAP_EM, compact: false });
    });

    it('goes compact, cutting nothing, where that is enough (the strike report of CI)', () => {
      const widths = contentWidths(strike, [row]);
      expect(pxOf(sizedMinWidth(strike, widths))).toBeGreaterThan(DESKTOP_BOX_PX);
      expect(fitTable(strike, widths)).toEqual({ nameCap: TEXT_CAP_EM, compact: true });
      expect(pxOf(sizedMinWidth(strike, widths), COMPACT_FONT_PX)).toBeLessThanOrEqual(DESKTOP_BOX_PX);
    });

    it('then lowers the names’ cap no further than it must; other texts and money keep their width', () => {
      const widths = contentWidths(strike, [longName]);
      const { nameCap: cap, compact } = fitTable(strike, widths);
      expect(compact).toBe(true);
      expect(cap).toBeLessThan(TEXT_CAP_EM);
      expect(cap).toBeGreaterThanOrEqual(TEXT_MIN_CAP_EM);
      expect(pxOf(sizedMinWidth(strike, widths, [], cap), COMPACT_FONT_PX)).toBeLessThanOrEqual(DESKTOP_BOX_PX);
      expect(pxOf(sizedMinWidth(strike, widths, [], cap + 0.25), COMPACT_FONT_PX)).toBeGreaterThan(DESKTOP_BOX_PX);
      const tracks = sizedTemplate(strike, widths, [], cap).split(' minmax(');
      strike.forEach((column, index) => {
        const width = widths[index] ?? 0;
        const least = column.shrink ? Math.min(width, cap) : column.kind === 'text' ? Math.min(width, TEXT_CAP_EM) : width;
        expect(tracks[index]?.replace(/^minmax\(/, '')).toBe(`${cssLength(least)}, 1fr)`);
      });
      expect(capOf(strike[2] as ReportColumn, cap)).toBe(cap);
      expect(capOf(strike[0] as ReportColumn, cap)).toBe(TEXT_CAP_EM);
      expect(capOf(strike[5] as ReportColumn, cap)).toBe(Infinity);
    });

    it('on screen: the compact table, and a title on every name cut and on nothing else', () => {
      show({ columns: strike, rows: [longName] });
      const table = screen.getByRole('table');
      expect(table.className).toMatch(/compact/);
      const { nameCap: cap } = fitTable(strike, contentWidths(strike, [longName]));
      const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
      strike.forEach((column, index) => {
        const text = longName[column.key as keyof typeof longName] as string;
        const cell = cells[index] as HTMLElement;
        if (column.shrink && textWidth(text) > cap) expect(cell).toHaveAttribute('title', text);
        else expect(cell).not.toHaveAttribute('title');
      });
    });

    it('a table that fits is not compact, on screen', () => {
      show({});
      expect(screen.getByRole('table').className).not.toMatch(/compact/);
    });

    it('for any table: it fits the box, or is compact with its names at the least; never cut more than needed', () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.record({ kind: fc.constantFrom('text' as const, 'money' as const), shrink: fc.boolean(), width: fc.double({ min: 0, max: 40, noNaN: true }) }),
            { maxLength: 30 },
          ),
          (specs) => {
            const sized = specs.map((spec, index) => ({ key: `c${index}`, label: '', kind: spec.kind, shrink: spec.shrink }));
            const widths = specs.map((spec) => spec.width);
            const { nameCap: cap, compact } = fitTable(sized, widths);
            expect(cap).toBeGreaterThanOrEqual(TEXT_MIN_CAP_EM);
            expect(cap).toBeLessThanOrEqual(TEXT_CAP_EM);
            const least = (at: number, fontPx: number) => pxOf(sizedMinWidth(sized, widths, [], at), fontPx);
            if (!compact) expect(least(cap, 13)).toBeLessThanOrEqual(DESKTOP_BOX_PX + 1);
            else expect(least(TEXT_CAP_EM, 13)).toBeGreaterThan(DESKTOP_BOX_PX - 1);
            if (compact && cap > TEXT_MIN_CAP_EM) expect(least(cap, COMPACT_FONT_PX)).toBeLessThanOrEqual(DESKTOP_BOX_PX + 1);
            if (cap < TEXT_CAP_EM) expect(least(cap + 0.25, COMPACT_FONT_PX)).toBeGreaterThan(DESKTOP_BOX_PX - 1);
          },
        ),
      );
    });
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
