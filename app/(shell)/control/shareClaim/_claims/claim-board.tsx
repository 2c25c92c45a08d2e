'use client';

import { useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { fieldText, ReportTable, type ReportColumn, type ReportRow, type ReportRowAction, type ReportTotal } from '@/app/_components/report-table/report-table';
import { requestJson } from '@/lib/client/http';
import { formatDollars } from '@/lib/domain/money';
import { collectable, deletable } from '@/lib/domain/share-claims';
import { drawDateText } from '@/lib/domain/tickets';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import type { ShareClaim } from '@/lib/contract/share-claims';
import { claimUrl } from './calls';
import { ClaimEditor, type EditedClaim } from './claim-editor';
import { OutcomeBox } from '@/app/_components/form/outcome-box';
import { useSectionCall } from '@/app/_components/form/use-section-call';
import money from '@/app/_components/form/sections.module.css';

export interface ClaimBoardProps {
  /** The draw's date as shown (MM/DD/YYYY). */
  drawDate: string;
  /** Built on the server (claimColumns): labels translated, money right-aligned. */
  columns: readonly ReportColumn[];
  /** claimRow() of each claim: its cells plus ClaimId, Editable, KindCode, Amount, Collected, Outstanding. */
  rows: readonly ReportRow[];
  totals: readonly ReportTotal[];
  fileName: string;
}

function claimOf(row: ReportRow): EditedClaim & { Editable: boolean; Kind: string; DrawDate: string } {
  return {
    ClaimId: Number(row.ClaimId),
    UserId: fieldText(row.UserId),
    Amount: fieldText(row.Amount),
    Collected: fieldText(row.Collected),
    Outstanding: fieldText(row.Outstanding),
    Remark: fieldText(row.Remark),
    Editable: row.Editable === true,
    Kind: fieldText(row.Kind),
    DrawDate: fieldText(row.DrawDate),
  };
}

/**
 * The claims of the chosen draw with, for the claims the caller changes (Editable), Change (amount
 * and remark), Collect (while something is outstanding) and Delete (while nothing is collected on it;
 * asked first). After a change the server renders the claims again.
 */
export function ClaimBoard({ drawDate, columns, rows, totals, fileName }: ClaimBoardProps) {
  const t = useTranslations('shareClaims.control');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { busy, outcome, setOutcome, run } = useSectionCall();
  const [editing, setEditing] = useState<{ mode: 'change' | 'collect'; claim: EditedClaim } | null>(null);
  const [deleting, setDeleting] = useState<ReturnType<typeof claimOf> | null>(null);

  const actions = useMemo<ReportRowAction[]>(() => {
    const name = (key: string) => (row: ReportRow) => t(`list.actions.${key}Name`, { id: fieldText(row.ClaimId), user: fieldText(row.UserId) });
    return [
      { key: 'change', label: t('list.columns.change'), text: t('list.actions.change'), name: name('change'), applies: (row) => row.Editable === true },
      { key: 'collect', label: t('list.columns.collect'), text: t('list.actions.collect'), name: name('collect'), applies: (row) => collectable(claimOf(row)) },
      { key: 'delete', label: t('list.columns.delete'), text: t('list.actions.delete'), name: name('delete'), applies: (row) => deletable(claimOf(row)), tone: 'danger' },
    ];
  }, [t]);

  function onRowAction(action: string, row: ReportRow) {
    setOutcome(null);
    const claim = claimOf(row);
    if (action === 'delete') setDeleting(claim);
    else if (action === 'change' || action === 'collect') setEditing({ mode: action, claim });
  }

  function closed() {
    setEditing(null);
    heading.current?.focus();
  }

  async function confirmDelete() {
    if (!deleting) return;
    const claim = deleting;
    await run(
      () => requestJson<ShareClaim>(claimUrl(claim.ClaimId), { method: 'DELETE' }),
      () => t('delete.done', { id: claim.ClaimId, user: claim.UserId }),
    );
    setDeleting(null);
    if (editing?.claim.ClaimId === claim.ClaimId) setEditing(null);
  }

  return (
    <section className={money.section} aria-labelledby={`${id}-heading`} data-testid="share-claim-list">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className={money.heading}>
        {t('list.heading', { drawDate })}
      </h2>
      <OutcomeBox outcome={outcome} />
      {editing ? (
        <ClaimEditor key={`${editing.mode}-${editing.claim.ClaimId}`} mode={editing.mode} claim={editing.claim} busy={busy} run={run} onDone={closed} onCancel={closed} />
      ) : null}
      <ReportTable columns={columns} rows={rows} caption={t('list.caption', { drawDate })} fileName={fileName} rowActions={actions} onRowAction={onRowAction} totals={totals} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title', { id: deleting?.ClaimId ?? '' })}
        text={t('delete.confirm', { kind: deleting?.Kind ?? '', amount: deleting ? formatDollars(deleting.Amount) : '', user: deleting?.UserId ?? '', drawDate: deleting ? drawDateText(deleting.DrawDate) : '' })}
        confirmText={t('delete.button')}
        busyText={t('delete.working')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
