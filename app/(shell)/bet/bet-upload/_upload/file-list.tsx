'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportRow, type ReportRowAction, type ReportRowSelect } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { DeletedFile, FileRow } from '@/lib/contract/files';
import { DEFAULT_SORT } from '@/lib/domain/report-conventions';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { useConfirmedDelete } from '@/app/_components/form/use-confirmed-delete';
import type { Outcome } from '@/app/_components/form/outcome';
import { apiUrl, updateRemarks } from './file-calls';
import { fileColumns, fileReportRow, isRunning } from './file-rows';
import { RemarksEditor } from './remarks-editor';
import { useFailureText } from './use-failure-text';
import styles from './bet-upload.module.css';
import shared from '@/app/_components/form/sections.module.css';

export interface FileListProps {
  locId: string;
  files: readonly FileRow[];
  maxBytes: number;
  maxRemarks: number;
  /** Show a file's processing (Results) or start it (Process). */
  onOpen: (file: FileRow, start: boolean) => void;
  /** A change went through: the list comes again from the server. */
  onChanged: () => void;
}

const NO_EXPORTS = [] as const;

/**
 * The uploads in the caller's reach, newest first: pick rows (the first cell, or a click on the row)
 * to give them new Remarks together; per row, the results of its processing (or Process, for a file
 * not processed yet) and Delete after a confirmation.
 */
export function FileList({ locId, files, maxBytes, maxRemarks, onOpen, onChanged }: FileListProps) {
  const t = useTranslations('betUpload.files');
  const failureText = useFailureText(maxBytes);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const deletion = useConfirmedDelete<FileRow, DeletedFile>({
    url: (file) => apiUrl(`files/${file.FileId}`, locId),
    confirmTexts: (file) => ({
      title: t('confirmTitle', { file: file.FileName }),
      text: t('confirmText', { file: file.FileName, userId: file.UserId, fileId: file.FileId }),
    }),
    doneText: (file) => t('deleted', { file: file.FileName }),
    onOutcome: setOutcome,
    onDeleted: (file) => {
      setPicked((current) => new Set([...current].filter((fileId) => fileId !== file.FileId)));
      onChanged();
    },
  });
  const byId = useMemo(() => new Map(files.map((file) => [file.FileId, file])), [files]);
  /** A file gone from the list (deleted elsewhere) is no longer picked. */
  const chosen = files.filter((file) => picked.has(file.FileId));

  const columns = useMemo(() => fileColumns((key) => t(`columns.${key}`)), [t]);
  const rows = useMemo(() => files.map((file) => fileReportRow(file, picked.has(file.FileId), (status) => t(`status.${status}`))), [files, picked, t]);
  const rowSelect = useMemo<ReportRowSelect>(
    () => ({ name: (row) => t(row.Picked ? 'unpick' : 'pick', { file: String(row.FileName), fileId: String(row.FileId) }) }),
    [t],
  );
  const actions = useMemo<ReportRowAction[]>(() => {
    const name = (key: string) => (row: ReportRow) => t(key, { file: String(row.FileName), fileId: String(row.FileId) });
    return [
      { key: 'results', label: t('resultsColumn'), text: t('results'), name: name('resultsName'), applies: (row) => row.StatusCode !== 'UPLOADED' },
      { key: 'process', label: t('processColumn'), text: t('process'), name: name('processName'), applies: (row) => row.StatusCode === 'UPLOADED' },
      { key: 'delete', label: t('deleteColumn'), text: t('delete'), name: name('deleteName'), applies: (row) => !isRunning(row.StatusCode), tone: 'danger' },
    ];
  }, [t]);

  const toggle = (fileId: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(fileId)) next.add(fileId);
      return next;
    });

  function onRowAction(action: string, row: ReportRow) {
    const file = byId.get(Number(row.FileId));
    if (!file) return;
    if (action === 'delete') deletion.ask(file);
    else onOpen(file, action === 'process');
  }

  async function saveRemarks(remarks: string) {
    setSaving(true);
    try {
      const updated = await updateRemarks(locId, chosen.map((file) => file.FileId), remarks);
      setPicked(new Set());
      setOutcome({ kind: 'success', text: t('remarksSaved', { count: updated.Items.length }) });
      onChanged();
    } catch (error) {
      const text = failureText(error);
      if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setSaving(false);
    }
  }
  const sameRemarks = chosen.every((file) => file.Remarks === chosen[0]?.Remarks) ? (chosen[0]?.Remarks ?? '') : '';

  return (
    <section className={`${shared.section} ${shared.fitted}`} aria-labelledby="bet-upload-files" data-testid="file-list">
      <h2 id="bet-upload-files" className={shared.heading}>
        {t('title')}
      </h2>
      <p className={styles.hint}>{t('hint')}</p>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      {chosen.length > 0 ? (
        <RemarksEditor
          key={chosen.map((file) => file.FileId).join(',')}
          count={chosen.length}
          initial={sameRemarks}
          maxRemarks={maxRemarks}
          saving={saving}
          onSave={(remarks) => void saveRemarks(remarks)}
          onClear={() => setPicked(new Set())}
        />
      ) : null}
      <ReportTable
        columns={columns}
        rows={rows}
        caption={t('caption', { count: files.length })}
        exportFormats={NO_EXPORTS}
        initialSort={DEFAULT_SORT}
        onRowSelect={(row) => toggle(Number(row.FileId))}
        rowSelect={rowSelect}
        rowActions={actions}
        onRowAction={onRowAction}
      />
      <ConfirmDialog {...deletion.dialog} />
    </section>
  );
}
