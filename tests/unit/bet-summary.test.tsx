import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SummarySection, type SummarySectionProps } from '@/app/(shell)/bet/_summary/summary-section';
import { sharePercent, summaryColumns, summaryReportRow } from '@/app/(shell)/bet/_summary/summary-rows';
import type { Summary, SummaryRow } from '@/lib/contract/bet-listings';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

const figures = { Tickets: 2, Bets: 3, Count: 12, Big: '1.50', Small: '2.00', Amount: '0.00', Total: '1234.5' } satisfies Partial<SummaryRow>;

const members: Summary = {
  Rows: [
    { UserId: 'member1', UserName: 'Member One', ...figures },
    { UserId: 'member3', UserName: 'Member Three', Tickets: 1, Bets: 1, Count: 1, Big: '0.00', Small: '1.00', Amount: '0.00', Total: '1.00' },
  ],
  Sum: { Tickets: 3, Bets: 4, Count: 13, Big: '1.50', Small: '3.00', Amount: '0.00', Total: '1235.50' },
};

function show(props: Partial<SummarySectionProps> = {}, locale: 'en' | 'zh' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Singapore">
      <SummarySection view="member" game="4D" summary={members} title="By member" caption="Bets of the draw" fileName="bet-summary" {...props} />
    </NextIntlClientProvider>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const rowTexts = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('summary rows', () => {
  it('gives each view its group columns, then the figures of its game', () => {
    const keys = (view: Parameters<typeof summaryColumns>[0], game: '4D' | 'TT') => summaryColumns(view, game, (key) => key).map((column) => column.key);
    expect(keys('member', '4D')).toEqual(['UserId', 'UserName', 'Tickets', 'Bets', 'Count', 'Big', 'Small', 'Total']);
    expect(keys('kind', 'TT')).toEqual(['Kind', 'Tickets', 'Bets', 'Count', 'Amount', 'Total']);
    expect(keys('memberKind', '4D').slice(0, 3)).toEqual(['UserId', 'UserName', 'Kind']);
    expect(keys('share', '4D').slice(0, 3)).toEqual(['UserId', 'UserName', 'Share']);
    expect(keys('drawKind', 'TT').slice(0, 3)).toEqual(['DrawDate', 'Status', 'Kind']);
    const money = summaryColumns('member', '4D', String).filter((column) => column.kind === 'money').map((column) => column.key);
    expect(money).toEqual(['Big', 'Small', 'Total']);
    expect(summaryColumns('drawKind', '4D', String)[0]).toMatchObject({ key: 'DrawDate', sortKey: 'DrawDateIso' });
  });

  it('turns a summary row into cells: translated kind and status, local date, share in percent', () => {
    const row = summaryReportRow(
      { DrawId: 9, DrawDate: '2026-11-18', Status: 'RESULTED', Kind: 'ROLL', Share: 0.2, ...figures },
      { kind: (kind) => `kind:${kind}`, status: (status) => `status:${status}` },
    );
    expect(row).toMatchObject({ DrawDate: '11/18/2026', DrawDateIso: '2026-11-18', Status: 'status:RESULTED', Kind: 'kind:ROLL', Share: '20%', ShareValue: 0.2, Total: '1234.5' });
    expect(row.UserId).toBeNull();
    expect(sharePercent(0.125)).toBe('12.5%');
    expect(sharePercent(0)).toBe('0%');
  });
});

describe('SummarySection', () => {
  it('shows the platform Sum with money to exactly 2 decimals, and the rows in the report table', () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'By member' })).toBeInTheDocument();
    const sum = screen.getByTestId('summary-sum-member');
    expect(within(sum).getByText('Total').nextSibling).toHaveTextContent('$1,235.50');
    expect(sum.querySelector('[data-field="Tickets"] dd')).toHaveTextContent(/^3$/);
    expect(sum.querySelector('[data-field="Small"] dd')).toHaveTextContent('$3.00');
    expect(sum.querySelector('[data-field="Amount"]')).toBeNull();
    expect(headers()).toEqual(['User Id', 'Name', 'Tickets', 'Bets', 'Lines', 'Big', 'Small', 'Total']);
    expect(rowTexts()[0]).toEqual(['member1', 'Member One', '2', '3', '12', '1.50', '2.00', '1,234.50']);
    expect(screen.getByRole('table', { name: 'Bets of the draw' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeInTheDocument();
  });

  it('shows Toto amounts, translated kinds and draw statuses by draw and kind', () => {
    const summary: Summary = {
      Rows: [{ DrawId: 4, DrawDate: '2026-11-16', Status: 'RESULTED', Kind: 'TT', Tickets: 1, Bets: 2, Count: 7, Big: '0.00', Small: '0.00', Amount: '3.00', Total: '21' }],
      Sum: { Tickets: 1, Bets: 2, Count: 7, Big: '0.00', Small: '0.00', Amount: '3.00', Total: '21.00' },
    };
    show({ view: 'drawKind', game: 'TT', summary });
    expect(headers()).toEqual(['Draw Date', 'Draw Status', 'Type', 'Tickets', 'Bets', 'Lines', 'Amount', 'Total']);
    expect(rowTexts()[0]).toEqual(['11/16/2026', 'Resulted', 'Toto', '1', '2', '7', '3.00', '21.00']);
    expect(screen.getByTestId('summary-sum-drawKind').querySelector('[data-field="Big"]')).toBeNull();
  });

  it('shows each direct downline with its share', () => {
    const summary: Summary = { Rows: [{ UserId: 'agent2', UserName: 'Agent Two', Share: 0.2, ...figures }], Sum: members.Sum };
    show({ view: 'share', summary });
    expect(rowTexts()[0]?.slice(0, 3)).toEqual(['agent2', 'Agent Two', '20%']);
  });

  it('says when nothing was bet, and reads in Chinese', () => {
    show({ summary: { Rows: [], Sum: { Tickets: 0, Bets: 0, Count: 0, Big: '0.00', Small: '0.00', Amount: '0.00', Total: '0.00' } } }, 'zh');
    expect(headers()).toEqual(['用户编号', '名称', '票数', '注数', '组数', '大', '小', '总额']);
    expect(screen.getByTestId('summary-sum-member').querySelector('[data-field="Total"] dd')).toHaveTextContent('$0.00');
    expect(screen.getByText(zh.reportTable.empty)).toBeInTheDocument();
  });
});
