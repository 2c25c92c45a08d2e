import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReportColumn } from '@/app/_components/report-table/report-columns';
import { downloadAra } from '@/lib/client/ara-download';
import { OutBetsReport } from '@/app/(shell)/bet/outBets/_out/out-bets-report';
import { FOUR_D_FIELDS, fourDRows, TOTO_FIELDS, totalLines, totoRows } from '@/app/(shell)/bet/outBets/_out/rows';
import type { OutBets, OutBetsToto } from '@/lib/contract/out-bets';
import { ApiError } from '@/lib/http/api-error';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { Providers } from './tickets-fixtures';

jest.mock('@/lib/client/ara-download', () => ({ downloadAra: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));

const download = jest.mocked(downloadAra);

const figures = (bigIn: string, bigIntake: string, bigOut: string) => ({
  ttBigIn: bigIn,
  ttSmallIn: '0.00',
  ttAmountIn: bigIn,
  ttBigIntake: bigIntake,
  ttSmallIntake: '0.00',
  ttAmountIntake: bigIntake,
  ttBigOut: bigOut,
  ttSmallOut: '0.00',
  ttAmountOut: bigOut,
  ttMaxPayout: '10000.00',
});

const FOUR_D: OutBets = {
  UserId: 'agent2',
  DrawId: 7,
  DrawDate: '2025-04-20',
  Total: 2,
  Items: [
    { Number: '5678', ...figures('30.00', '5.00', '25.00') },
    { Number: '1234', ...figures('8.00', '5.00', '3.00') },
  ],
  Sum: { ...figures('38.00', '10.00', '28.00'), ttMaxPayout: '20000.00' },
};

const TOTO: OutBetsToto = {
  UserId: 'agent2',
  DrawId: 9,
  DrawDate: '2025-04-21',
  Total: 1,
  Items: [{ Type: 'TO', TT: '01 02 03 04 05 06', ttUnitIn: '8.00', ttUnitIntake: '2.00', ttUnitOut: '6.00', ttMaxPayout: '100.00' }],
  Sum: { ttUnitIn: '8.00', ttUnitIntake: '2.00', ttUnitOut: '6.00', ttMaxPayout: '100.00' },
};

const labels = en.outBets.columns as Record<string, string>;
const FOUR_D_COLUMNS: ReportColumn[] = [
  { key: 'Number', label: labels.Number ?? '', kind: 'text' },
  ...FOUR_D_FIELDS.map((key): ReportColumn => ({ key, label: labels[key] ?? key, kind: 'money' })),
];

function show(locale: 'en' | 'zh' = 'en', userId?: string) {
  return render(
    <Providers locale={locale}>
      <OutBetsReport columns={FOUR_D_COLUMNS} rows={fourDRows(FOUR_D)} caption="Out bets" fileName="out-bets" locId="SG" drawId={7} userId={userId} />
    </Providers>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
});

describe('Out Bets rows and totals', () => {
  test('4D rows keep the answer; Toto rows get the translated type', () => {
    expect(fourDRows(FOUR_D)[1]).toMatchObject({ Number: '1234', ttBigIn: '8.00', ttBigIntake: '5.00', ttBigOut: '3.00' });
    expect(totoRows(TOTO, (type) => `type:${type}`)[0]).toMatchObject({ TypeLabel: 'type:TO', TT: '01 02 03 04 05 06', ttUnitOut: '6.00' });
    expect(TOTO_FIELDS).toEqual(['ttUnitIn', 'ttUnitIntake', 'ttUnitOut', 'ttMaxPayout']);
  });

  test('totals: a line per stage, Big/Small/Amount for 4D and Units for Toto', () => {
    expect(totalLines({ game: '4D', data: FOUR_D })).toEqual([
      { stage: 'In', values: { Big: '38.00', Small: '0.00', Amount: '38.00' } },
      { stage: 'Intake', values: { Big: '10.00', Small: '0.00', Amount: '10.00' } },
      { stage: 'Out', values: { Big: '28.00', Small: '0.00', Amount: '28.00' } },
    ]);
    expect(totalLines({ game: 'TT', data: TOTO })).toEqual([
      { stage: 'In', values: { Unit: '8.00' } },
      { stage: 'Intake', values: { Unit: '2.00' } },
      { stage: 'Out', values: { Unit: '6.00' } },
    ]);
  });

  test('every key the page uses is translated in en and zh', () => {
    for (const messages of [en.outBets, zh.outBets]) {
      for (const key of ['Number', 'Type', 'TT', ...FOUR_D_FIELDS, ...TOTO_FIELDS]) expect((messages.columns as Record<string, string>)[key]).toBeTruthy();
      for (const type of ['ORDINARY', 'STAR', 'TO', 'TE', 'TT']) expect((messages.types as Record<string, string>)[type]).toBeTruthy();
    }
  });
});

describe('OutBetsReport', () => {
  test('shows the numbers in order with money of 2 decimals', () => {
    show();
    const table = screen.getByRole('table', { name: 'Out bets' });
    const rows = within(table).getAllByRole('row');
    // Header, then 1234 before 5678 (sorted by number).
    expect(within(rows[1] as HTMLElement).getByText('1234')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('5678')).toBeInTheDocument();
    const cells = (row: Element | undefined) => within(row as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(rows[1])).toEqual(['1234', '8.00', '0.00', '8.00', '5.00', '0.00', '5.00', '3.00', '0.00', '3.00', '10,000.00']);
    expect(cells(rows[2])).toContain('25.00');
    expect(screen.getByRole('columnheader', { name: /Big Intake/ })).toBeInTheDocument();
  });

  test('exports the intake of the user shown as exported.ara, with progress and the outcome', async () => {
    let finish: (name: string) => void = () => undefined;
    download.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    show('en', 'agent2');
    const button = screen.getByRole('button', { name: 'Export intake (ARA)' });
    await act(async () => fireEvent.click(button));
    expect(download).toHaveBeenCalledWith('SG', 'bet/page/exportIntakeAra', { DrawId: 7, UserId: 'agent2' }, 'exported.ara');
    expect(button).toBeDisabled();
    expect(screen.getByText('Preparing the intake file…')).toBeInTheDocument();
    await act(async () => finish('exported.ara'));
    expect(screen.getByText('exported.ara downloaded.')).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  test("a refused export shows the platform's message", async () => {
    download.mockRejectedValue(new ApiError(404, { message: 'User not found.' }));
    show('zh');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '导出吃进 (ARA)' })));
    expect(screen.getByRole('alert')).toHaveTextContent('User not found.');
  });
});
