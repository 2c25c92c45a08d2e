// The report scaffold's client parts (app/(shell)/report/_report): the pickers (ReportFilters), a
// report section (table, drill-down, totals) and its exports (csv with BOM, formula-safe, exact money).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { buildExport } from '@/app/_components/report-table/report-export';
import { ReportFilters, type ReportFiltersProps } from '@/app/(shell)/report/_report/report-filters';
import { FIGURE_COLUMNS, reportColumns, reportRow } from '@/app/(shell)/report/_report/report-rows';
import { ReportSection } from '@/app/(shell)/report/_report/report-section';
import en from '@/messages/en.json';
import { Providers } from './tickets-fixtures';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const NOW = 1_772_000_000_000;
const USERS = [
  { UserId: 'agent1', UserName: 'Agent One', Role: 'AG' },
  { UserId: 'agent2', UserName: 'Agent Two', Role: 'AG' },
];
const labels = en.reports.columns as Record<string, string>;
const COLUMNS = reportColumns(['UserId', 'UserName', ...FIGURE_COLUMNS], (key) => labels[key] ?? key);
const figures = { Turnover: '155.55', Commission: '7.78', Strike: '1200.00', WinLoss: '1052.23', OwnCommission: '0.00', OwnShare: '0.00', UplineShare: '-1052.23', Amount: '1052.23' };
const ROWS = [reportRow({ UserId: 'member1', UserName: 'Member One', ...figures }), reportRow({ UserId: 'member3', UserName: '=HYPERLINK("x")', ...figures, WinLoss: '-5.50' })];

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

function showFilters(props: Partial<ReportFiltersProps> & Pick<ReportFiltersProps, 'mode'>) {
  return render(
    <Providers>
      <ReportFilters action="/report/full" query={{ LocId: 'SG', VW: 'RPTFULL' }} users={USERS} userId="agent1" {...props} />
    </Providers>,
  );
}
const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));

describe('ReportFilters', () => {
  it('one draw: shows the draw and whose report, and loads the page anew with the pick and a new rand', async () => {
    showFilters({ mode: 'draw', draws: [{ DrawId: 30, DrawDate: '2025-04-19' }, { DrawId: 29, DrawDate: '2025-04-16' }], drawId: 30 });
    expect(screen.getByRole('combobox', { name: 'Draw Date' })).toHaveDisplayValue('04/19/2025');
    expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('agent1 - Agent One');
    fireEvent.change(screen.getByRole('combobox', { name: 'Draw Date' }), { target: { value: '29' } });
    await submit();
    expect(push).toHaveBeenCalledWith(`/report/full?VW=RPTFULL&UserId=agent1&LocId=SG&DrawId=29&rand=${NOW}`);
  });

  it('without a draw to pick, asks for one at the field', async () => {
    showFilters({ mode: 'draw', draws: [], drawId: null });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a draw.');
    expect(push).not.toHaveBeenCalled();
  });

  it('a range: sends DrawFrom and DrawTo as ISO dates and keeps the page’s extras; a member has no user picker', async () => {
    showFilters({ mode: 'range', action: '/embed/report/summary', query: { LocId: 'SG', VW: 'RPTSUM' }, users: null, userId: null, from: '04/13/2025', to: '04/20/2025', extra: { ViewDay: '7' } });
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    fireEvent.change(field('Draw From'), { target: { value: '1/4/2025' } });
    await act(async () => fireEvent.submit(field('Draw From').closest('form') as HTMLFormElement));
    expect(push).toHaveBeenCalledWith(`/embed/report/summary?VW=RPTSUM&LocId=SG&DrawFrom=2025-04-01&DrawTo=2025-04-20&rand=${NOW}&ViewDay=7`);
  });

  it('refuses a bad range at its field, with the focus there', async () => {
    showFilters({ mode: 'range', from: '04/20/2025', to: '04/13/2025' });
    await submit();
    expect(field('Draw To')).toHaveAccessibleDescription('Draw From may not be after Draw To.');
    expect(field('Draw To')).toHaveFocus();
    fireEvent.change(field('Draw From'), { target: { value: '01/01/2024' } });
    fireEvent.change(field('Draw To'), { target: { value: '01/03/2025' } });
    await submit();
    expect(field('Draw To')).toHaveAccessibleDescription('A range covers at most 366 days.');
    expect(push).not.toHaveBeenCalled();
  });

  it('works without script as a GET form carrying LocId and VW', () => {
    const { container } = showFilters({ mode: 'draw', draws: [{ DrawId: 30, DrawDate: '2025-04-19' }], drawId: 30 });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/report/full');
    expect(form?.querySelector('input[type="hidden"][name="LocId"]')).toHaveValue('SG');
    expect(form?.querySelector('input[type="hidden"][name="VW"]')).toHaveValue('RPTFULL');
    expect(form?.querySelector('select[name="DrawId"]')).toHaveValue('30');
  });
});

describe('ReportSection', () => {
  const show = (drill = true) =>
    render(
      <Providers>
        <ReportSection
          name="full"
          title="Children"
          caption="Full report of agent2"
          columns={COLUMNS}
          rows={ROWS}
          totals={[{ label: 'Total', row: { ...figures, Turnover: '311.10', WinLoss: '1046.73' } }]}
          fileName="full-report"
          drill={drill ? { path: '/report/full', query: { LocId: 'SG', VW: 'RPTFULL', DrawId: '30' } } : undefined}
        />
      </Providers>,
    );

  it('names the table, right-aligns money with exactly 2 decimals and adds the totals line', () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Children' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Full report of agent2' });
    const cells = within(within(table).getAllByRole('row')[2] as HTMLElement).getAllByRole('cell');
    expect(cells[5]).toHaveTextContent('-5.50');
    expect(cells[5]?.className).toMatch(/numeric/);
    expect(cells[0]?.className).not.toMatch(/numeric/);
    const totals = screen.getByTestId('report-totals');
    expect(table).toContainElement(totals);
    expect(totals.tagName).toBe('TFOOT');
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    expect(totals.querySelector('[data-field="Turnover"]')).toHaveTextContent('311.10');
    expect(totals.querySelector('[data-field="WinLoss"]')).toHaveTextContent('1,046.73');
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export ARA' })).toBeNull();
  });

  it('a row’s user opens its report, by its button (keyboard) or a click on the row', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'member3: open this user’s report' }));
    expect(push).toHaveBeenLastCalledWith(`/report/full?VW=RPTFULL&UserId=member3&LocId=SG&DrawId=30&rand=${NOW}`);
    fireEvent.click(screen.getByText('Member One'));
    expect(push).toHaveBeenLastCalledWith(expect.stringContaining('UserId=member1&'));
  });

  it('without a drill-down the first cell is plain text', () => {
    show(false);
    expect(screen.queryByRole('button', { name: /open this user’s report/ })).toBeNull();
    expect(screen.getByRole('cell', { name: 'member1' })).toBeInTheDocument();
  });
});

describe('the exports of a report', () => {
  it('csv: a BOM, the column labels, money as exact numbers, a formula-like text neutralised, the totals last', async () => {
    const file = await buildExport('csv', COLUMNS, ROWS, 'full-report-agent2-2025-04-19', [{ label: 'Total', row: { Turnover: '311.1' } }]);
    if (typeof file.content !== 'string') throw new Error('CSV is text');
    expect(file.name).toBe('full-report-agent2-2025-04-19.csv');
    expect(file.content.startsWith('\uFEFF')).toBe(true);
    const lines = file.content.slice(1).split('\r\n');
    expect(lines[0]).toBe('User,Name,Turnover,Commission,Strike,Win/Loss,Own Comm.,Own Share,Upline,Amount');
    expect(lines[1]).toBe('member1,Member One,155.55,7.78,1200.00,1052.23,0.00,0.00,-1052.23,1052.23');
    expect(lines[2]).toBe(`member3,"'=HYPERLINK(""x"")",155.55,7.78,1200.00,-5.50,0.00,0.00,-1052.23,1052.23`);
    expect(lines.at(-2)).toBe('Total,,311.10,,,,,,,');
  });

  it('xlsx: a workbook named for the report', async () => {
    const file = await buildExport('xlsx', COLUMNS, ROWS, 'full-report.xls');
    expect(file.name).toBe('full-report.xlsx');
    expect(file.content).toBeInstanceOf(Uint8Array);
  });
});
