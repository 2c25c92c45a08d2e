'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { fieldText, ReportTable, type ReportColumn, type ReportRow, type ReportRowAction } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { formatDollars } from '@/lib/domain/money';
import { BatchForm } from './batch-form';
import { MoneyDialog } from './money-dialog';
import type { Outcome } from '@/app/_components/form/outcome';
import { PaymentForm, type PayableUser, type RecordedPayment } from './payment-form';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';

export const SETTLE_URL = '/api/v1/updateStatementSum';

export interface PaymentsBoardProps {
  /** One row per direct agent or member: UserId, UserName, Role, Credit, AccBal, CreditLeft, LastPayment..., Payable. */
  rows: readonly ReportRow[];
  users: readonly PayableUser[];
  types: readonly string[];
  caption: string;
  fileName: string;
  /** The Payment History page's address with the report query, without UserId. */
  historyHref: string;
}

/**
 * The Payments page's client part: the balances table (Pay fills the form, Settle up asks first and
 * records the payment that brings AccBal to 0.00, History opens the user's history), the Record
 * payment form, and what happened. After a change the server renders the figures again.
 */
export function PaymentsBoard({ rows, users, types, caption, fileName, historyHref }: PaymentsBoardProps) {
  const t = useTranslations('adminMoney.payments');
  const tApp = useTranslations('app');
  const tBatch = useTranslations('adminMoney.batch');
  const router = useRouter();
  const [userId, setUserId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [settling, setSettling] = useState<ReportRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [batchOpen, setBatchOpen] = useState(false);

  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'UserId', label: t('columns.userId'), kind: 'text' },
      { key: 'UserName', label: t('columns.userName'), kind: 'text' },
      { key: 'Role', label: t('columns.role'), kind: 'text' },
      { key: 'Credit', label: t('columns.credit'), kind: 'money' },
      { key: 'AccBal', label: t('columns.accBal'), kind: 'money' },
      { key: 'CreditLeft', label: t('columns.creditLeft'), kind: 'money' },
      { key: 'LastPayment', label: t('columns.lastPayment'), kind: 'text', sortKey: 'LastPaymentDate' },
      { key: 'LastPaymentAmount', label: t('columns.lastAmount'), kind: 'money' },
    ],
    [t],
  );
  const actions = useMemo<ReportRowAction[]>(
    () => [
      { key: 'pay', label: t('columns.pay'), text: t('actions.pay'), name: (row) => t('actions.payName', { userId: fieldText(row.UserId) }), applies: (row) => row.Payable === true },
      {
        key: 'settle',
        label: t('columns.settle'),
        text: t('actions.settle'),
        name: (row) => t('actions.settleName', { userId: fieldText(row.UserId) }),
        applies: (row) => row.Payable === true && fieldText(row.AccBal) !== '0.00',
      },
      { key: 'history', label: t('columns.history'), text: t('actions.history'), name: (row) => t('actions.historyName', { userId: fieldText(row.UserId) }) },
    ],
    [t],
  );

  function onRowAction(action: string, row: ReportRow) {
    setOutcome(null);
    const id = fieldText(row.UserId);
    if (action === 'pay') {
      setUserId(id);
      document.getElementById('payment-amount')?.focus();
    } else if (action === 'settle') setSettling(row);
    else if (action === 'history') router.push(`${historyHref}&UserId=${encodeURIComponent(id)}`);
  }

  async function settle() {
    if (!settling || busy) return;
    setBusy(true);
    try {
      const payment = await requestJson<RecordedPayment>(SETTLE_URL, { method: 'POST', json: { UserId: fieldText(settling.UserId) } });
      setOutcome({ kind: 'success', text: t('settle.done', { userId: payment.UserId, amount: formatDollars(payment.Amount), creditLeft: formatDollars(payment.CreditLeft) }) });
      router.refresh();
    } catch (error) {
      const message = handleApiFailure(error, tApp('genericError'));
      if (message !== null) setOutcome({ kind: 'error', text: message });
      router.refresh();
    } finally {
      setBusy(false);
      setSettling(null);
    }
  }

  const settleAmount = settling ? formatDollars(negated(fieldText(settling.AccBal))) : '';
  return (
    <div className={styles.page}>
      <section className={styles.section}>
        <PaymentForm
          users={users}
          types={types}
          userId={userId}
          onUserChange={setUserId}
          onOutcome={setOutcome}
          onRecorded={(_payment: RecordedPayment) => router.refresh()}
        />
      </section>
      {users.length > 0 ? (
        <section className={styles.section}>
          <button type="button" className={buttons.secondaryButton} aria-expanded={batchOpen} aria-controls="batch-entry" onClick={() => setBatchOpen((open) => !open)}>
            {tBatch(batchOpen ? 'hide' : 'show')}
          </button>
          <div id="batch-entry">{batchOpen ? <BatchForm users={users} types={types} onOutcome={setOutcome} onRecorded={() => router.refresh()} /> : null}</div>
        </section>
      ) : null}
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <ReportTable columns={columns} rows={rows} caption={caption} fileName={fileName} rowActions={actions} onRowAction={onRowAction} />
      <MoneyDialog
        open={settling !== null}
        title={t('settle.title', { userId: fieldText(settling?.UserId) })}
        text={t('settle.confirm', { userId: fieldText(settling?.UserId), accBal: settling ? formatDollars(fieldText(settling.AccBal)) : '', amount: settleAmount })}
        confirmText={t('actions.settle')}
        busy={busy}
        onConfirm={() => void settle()}
        onCancel={() => setSettling(null)}
      />
    </div>
  );
}

/** -AccBal as money text: the payment that settles the user up. */
function negated(money: string): string {
  if (money === '' || money === '0.00') return '0.00';
  return money.startsWith('-') ? money.slice(1) : `-${money}`;
}
