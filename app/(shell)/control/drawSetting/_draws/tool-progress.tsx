'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { useJobStatus } from '@/lib/hooks/use-job-status';
import { ProgressBar } from '@/app/_components/form/progress-bar';
import { toolStatus, type ToolJob, type ToolStatus } from './tool-calls';
import { useFailureText } from './use-failure-text';
import { SETTLE_POLL_MS } from './use-settle-status';
import styles from './draw-setting.module.css';

export interface ToolProgressProps<K extends ToolJob> {
  locId: string;
  job: K;
  jobId: number;
  /** Once, when the job is DONE or FAILED (null: its status can no longer be read). */
  onFinished: (status: ToolStatus[K] | null) => void;
}

/**
 * A tool job's progress (books check, bin burst, confirm, report): the page's progress bar, polled
 * every SETTLE_POLL_MS through the shared job hook, then "Done" or why it failed. The result itself
 * is the panel's to show.
 */
export function ToolProgress<K extends ToolJob>({ locId, job, jobId, onFinished }: ToolProgressProps<K>) {
  const t = useTranslations('drawSetting.tools');
  const failureText = useFailureText();
  const read = useCallback(() => toolStatus(locId, job, jobId), [locId, job, jobId]);
  const { status, error } = useJobStatus<ToolStatus[K]>({ read, pollMs: SETTLE_POLL_MS });
  const reported = useRef(false);
  const finished = status?.Status === 'DONE' || status?.Status === 'FAILED' || error !== null;

  useEffect(() => {
    if (!finished || reported.current) return;
    reported.current = true;
    onFinished(error === null ? status : null);
  }, [finished, status, error, onFinished]);

  const label = `tool-${job}-${jobId}`;
  const running: `running.${ToolJob}` = `running.${job}`;
  return (
    <div className={styles.progress}>
      <span id={label}>{status?.Status === 'DONE' ? t('done') : t(running)}</span>
      <ProgressBar labelledBy={label} percent={status?.Progress ?? 0} />
      {status?.Status === 'FAILED' ? <AlertBox kind="error">{t('failed', { message: status.Message ?? '' })}</AlertBox> : null}
      {error ? <AlertBox kind="error">{failureText(error) ?? t('lost')}</AlertBox> : null}
    </div>
  );
}
