'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { DrawOption } from '@/app/_components/widgets/draw-date-picker';
import type { ProcessStatus } from '@/lib/contract/files';
import { formatDollars } from '@/lib/domain/money';
import { PlacedTickets } from './placed-tickets';
import { ProgressBar } from '@/app/_components/form/progress-bar';
import { RejectedLines } from './rejected-lines';
import { useFailureText } from './use-failure-text';
import { isFinished, useProcessStatus } from './use-process-status';
import buttons from '@/app/_components/buttons.module.css';
import styles from './bet-upload.module.css';
import shared from '@/app/_components/form/sections.module.css';

export interface ProcessJob {
  fileId: number;
  fileName: string;
  userId: string;
  /** The answer that started the job; null to read its status first (a file processed before). */
  initial: ProcessStatus | null;
}

export interface ProcessPanelProps {
  locId: string;
  job: ProcessJob;
  pollMs: number;
  maxBytes: number;
  draws: readonly DrawOption[];
  /** The job ended: the file list is out of date. */
  onFinished: () => void;
}

/**
 * A processing job as it runs: the progress bar (polled about every second until DONE or FAILED),
 * then what it did: lines placed and refused, the tickets with links, and every refused line with
 * its reason.
 */
export function ProcessPanel({ locId, job, pollMs, maxBytes, draws, onFinished }: ProcessPanelProps) {
  const t = useTranslations('betUpload.process');
  const failureText = useFailureText(maxBytes);
  const { status, error, retry } = useProcessStatus(locId, job.fileId, job.initial, pollMs);
  const finished = isFinished(status);
  const problem = error ? failureText(error) : null;
  const heading = useRef<HTMLHeadingElement>(null);

  // A new job takes the focus, so keyboard and screen-reader users land on its progress.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (finished) onFinished();
    // Once per job: the parent's callback may change identity on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  return (
    <section className={`${shared.section} ${shared.fitted}`} aria-labelledby={`job-${job.fileId}`} data-testid="process-panel" data-file-id={job.fileId}>
      <h2 ref={heading} id={`job-${job.fileId}`} className={shared.heading} tabIndex={-1}>
        {t('title', { file: job.fileName })}
      </h2>
      <ProgressBar label={t('progressLabel', { file: job.fileName })} percent={status ? status.Progress : null} testId="process-progress" />
      {/* Not a live region: it changes every second; the result below is announced when it comes. */}
      <p className={styles.status} data-testid="process-status">
        {status ? t(`status.${status.Status}`, { processed: status.Processed, total: status.Total }) : t('reading')}
      </p>
      {problem ? (
        <AlertBox kind="error">
          <p>{problem}</p>
          <button type="button" className={buttons.secondary} onClick={retry}>
            {t('checkAgain')}
          </button>
        </AlertBox>
      ) : null}
      {status?.Status === 'FAILED' ? <AlertBox kind="error">{t('failed', { reason: status.Error ?? '' })}</AlertBox> : null}
      {status?.Status === 'DONE' ? (
        <AlertBox kind={status.Accepted > 0 ? 'success' : 'error'}>
          <p data-testid="process-summary">{t('summary', { accepted: status.Accepted, rejected: status.Rejected, total: status.Total })}</p>
          {status.TicketIds.length > 0 ? (
            <p>{t('placedTotal', { count: status.TicketIds.length, total: formatDollars(status.PlacedTotal) })}</p>
          ) : null}
          {status.CreditLeft !== null ? <p>{t('creditLeft', { userId: job.userId, creditLeft: formatDollars(status.CreditLeft) })}</p> : null}
        </AlertBox>
      ) : null}
      {status ? <PlacedTickets locId={locId} userId={job.userId} lines={status.Lines} draws={draws} /> : null}
      {status ? <RejectedLines lines={status.Lines} finished={finished} /> : null}
    </section>
  );
}
