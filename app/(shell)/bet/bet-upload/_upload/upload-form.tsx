'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import type { FileRow, ProcessStatus } from '@/lib/contract/files';
import type { PickerUser } from '@/lib/domain/user-picker';
import { startProcessing, uploadFile } from './file-calls';
import { ProgressBar } from '@/app/_components/form/progress-bar';
import { acceptedExtensions, sizeText, UPLOAD_FIELDS, uploadCallOf, uploadProblems, type UploadProblems, type UploadRules } from './upload-rules';
import { useFailureText } from './use-failure-text';
import buttons from '@/app/_components/buttons.module.css';
import styles from './bet-upload.module.css';
import shared from '@/app/_components/form/sections.module.css';

export interface UploadFormProps {
  locId: string;
  rules: UploadRules;
  /** The members the caller may place bets for. */
  members: readonly PickerUser[];
  /** The file is stored (the list is out of date). */
  onUploaded: (file: FileRow) => void;
  /** Its processing started: show the job. */
  onStarted: (file: FileRow, status: ProcessStatus) => void;
}

type Phase = { kind: 'idle' } | { kind: 'uploading'; percent: number | null; name: string } | { kind: 'starting'; name: string };

/**
 * The upload (docs/product.md#entities-and-fields, #validation-rules): member, ARACode, Remarks, the processing flags and the file, checked
 * here first (required fields, the extension, the size). Upload shows its progress, then processing
 * starts with the flags. A failure says why and keeps every value; a success clears only the file.
 */
export function UploadForm({ locId, rules, members, onUploaded, onStarted }: UploadFormProps) {
  const t = useTranslations('betUpload.form');
  const failureText = useFailureText(rules.maxBytes);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [araCode, setAraCode] = useState('');
  const [remarks, setRemarks] = useState('');
  const [strictNumber, setStrictNumber] = useState(true);
  const [acceptDecimals, setAcceptDecimals] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<UploadProblems>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const busy = phase.kind !== 'idle';
  const extensions = acceptedExtensions(rules.calls);
  const limits = { max: rules.maxRemarks, size: sizeText(rules.maxBytes), types: extensions.join(', ') };

  // A refused submit moves the focus to the first field to fix (docs/product.md#validation-rules), the member picker included.
  useEffect(() => {
    const first = UPLOAD_FIELDS.find((field) => problems[field]);
    if (focusRequest > 0 && first) form.current?.querySelector<HTMLElement>(`[data-field="${first}"] input`)?.focus();
    // Only a refused submit moves the focus, not a message that comes or goes as the user types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const problemText = (field: keyof UploadProblems) => {
    const problem = problems[field];
    return problem ? t(`problems.${problem}`, limits) : null;
  };
  const fieldProps = (field: keyof UploadProblems) =>
    problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-problem` } : {};
  const problemLine = (field: keyof UploadProblems) =>
    problems[field] ? (
      <small id={`${id}-${field}-problem`} className={styles.problem}>
        {problemText(field)}
      </small>
    ) : null;
  const clearProblem = (field: keyof UploadProblems) => setProblems(({ [field]: _gone, ...rest }) => rest);
  /** A change of a field drops its message; the others keep theirs until the next submit. */
  const edited = (field: keyof UploadProblems, set: (value: string) => void) => (value: string) => {
    set(value);
    clearProblem(field);
  };

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    const found = uploadProblems({ userId, araCode, remarks, file: chosen }, rules).file;
    setProblems(({ file: _old, ...rest }) => (found && chosen ? { ...rest, file: found } : rest));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = uploadProblems({ userId, araCode, remarks, file }, rules);
    setProblems(found);
    setFailure(null);
    const call = file ? uploadCallOf(file.name, rules.calls) : null;
    if (UPLOAD_FIELDS.some((field) => found[field]) || !file || !call || !userId) {
      setFocusRequest((count) => count + 1);
      return;
    }
    const flags = { strictNumber, acceptDecimals };
    let stored: FileRow | null = null;
    try {
      setPhase({ kind: 'uploading', percent: 0, name: file.name });
      stored = await uploadFile(locId, { call, file, userId, araCode, remarks, ...flags }, (percent) => setPhase({ kind: 'uploading', percent, name: file.name }));
      onUploaded(stored);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      setPhase({ kind: 'starting', name: stored.FileName });
      onStarted(stored, await startProcessing(locId, stored.FileId, flags));
    } catch (error) {
      const text = failureText(error);
      if (text !== null) setFailure(stored ? t('notStarted', { file: stored.FileName, reason: text }) : text);
    } finally {
      setPhase({ kind: 'idle' });
    }
  }

  return (
    <form ref={form} className={`${shared.section} ${shared.fitted}`} onSubmit={submit} noValidate aria-busy={busy} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={shared.heading}>
        {t('title')}
      </h2>
      <div className={styles.fields}>
        <div className={styles.field} data-field="user">
          <UserPicker users={members} value={userId} onChange={(value) => { setUserId(value); clearProblem('user'); }} label={t('member')} name="UserId" disabled={busy} {...fieldProps('user')} />
          {problemLine('user')}
        </div>
        <div className={styles.field} data-field="araCode">
          <label htmlFor={`${id}-ara`}>{t('araCode')}</label>
          <input id={`${id}-ara`} name="ARACode" value={araCode} maxLength={20} autoComplete="off" disabled={busy} {...fieldProps('araCode')}
            onChange={(event) => edited('araCode', setAraCode)(event.target.value)} />
          {problemLine('araCode')}
        </div>
        <div className={`${styles.field} ${styles.wide}`} data-field="remarks">
          <label htmlFor={`${id}-remarks`}>{t('remarks')}</label>
          <input id={`${id}-remarks`} name="Remarks" value={remarks} maxLength={rules.maxRemarks} autoComplete="off" disabled={busy} {...fieldProps('remarks')}
            onChange={(event) => edited('remarks', setRemarks)(event.target.value)} />
          {problemLine('remarks')}
        </div>
        <div className={`${styles.field} ${styles.wide}`} data-field="file">
          <label htmlFor={`${id}-file`}>{t('file')}</label>
          <input ref={fileInput} id={`${id}-file`} name="file" type="file" accept={extensions.join(',')} disabled={busy}
            aria-describedby={problems.file ? `${id}-file-problem ${id}-file-hint` : `${id}-file-hint`} aria-invalid={problems.file ? true : undefined}
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)} />
          <small id={`${id}-file-hint`} className={styles.hint}>
            {t('fileHint', limits)}
          </small>
          {problemLine('file')}
        </div>
      </div>
      <fieldset className={styles.flags} disabled={busy}>
        <legend>{t('processing')}</legend>
        <label>
          <input type="checkbox" name="StrictNumber" checked={strictNumber} onChange={(event) => setStrictNumber(event.target.checked)} /> {t('strictNumber')}
        </label>
        <label>
          <input type="checkbox" name="AcceptDecimals" checked={acceptDecimals} onChange={(event) => setAcceptDecimals(event.target.checked)} /> {t('acceptDecimals')}
        </label>
      </fieldset>
      {phase.kind === 'uploading' ? <ProgressBar label={t('uploading', { file: phase.name })} percent={phase.percent} testId="upload-progress" /> : null}
      {phase.kind === 'starting' ? <p role="status">{t('starting', { file: phase.name })}</p> : null}
      {failure ? <AlertBox kind="error">{failure}</AlertBox> : null}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {busy ? t('working') : t('submit')}
        </button>
      </div>
    </form>
  );
}
