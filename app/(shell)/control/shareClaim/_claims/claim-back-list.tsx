'use client';

import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { fieldText, ReportTable, type ReportColumn, type ReportRow, type ReportRowAction } from '@/app/_components/report-table/report-table';
import { requestJson } from '@/lib/client/http';
import { formatDollars } from '@/lib/domain/money';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { claimBackUrl, type ClaimBackResult } from './calls';
import { OutcomeBox } from '@/app/_components/form/outcome-box';
import { useSectionCall } from '@/app/_components/form/use-section-call';
import money from '@/app/_components/form/sections.module.css';

export interface ClaimBackListProps {
  drawDate: string;
  columns: readonly ReportColumn[];
  /** claimBackRow() of each live claim-back, oldest first, with Voidable for those the caller may void. */
  rows: readonly ReportRow[];
  /** The sum of the rows (money text). */
  total: string;
  fileName: string;
}

/**
 * The live claim-backs of the listed claims, oldest first, each with Void (asked first) where the
 * caller changes its claim: the claim-back and its payment are voided and the agent's AccBal moves back.
 */
export function ClaimBackList({ drawDate, columns, rows, total, fileName }: ClaimBackListProps) {
  const t = useTranslations('shareClaims.control.backs');
  const tReports = useTranslations('reports');
  const totals = useMemo(() => [{ label: tReports('totals.total'), row: { Amount: total } }], [tReports, total]);
  const id = useId();
  const { busy, outcome, setOutcome, run } = useSectionCall();
  const [voiding, setVoiding] = useState<ReportRow | null>(null);

  const actions = useMemo<ReportRowAction[]>(
    () => [{ key: 'void', label: t('columns.void'), text: t('void.text'), name: (row) => t('void.name', { id: fieldText(row.ClaimBackId) }), applies: (row) => row.Voidable === true, tone: 'danger' }],
    [t],
  );

  async function confirmVoid() {
    if (!voiding) return;
    const row = voiding;
    await run(
      () => requestJson<ClaimBackResult>(claimBackUrl(fieldText(row.ClaimBackId)), { method: 'DELETE' }),
      () => t('void.done', { id: fieldText(row.ClaimBackId), amount: formatDollars(fieldText(row.Amount)), user: fieldText(row.UserId) }),
    );
    setVoiding(null);
  }

  const values = { id: fieldText(voiding?.ClaimBackId), amount: voiding ? formatDollars(fieldText(voiding.Amount)) : '', user: fieldText(voiding?.UserId) };
  return (
    <section className={money.section} aria-labelledby={`${id}-heading`} data-testid="share-claim-backs">
      <h2 id={`${id}-heading`} className={money.heading}>
        {t('heading')}
      </h2>
      <OutcomeBox outcome={outcome} />
      <ReportTable
        columns={columns}
        rows={rows}
        caption={t('caption', { drawDate })}
        fileName={fileName}
        totals={totals}
        rowActions={actions}
        onRowAction={(action, row) => {
          if (action !== 'void') return;
          setOutcome(null);
          setVoiding(row);
        }}
      />
      <ConfirmDialog
        open={voiding !== null}
        title={t('void.title', values)}
        text={t('void.confirm', values)}
        confirmText={t('void.text')}
        busyText={t('void.working')}
        busy={busy}
        onConfirm={() => void confirmVoid()}
        onCancel={() => setVoiding(null)}
      />
    </section>
  );
}
