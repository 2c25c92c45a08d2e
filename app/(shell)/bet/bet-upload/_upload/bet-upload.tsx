'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { DrawOption } from '@/app/_components/widgets/draw-date-picker';
import type { FileRow, ProcessStatus } from '@/lib/contract/files';
import type { PickerUser } from '@/lib/domain/user-picker';
import { AraExport } from './ara-export';
import { startProcessing } from './file-calls';
import { FileList } from './file-list';
import { ProcessPanel, type ProcessJob } from './process-panel';
import { UploadForm } from './upload-form';
import type { UploadRules } from './upload-rules';
import { useFailureText } from './use-failure-text';
import styles from './bet-upload.module.css';

export interface BetUploadProps {
  locId: string;
  rules: UploadRules;
  /** Members the caller may place bets for (the upload's member). */
  members: PickerUser[];
  /** Everyone the caller reaches (the export's user). */
  users: PickerUser[];
  /** The uploads, or null with `filesProblem` when the list could not be read. */
  files: FileRow[] | null;
  filesProblem?: string;
  draws: DrawOption[];
}

/**
 * The Bet Upload page (docs/product.md#menu, BETUPLOAD): upload and process a bet file with its progress and
 * per-line results, the list of uploads, and the ARA exports. The server parts (the list, the header's
 * CreditLeft) are read again after every change.
 */
export function BetUpload({ locId, rules, members, users, files, filesProblem, draws }: BetUploadProps) {
  const router = useRouter();
  const failureText = useFailureText(rules.maxBytes);
  const [job, setJob] = useState<(ProcessJob & { key: number }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => router.refresh();

  const show = (file: FileRow, initial: ProcessStatus | null) => {
    setProblem(null);
    setJob((current) => ({ fileId: file.FileId, fileName: file.FileName, userId: file.UserId, initial, key: (current?.key ?? 0) + 1 }));
  };

  async function open(file: FileRow, start: boolean) {
    if (!start) return show(file, null);
    try {
      show(file, await startProcessing(locId, file.FileId, { strictNumber: file.StrictNumber, acceptDecimals: file.AcceptDecimals }));
      refresh();
    } catch (error) {
      const text = failureText(error);
      if (text !== null) setProblem(text);
    }
  }

  return (
    <div className={styles.page}>
      <UploadForm locId={locId} rules={rules} members={members} onUploaded={refresh} onStarted={show} />
      {problem ? <AlertBox kind="error">{problem}</AlertBox> : null}
      {job ? <ProcessPanel key={job.key} locId={locId} job={job} pollMs={rules.pollMs} maxBytes={rules.maxBytes} draws={draws} onFinished={refresh} /> : null}
      {files ? (
        <FileList locId={locId} files={files} maxBytes={rules.maxBytes} maxRemarks={rules.maxRemarks} onOpen={(file, start) => void open(file, start)} onChanged={refresh} />
      ) : (
        <AlertBox kind="error">{filesProblem}</AlertBox>
      )}
      <AraExport locId={locId} draws={draws} users={users} fileName={rules.exportFileName} maxBytes={rules.maxBytes} />
    </div>
  );
}
