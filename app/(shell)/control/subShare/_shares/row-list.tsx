'use client';

import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { fieldText, ReportTable, type ReportColumn, type ReportRow, type ReportRowAction, type ReportTotal } from '@/app/_components/report-table/report-table';
import { requestJson } from '@/lib/client/http';
import { formatDollars } from '@/lib/domain/money';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { OutcomeBox } from '@/app/_components/form/outcome-box';
import { useSectionCall } from '@/app/_components/form/use-section-call';
import { groupExpenseUrl, subShareUrl } from './calls';
import money from '@/app/_components/form/sections.module.css';

export interface RowListProps {
  /** Which list: the sub shares, or the group expenses of one draw. */
  kind: 'subShare' | 'expense';
  heading: string;
  caption: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  totals?: readonly ReportTotal[];
  fileName: string;
  emptyText: string;
}

/** What the delete texts name of a row. */
function named(kind: RowListProps['kind'], row: ReportRow | null) {
  if (!row) return { user: '', partner: '', percent: '', amount: '', drawDate: '' };
  return {
    user: fieldText(row.UserId),
    partner: fieldText(row.Partner),
    percent: fieldText(row.Percent),
    amount: kind === 'expense' ? formatDollars(fieldText(row.Amount)) : '',
    drawDate: fieldText(row.DrawDate),
  };
}

/**
 * A list of sub shares or group expenses in the shared report table, each row with Delete (asked
 * first). The page's figures are rendered again after a delete.
 */
export function RowList({ kind, heading, caption, columns, rows, totals, fileName, emptyText }: RowListProps) {
  const t = useTranslations(`shares.${kind}.delete`);
  const id = useId();
  const { busy, outcome, setOutcome, run } = useSectionCall();
  const [deleting, setDeleting] = useState<ReportRow | null>(null);
  const actions = useMemo<ReportRowAction[]>(
    () => [{ key: 'delete', label: t('column'), text: t('text'), name: (row) => t('name', named(kind, row)), tone: 'danger' }],
    [kind, t],
  );

  async function confirmDelete() {
    if (!deleting) return;
    const row = deleting;
    const url = kind === 'subShare' ? subShareUrl(fieldText(row.SubShareId)) : groupExpenseUrl(fieldText(row.ExpenseId));
    await run(() => requestJson<unknown>(url, { method: 'DELETE' }), () => t('done', named(kind, row)));
    setDeleting(null);
  }

  const values = named(kind, deleting);
  return (
    <section className={money.section} aria-labelledby={`${id}-heading`} data-testid={`${kind}-list`}>
      <h2 id={`${id}-heading`} className={money.heading}>
        {heading}
      </h2>
      <OutcomeBox outcome={outcome} />
      {rows.length === 0 ? (
        <p className={money.note}>{emptyText}</p>
      ) : (
        <ReportTable
          columns={columns}
          rows={rows}
          caption={caption}
          fileName={fileName}
          totals={totals}
          rowActions={actions}
          onRowAction={(action, row) => {
            if (action !== 'delete') return;
            setOutcome(null);
            setDeleting(row);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('title', values)}
        text={t('confirm', values)}
        confirmText={t('text')}
        busyText={t('working')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
