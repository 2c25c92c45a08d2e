'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { fieldText, ReportTable, type ReportColumn, type ReportRow, type ReportRowAction } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { formatDollars } from '@/lib/domain/money';
import { MoneyDialog } from '../../payments/_payments/money-dialog';
import type { Outcome } from '@/app/_components/form/outcome';
import type { RecordedPayment } from '../../payments/_payments/payment-form';

export interface HistoryTableProps {
  /** Oldest first: Date, Description, Amount, Balance, CreatedBy, PaymentId (payments only). */
  rows: readonly ReportRow[];
  caption: string;
  fileName: string;
  /** The caller records (and voids) this user's payments. */
  mayVoid: boolean;
}

/**
 * A user's movements with the running balance, in the order they booked (the balance reads top to
 * bottom). A payment can be voided by whoever records the user's payments: asked first, then the
 * server renders the history again (the voided payment leaves it, AccBal moves back).
 */
export function HistoryTable({ rows, caption, fileName, mayVoid }: HistoryTableProps) {
  const t = useTranslations('adminMoney.history');
  const tApp = useTranslations('app');
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [voiding, setVoiding] = useState<ReportRow | null>(null);
  const [busy, setBusy] = useState(false);

  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'Date', label: t('columns.date'), kind: 'text', sortKey: 'At' },
      { key: 'Description', label: t('columns.description'), kind: 'text' },
      { key: 'Amount', label: t('columns.amount'), kind: 'money' },
      { key: 'Balance', label: t('columns.balance'), kind: 'money' },
      { key: 'CreatedBy', label: t('columns.createdBy'), kind: 'text' },
    ],
    [t],
  );
  const actions = useMemo<ReportRowAction[]>(
    () =>
      mayVoid
        ? [{ key: 'void', label: t('columns.void'), text: t('void.text'), name: (row) => t('void.name', { id: fieldText(row.PaymentId) }), applies: (row) => fieldText(row.PaymentId) !== '', tone: 'danger' }]
        : [],
    [mayVoid, t],
  );

  async function confirmVoid() {
    if (!voiding || busy) return;
    setBusy(true);
    try {
      const id = encodeURIComponent(fieldText(voiding.PaymentId));
      const payment = await requestJson<RecordedPayment>(`/api/v1/deleteStatement2/${id}`, { method: 'DELETE' });
      setOutcome({ kind: 'success', text: t('void.done', { id: String(payment.PaymentId), accBal: formatDollars(payment.AccBal) }) });
    } catch (error) {
      const message = handleApiFailure(error, tApp('genericError'));
      if (message !== null) setOutcome({ kind: 'error', text: message });
    } finally {
      setBusy(false);
      setVoiding(null);
      router.refresh();
    }
  }

  return (
    <>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <ReportTable
        columns={columns}
        rows={rows}
        caption={caption}
        fileName={fileName}
        rowActions={actions}
        onRowAction={(action, row) => {
          if (action !== 'void') return;
          setOutcome(null);
          setVoiding(row);
        }}
      />
      <MoneyDialog
        open={voiding !== null}
        title={t('void.title', { id: fieldText(voiding?.PaymentId) })}
        text={t('void.confirm', { id: fieldText(voiding?.PaymentId), amount: voiding ? formatDollars(fieldText(voiding.Amount)) : '' })}
        confirmText={t('void.text')}
        busy={busy}
        onConfirm={() => void confirmVoid()}
        onCancel={() => setVoiding(null)}
      />
    </>
  );
}
