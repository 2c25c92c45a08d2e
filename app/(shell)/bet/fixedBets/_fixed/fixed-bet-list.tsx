'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { fieldText, ReportTable, type ReportColumn, type ReportRowAction, type ReportRowSelect, type ReportRow } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { DeletedFixedBet } from '@/lib/contract/fixed-bets';
import { DEFAULT_SORT } from '@/lib/domain/report-conventions';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { useConfirmedDelete } from '@/app/_components/form/use-confirmed-delete';
import type { Outcome } from '@/app/_components/form/outcome';
import { FixedBetRuns } from './fixed-bet-runs';
import styles from './fixed-bets.module.css';

export interface FixedBetListProps {
  rows: readonly ReportRow[];
  caption: string;
  fileName: string;
  game: '4D' | 'TT';
}

/**
 * The fixed bets in reach in the shared report table, newest first. Selecting a row opens its runs
 * (draw, ticket or why it was refused); Delete asks first, then ends the fixed bet (its tickets stay)
 * and the server renders the list again.
 */
export function FixedBetList({ rows, caption, fileName, game }: FixedBetListProps) {
  const t = useTranslations('fixedBets');
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const refresh = () => router.refresh();
  const deletion = useConfirmedDelete<ReportRow, DeletedFixedBet>({
    url: (row) => `/api/v1/bet/fixed?FixedBetId=${encodeURIComponent(fieldText(row.FixedBetId))}`,
    confirmTexts: (row) => {
      const id = fieldText(row.FixedBetId);
      return { title: t('delete.title', { id }), text: t('delete.confirm', { id, number: fieldText(row.Number), userId: fieldText(row.UserId) }) };
    },
    doneText: (row) => t('result.deleted', { id: fieldText(row.FixedBetId) }),
    onOutcome: setOutcome,
    onDeleted: (row) => {
      if (shown === Number(row.FixedBetId)) setShown(null);
      refresh();
    },
    onStale: refresh,
  });

  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'FixedBetId', label: t('columns.id'), kind: 'number' },
      { key: 'UserId', label: t('columns.user'), kind: 'text' },
      { key: 'Kind', label: t('columns.kind'), kind: 'text' },
      { key: 'Number', label: t('columns.number'), kind: 'text' },
      ...(game === 'TT'
        ? [{ key: 'Amount', label: t('columns.amount'), kind: 'money' as const }]
        : [
            { key: 'Big', label: t('columns.big'), kind: 'money' as const },
            { key: 'Small', label: t('columns.small'), kind: 'money' as const },
          ]),
      { key: 'Cost', label: t('columns.cost'), kind: 'money' },
      { key: 'Days', label: t('columns.days'), kind: 'text' },
      { key: 'NextDraw', label: t('columns.nextDraw'), kind: 'text' },
      { key: 'LastRun', label: t('columns.lastRun'), kind: 'text' },
      { key: 'CreatedBy', label: t('columns.createdBy'), kind: 'text' },
    ],
    [game, t],
  );
  const rowSelect = useMemo<ReportRowSelect>(() => ({ name: (row) => t('runs.open', { id: fieldText(row.FixedBetId) }) }), [t]);
  const actions = useMemo<ReportRowAction[]>(
    () => [
      {
        key: 'delete',
        label: t('columns.action'),
        text: t('delete.text'),
        name: (row) => t('delete.name', { id: fieldText(row.FixedBetId) }),
        applies: (row) => row.Deletable === true,
        tone: 'danger',
      },
    ],
    [t],
  );

  return (
    <div className={styles.report}>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <ReportTable
        columns={columns}
        rows={rows}
        caption={caption}
        fileName={fileName}
        initialSort={DEFAULT_SORT}
        onRowSelect={(row) => {
          setOutcome(null);
          setShown(Number(row.FixedBetId));
        }}
        rowSelect={rowSelect}
        rowActions={actions}
        onRowAction={(action, row) => {
          if (action !== 'delete') return;
          setOutcome(null);
          deletion.ask(row);
        }}
      />
      <FixedBetRuns fixedBetId={shown} onClose={() => setShown(null)} />
      <ConfirmDialog {...deletion.dialog} />
    </div>
  );
}
