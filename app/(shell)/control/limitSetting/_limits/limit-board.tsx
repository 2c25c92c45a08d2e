'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportColumn, type ReportRow, type ReportRowAction } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { TotoLimitRow } from '@/lib/contract/limits';
import { MoneyDialog } from '../../../admin/payments/_payments/money-dialog';
import type { Outcome } from '../../../admin/payments/_payments/outcome';
import styles from '../../../admin/payments/_payments/money.module.css';
import { LIMIT_URL, LimitForm } from './limit-form';

/**
 * Limit Setting's client part: the form (create, or edit the row chosen by Edit), the limits in the
 * shared report table (Edit, Delete) and a choice of several to delete at once. Deleting asks first;
 * after a change the server renders the list again.
 */
export function LimitBoard({ limits }: { limits: readonly TotoLimitRow[] }) {
  const t = useTranslations('limitSetting');
  const tApp = useTranslations('app');
  const router = useRouter();
  const [editing, setEditing] = useState<TotoLimitRow | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const live = chosen.filter((id) => limits.some((limit) => limit.LimitId === id));

  const rows = useMemo<ReportRow[]>(
    () =>
      limits.map((limit) => ({
        LimitId: limit.LimitId,
        Number: limit.Number,
        BetType: t(`types.${limit.BetType}`),
        Amount: limit.Amount,
        UpdatedBy: limit.UpdatedBy,
      })),
    [limits, t],
  );
  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'Number', label: t('number'), kind: 'text' },
      { key: 'BetType', label: t('betType'), kind: 'text' },
      { key: 'Amount', label: t('amount'), kind: 'money' },
      { key: 'UpdatedBy', label: t('updatedBy'), kind: 'text' },
    ],
    [t],
  );
  const actions = useMemo<ReportRowAction[]>(
    () => [
      { key: 'edit', label: t('edit'), text: t('edit'), name: (row) => `${t('edit')} ${String(row.Number)} ${String(row.BetType)}` },
      { key: 'delete', label: t('delete'), text: t('delete'), name: (row) => `${t('delete')} ${String(row.Number)} ${String(row.BetType)}`, tone: 'danger' },
    ],
    [t],
  );

  function onRowAction(action: string, row: ReportRow) {
    setOutcome(null);
    const limit = limits.find((item) => item.LimitId === row.LimitId);
    if (!limit) return;
    if (action === 'edit') {
      setEditing(limit);
      setFormKey((key) => key + 1);
    } else if (action === 'delete') setDeleting([limit.LimitId]);
  }

  async function confirmDelete() {
    if (!deleting || busy) return;
    setBusy(true);
    try {
      const [only] = deleting;
      const answer =
        deleting.length === 1 && only !== undefined
          ? await requestJson<{ Deleted: number[] }>(`${LIMIT_URL}/${only}`, { method: 'DELETE' })
          : await requestJson<{ Deleted: number[] }>(`${LIMIT_URL}/delete`, { method: 'POST', json: { LimitIds: deleting } });
      setOutcome({ kind: 'success', text: t('deleted', { count: answer.Deleted.length }) });
      setChosen((current) => current.filter((id) => !answer.Deleted.includes(id)));
      if (editing && answer.Deleted.includes(editing.LimitId)) setEditing(null);
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
      setDeleting(null);
      router.refresh();
    }
  }

  const toggle = (id: number, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((item) => item !== id)));
  return (
    <div className={styles.page}>
      <section className={styles.section}>
        <LimitForm
          key={formKey}
          editing={editing}
          onOutcome={setOutcome}
          onDone={() => {
            setEditing(null);
            setFormKey((key) => key + 1);
            router.refresh();
          }}
        />
      </section>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      {limits.length === 0 ? <p className={styles.note}>{t('empty')}</p> : null}
      <ReportTable columns={columns} rows={rows} caption={t('title')} fileName="limits.xls" rowActions={actions} onRowAction={onRowAction} />
      {limits.length > 1 ? (
        <fieldset className={styles.checks}>
          <legend>{t('selectAll')}</legend>
          {limits.map((limit) => (
            <label key={limit.LimitId} className={styles.check}>
              <input type="checkbox" checked={live.includes(limit.LimitId)} onChange={(event) => toggle(limit.LimitId, event.target.checked)} />
              {limit.Number} · {t(`types.${limit.BetType}`)}
            </label>
          ))}
          <button type="button" className={styles.danger} disabled={live.length === 0 || busy} onClick={() => setDeleting(live)}>
            {t('deleteSelected', { count: live.length })}
          </button>
        </fieldset>
      ) : null}
      <MoneyDialog
        open={deleting !== null}
        title={t('delete')}
        text={t('confirmDelete', { count: deleting?.length ?? 0 })}
        confirmText={t('delete')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
