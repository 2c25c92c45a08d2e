'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportColumn, type ReportRowAction, type ReportRowSelect, type ReportRow } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { DeletedFixedBet } from '@/lib/contract/fixed-bets';
import { DEFAULT_SORT } from '@/lib/domain/report-conventions';
import { ApiError } from '@/lib/http/api-error';
import { ConfirmDialog } from '../../../tickets/_tickets/confirm-dialog';
import { FixedBetRuns } from './fixed-bet-runs';
import styles from './fixed-bets.module.css';

export interface FixedBetListProps {
  rows: readonly ReportRow[];
  caption: string;
  fileName: string;
  game: '4D' | 'TT';
}

type Outcome = { kind: 'success' | 'error'; text: string };
const text = (value: ReportRow[string]) => (value === null || value === undefined ? '' : String(value));

/**
 * The fixed bets in reach in the shared report table, newest first. Selecting a row opens its runs
 * (draw, ticket or why it was refused); Delete asks first, then ends the fixed bet (its tickets stay)
 * and the server renders the list again.
 */
export function FixedBetList({ rows, caption, fileName, game }: FixedBetListProps) {
  const t = useTranslations('fixedBets');
  const tApp = useTranslations('app');
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [target, setTarget] = useState<ReportRow | null>(null);
  const [busy, setBusy] = useState(false);

  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'FixedBetId', label: t('columns.id'), kind: 'number', width: 70 },
      { key: 'UserId', label: t('columns.user'), kind: 'text', width: 110 },
      { key: 'Kind', label: t('columns.kind'), kind: 'text', width: 90 },
      { key: 'Number', label: t('columns.number'), kind: 'text', width: game === 'TT' ? 200 : 80 },
      ...(game === 'TT'
        ? [{ key: 'Amount', label: t('columns.amount'), kind: 'money' as const, width: 90 }]
        : [
            { key: 'Big', label: t('columns.big'), kind: 'money' as const, width: 80 },
            { key: 'Small', label: t('columns.small'), kind: 'money' as const, width: 80 },
          ]),
      { key: 'Cost', label: t('columns.cost'), kind: 'money', width: 100 },
      { key: 'Days', label: t('columns.days'), kind: 'text', width: 150 },
      { key: 'NextDraw', label: t('columns.nextDraw'), kind: 'text', width: 100 },
      { key: 'LastRun', label: t('columns.lastRun'), kind: 'text' },
      { key: 'CreatedBy', label: t('columns.createdBy'), kind: 'text', width: 100 },
    ],
    [game, t],
  );
  const rowSelect = useMemo<ReportRowSelect>(() => ({ name: (row) => t('runs.open', { id: text(row.FixedBetId) }) }), [t]);
  const actions = useMemo<ReportRowAction[]>(
    () => [
      {
        key: 'delete',
        label: t('columns.action'),
        text: t('delete.text'),
        name: (row) => t('delete.name', { id: text(row.FixedBetId) }),
        applies: (row) => row.Deletable === true,
        tone: 'danger',
      },
    ],
    [t],
  );

  async function confirm() {
    if (!target || busy) return;
    const id = text(target.FixedBetId);
    setBusy(true);
    try {
      // The query form: a DELETE without a body.
      await requestJson<DeletedFixedBet>(`/api/v1/bet/fixed?FixedBetId=${encodeURIComponent(id)}`, { method: 'DELETE' });
      setOutcome({ kind: 'success', text: t('result.deleted', { id }) });
      if (shown === Number(id)) setShown(null);
      router.refresh();
    } catch (error) {
      const message = handleApiFailure(error, tApp('genericError'));
      if (message !== null) setOutcome({ kind: 'error', text: message });
      if (error instanceof ApiError && error.status === 404) router.refresh();
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

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
          setTarget(row);
        }}
      />
      <FixedBetRuns fixedBetId={shown} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={target !== null}
        title={target ? t('delete.title', { id: text(target.FixedBetId) }) : ''}
        text={target ? t('delete.confirm', { id: text(target.FixedBetId), number: text(target.Number), userId: text(target.UserId) }) : ''}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      />
    </div>
  );
}
