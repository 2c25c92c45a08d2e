import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ReportColumn } from '@/app/_components/report-table/report-table';
import type { Game } from '@/lib/contract/common';
import type { RowLabels } from '@/lib/domain/tickets';

type Translate = Awaited<ReturnType<typeof getTranslations>>;

const column = (t: Translate, key: string, kind: ReportColumn['kind'], width?: number, sortKey?: string): ReportColumn => ({
  key,
  label: t(`columns.${key}`),
  kind,
  width,
  sortKey,
});

/** Dates show in local time (MM/DD/YYYY) and sort by their ISO text. */
const drawDate = (t: Translate) => column(t, 'DrawDate', 'text', 100, 'DrawDateIso');
const createdDate = (t: Translate) => column(t, 'CreatedDate', 'text', 160, 'CreatedAt');

/** View Tickets and Ticket History: the ticket, its member, draw, when and how it came, its bets and total. */
export function ticketColumns(t: Translate): ReportColumn[] {
  return [
    column(t, 'TicketId', 'text', 90),
    column(t, 'UserId', 'text', 110),
    column(t, 'UserName', 'text'),
    drawDate(t),
    createdDate(t),
    column(t, 'CreatedBy', 'text', 110),
    column(t, 'Source', 'text', 90),
    column(t, 'BetCount', 'number', 70),
    column(t, 'Total', 'money', 110),
  ];
}

/** Ticket Search: each bet line with its ticket; Big and Small for 4D, Amount for Toto. */
export function lineColumns(t: Translate, game: Game): ReportColumn[] {
  const stakes = game === 'TT' ? [column(t, 'Amount', 'money', 90)] : [column(t, 'Big', 'money', 80), column(t, 'Small', 'money', 80)];
  return [
    column(t, 'TicketId', 'text', 90),
    column(t, 'UserId', 'text', 110),
    { ...column(t, 'Number', 'text', game === 'TT' ? 190 : 80), label: t(game === 'TT' ? 'columns.Numbers' : 'columns.Number') },
    column(t, 'Kind', 'text', 100),
    ...stakes,
    column(t, 'Count', 'number', 70),
    column(t, 'Cost', 'money', 100),
    createdDate(t),
    column(t, 'CreatedBy', 'text'),
    column(t, 'Source', 'text', 90),
  ];
}

/** The translated source and kind of a row. */
export function rowLabels(t: Translate): RowLabels {
  return { source: (source) => t(`sources.${source}`), kind: (key) => t(`kinds.${key}`) };
}
