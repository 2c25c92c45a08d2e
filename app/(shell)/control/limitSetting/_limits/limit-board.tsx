'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportColumn, type ReportRow, type ReportRowAction } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { requestJson } from '@/lib/client/http';
import type { TotoLimitRow } from '@/lib/contract/limits';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { useConfirmedDelete } from '@/app/_components/form/use-confirmed-delete';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import { LIMIT_URL, LimitForm } from './limit-form';

/**
 * Limit Setting's client part: the form (create, or edit the row chosen by Edit), the limits in the
 * shared report table (Edit, Delete) and a choice of several to delete at once. Deleting asks first;
 * after a change the server renders the list again.
 */
export function LimitBoard({ limits }: { limits: readonly TotoLimitRow[] }) {
  const t = useTranslations('limitSetting');
  const router = useRouter();
  const [editing, setEditing] = useState<TotoLimitRow | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const deletion = useConfirmedDelete<number[], { Deleted: number[] }>({
    send: (ids) => {
      const [only] = ids;
      return ids.length === 1 && only !== undefined
        ? requestJson(`${LIMIT_URL}/${only}`, { method: 'DELETE' })
        : requestJson(`${LIMIT_URL}/delete`, { method: 'POST', json: { LimitIds: ids } });
    },
    confirmTexts: (ids) => ({ title: t('delete'), text: t('confirmDelete', { count: ids.length }) }),
    doneText: (_ids, answer) => t('deleted', { count: answer.Deleted.length }),
    onDeleted: (_ids, answer) => {
      setChosen((current) => current.filter((id) => !answer.Deleted.includes(id)));
      if (editing && answer.Deleted.includes(editing.LimitId)) setEditing(null);
      router.refresh();
    },
    onOutcome: setOutcome,
    onStale: () => router.refresh(),
  });
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
    } else if (action === 'delete') deletion.ask([limit.LimitId]);
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
          <button type="button" className={buttons.dangerButton} disabled={live.length === 0 || deletion.busy} onClick={() => deletion.ask(live)}>
            {t('deleteSelected', { count: live.length })}
          </button>
        </fieldset>
      ) : null}
      <ConfirmDialog {...deletion.dialog} confirmText={t('delete')} />
    </div>
  );
}
