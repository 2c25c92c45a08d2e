import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ReportColumn } from '@/app/_components/report-table/report-table';
import type { Game } from '@/lib/contract/common';
import type { RowLabels } from '@/lib/domain/tickets';

type Translate = Awaited<ReturnType<typeof getTranslations>>;

const column = (t: Translate, key: string, kind: ReportColumn['kind'], sortKey?: string): ReportColumn => ({
  key,
  label: t(`columns.${key}`),
  kind,
  sortKey,
});

/** Dates show in local time (MM/DD/YYYY) and sort by their ISO text. */
const drawDate = (t: Translate) => column(t, 'DrawDate', 'text', 'DrawDateIso');
const createdDate = (t: Translate) => column(t, 'CreatedDate', 'text', 'CreatedAt');

/** View Tickets and Ticket History: the ticket, its member, draw, when and how it came, its bets and total. */
export function ticketColumns(t: Translate): ReportColumn[] {
  return [
    column(t, 'TicketId', 'text'),
    column(t, 'UserId', 'text'),
    column(t, 'UserName', 'text'),
    drawDate(t),
    createdDate(t),
    column(t, 'CreatedBy', 'text'),
    column(t, 'Source', 'text'),
    column(t, 'BetCount', 'number'),
    column(t, 'Total', 'money'),
  ];
}

/** Ticket Search: each bet line with its ticket; Big and Small for 4D, Amount for Toto. */
export function lineColumns(t: Translate, game: Game): ReportColumn[] {
  const stakes = game === 'TT' ? [column(t, 'Amount', 'money')] : [column(t, 'Big', 'money'), column(t, 'Small', 'money')];
  return [
    column(t, 'TicketId', 'text'),
    column(t, 'UserId', 'text'),
    { ...column(t, 'Number', 'text'), label: t(game === 'TT' ? 'columns.Numbers' : 'columns.Number') },
    column(t, 'Kind', 'text'),
    ...stakes,
    column(t, 'Count', 'number'),
    column(t, 'Cost', 'money'),
    createdDate(t),
    column(t, 'CreatedBy', 'text'),
    column(t, 'Source', 'text'),
  ];
}

/** The translated source and kind of a row. */
export function rowLabels(t: Translate): RowLabels {
  return { source: (source) => t(`sources.${source}`), kind: (key) => t(`kinds.${key}`) };
}
