'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { BET_EXPORTS } from '@/app/_components/report-table/report-export';
import { fieldText, ReportTable, type ReportColumn, type ReportRow, type ReportRowAction, type ReportRowSelect } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { DEFAULT_SORT } from '@/lib/domain/report-conventions';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { TicketDetails } from './ticket-details';
import { TicketMoves } from './ticket-moves';
import type { Outcome } from '@/app/_components/form/outcome';
import { useDeletion, type DeleteTarget } from './use-deletion';
import { ticketUrl } from './use-ticket';
import styles from './tickets.module.css';

export interface TicketReportProps {
  columns: readonly ReportColumn[];
  /** Tickets (with TicketId), or bet lines of the search (with BetId, Number, Kind, Cost, Deletable). */
  rows: readonly ReportRow[];
  caption: string;
  fileName: string;
  /** The rows are bet lines: each deletable line gets a Delete button. */
  lines?: boolean;
  /** The members bets may be transferred to; tickets (not lines) may also be transferred and combined. */
  members?: readonly string[];
}

function lineTarget(row: ReportRow): DeleteTarget {
  return {
    kind: 'bet',
    betId: Number(row.BetId),
    ticketId: Number(row.TicketId),
    userId: fieldText(row.UserId),
    number: fieldText(row.Number),
    kindLabel: fieldText(row.Kind),
    cost: fieldText(row.Cost),
  };
}

/**
 * The tickets (or bet lines) of a ticket page in the shared report table, newest first. Selecting a
 * row, by its first cell's button or a click on the row, opens its ticket's details. After a deletion
 * the result shows above the table and the server renders the list again (router.refresh), which also
 * brings the header's CreditLeft up to date.
 */
export function TicketReport({ columns, rows, caption, fileName, lines = false, members = [] }: TicketReportProps) {
  const t = useTranslations('tickets');
  const router = useRouter();
  const [ticketId, setTicketId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { mutate } = useSWRConfig();
  const refresh = () => router.refresh();
  const deletion = useDeletion({
    onOutcome: setOutcome,
    onDeleted: (target) => {
      refresh();
      // A ticket opened before keeps no deleted line.
      void mutate(ticketUrl(target.ticketId));
    },
    onStale: refresh,
  });

  const rowSelect = useMemo<ReportRowSelect>(() => ({ name: (row) => t('openTicket', { ticketId: fieldText(row.TicketId) }) }), [t]);
  const actions = useMemo<ReportRowAction[]>(
    () =>
      lines
        ? [
            {
              key: 'delete',
              label: t('columns.action'),
              text: t('details.deleteBet'),
              name: (row) => t('details.deleteBetName', { number: fieldText(row.Number) }),
              applies: (row) => row.Deletable === true,
              tone: 'danger',
            },
          ]
        : [],
    [lines, t],
  );

  return (
    <div className={styles.report}>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <ReportTable
        columns={columns}
        exportFormats={BET_EXPORTS}
        rows={rows}
        caption={caption}
        fileName={fileName}
        initialSort={DEFAULT_SORT}
        onRowSelect={(row) => {
          setOutcome(null);
          setTicketId(Number(row.TicketId));
        }}
        rowSelect={rowSelect}
        rowActions={actions}
        onRowAction={(action, row) => {
          if (action !== 'delete') return;
          setOutcome(null);
          deletion.ask(lineTarget(row));
        }}
      />
      {lines ? null : <TicketMoves rows={rows} members={members} onOutcome={setOutcome} onMoved={refresh} />}
      <TicketDetails ticketId={ticketId} outcome={outcome} onOutcome={setOutcome} onChanged={refresh} onClose={() => setTicketId(null)} members={members} />
      {lines ? <ConfirmDialog {...deletion.dialog} /> : null}
    </div>
  );
}
