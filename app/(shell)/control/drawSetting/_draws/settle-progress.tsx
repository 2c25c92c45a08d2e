'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { SettleStatus } from '@/lib/contract/results';
import { ProgressBar } from '@/app/_components/form/progress-bar';
import { useFailureText } from './use-failure-text';
import { useSettleStatus } from './use-settle-status';
import styles from './draw-setting.module.css';

export interface SettleProgressProps {
  locId: string;
  jobId: number;
  /** Once, when the job is DONE or FAILED (or its status can no longer be read). */
  onFinished: (status: SettleStatus | null) => void;
}

/**
 * A settle job's progress (insertProcess, r5): a progress bar polled every 500 ms, then "Settled: N
 * bets, M strikes" or why it failed. The bar is a role=progressbar with aria-valuenow.
 */
export function SettleProgress({ locId, jobId, onFinished }: SettleProgressProps) {
  const t = useTranslations('drawSetting.progress');
  const failureText = useFailureText();
  const { status, error } = useSettleStatus(locId, jobId);
  const reported = useRef(false);
  const finished = status?.Status === 'DONE' || status?.Status === 'FAILED' || error !== null;

  useEffect(() => {
    if (!finished || reported.current) return;
    reported.current = true;
    onFinished(status);
  }, [finished, status, onFinished]);

  return (
    <div className={styles.progress}>
      <span id={`settle-${jobId}`}>{status?.Status === 'DONE' ? t('done') : t('running')}</span>
      <ProgressBar labelledBy={`settle-${jobId}`} percent={status?.Progress ?? 0} />
      {status?.Status === 'DONE' && status.Result ? (
        <AlertBox kind="success">{t('settled', { bets: status.Result.Bets, strikes: status.Result.Strikes })}</AlertBox>
      ) : null}
      {status?.Status === 'FAILED' ? <AlertBox kind="error">{t('failed', { message: status.Message ?? '' })}</AlertBox> : null}
      {error ? <AlertBox kind="error">{failureText(error) ?? t('lost')}</AlertBox> : null}
    </div>
  );
}
