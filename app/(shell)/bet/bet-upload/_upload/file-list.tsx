'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportRow, type ReportRowAction, type ReportRowSelect } from '@/app/_components/report-table/report-table';
import { AlertBox, type AlertKind } from '@/app/_components/widgets/alert-box';
import type { FileRow } from '@/lib/contract/files';
import { DEFAULT_SORT } from '@/lib/domain/report-conventions';
import { ConfirmDialog } from '../../../tickets/_tickets/confirm-dialog';
import { deleteFile, updateRemarks } from './file-calls';
import { fileColumns, fileReportRow, isRunning } from './file-rows';
import { RemarksEditor } from './remarks-editor';
import { useFailureText } from './use-failure-text';
import styles from './bet-upload.module.css';

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
  const [target, setTarget] = useState<FileRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: AlertKind; text: string } | null>(null);
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
      { key: 'results', label: t('resultsColumn'), text: t('results'), name: name('resultsName'), applies: (row) => row.StatusCode !== 'UPLOADED', width: 100 },
      { key: 'process', label: t('processColumn'), text: t('process'), name: name('processName'), applies: (row) => row.StatusCode === 'UPLOADED', width: 100 },
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
    if (action === 'delete') setTarget(file);
    else onOpen(file, action === 'process');
  }

  async function run(task: () => Promise<string>) {
    setBusy(true);
    try {
      setOutcome({ kind: 'success', text: await task() });
      onChanged();
    } catch (error) {
      const text = failureText(error);
      if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  const confirmDelete = (file: FileRow) =>
    void run(async () => {
      await deleteFile(locId, file.FileId).finally(() => setTarget(null));
      setPicked((current) => new Set([...current].filter((fileId) => fileId !== file.FileId)));
      return t('deleted', { file: file.FileName });
    });
  const saveRemarks = (remarks: string) =>
    void run(async () => {
      const updated = await updateRemarks(locId, chosen.map((file) => file.FileId), remarks);
      setPicked(new Set());
      return t('remarksSaved', { count: updated.Items.length });
    });
  const sameRemarks = chosen.every((file) => file.Remarks === chosen[0]?.Remarks) ? (chosen[0]?.Remarks ?? '') : '';

  return (
    <section className={styles.section} aria-labelledby="bet-upload-files" data-testid="file-list">
      <h2 id="bet-upload-files" className={styles.heading}>
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
          saving={busy}
          onSave={saveRemarks}
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
      <ConfirmDialog
        open={target !== null}
        title={target ? t('confirmTitle', { file: target.FileName }) : ''}
        text={target ? t('confirmText', { file: target.FileName, userId: target.UserId, fileId: target.FileId }) : ''}
        busy={busy}
        onConfirm={() => target && confirmDelete(target)}
        onCancel={() => setTarget(null)}
      />
    </section>
  );
}
