'use client';

import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { ReportTable, type ReportColumn, type ReportRow, type ReportRowSelect } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { ProcessJobPage, ProcessRun, StartedProcess } from '@/lib/contract/fixed-process';
import { formatShownDateTime } from '@/lib/domain/operator-time';
import { drawDateText } from '@/lib/domain/tickets';
import { ApiError } from '@/lib/http/api-error';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import { ProgressBar } from '@/app/_components/form/progress-bar';
import { RunFailures } from './run-failures';

const JOBS_URL = '/api/v1/selectProcessJob';
const START_URL = '/api/v1/updateProcessJob';
/** How often the runs are read again while one is under way. */
const POLL_MS = 1_000;
const fetchJobs = (url: string) => requestJson<ProcessJobPage>(url);
const unfinished = (run: ProcessRun) => run.Status === 'QUEUED' || run.Status === 'RUNNING';

/**
 * Start a run on a chosen draw, and the runs: read again every second while one is under way (its
 * progress bar moves), then left alone. Selecting a run lists its refusals; the newest run's show first.
 */
export function ProcessBoard({ initial }: { initial: ProcessJobPage }) {
  const t = useTranslations('fixedProcess.process');
  const tApp = useTranslations('app');
  const select = useRef<HTMLSelectElement>(null);
  const { data, mutate } = useSWR<ProcessJobPage>(JOBS_URL, fetchJobs, {
    fallbackData: initial,
    revalidateOnFocus: false,
    refreshInterval: (latest) => (latest?.Runs.some(unfinished) ? POLL_MS : 0),
  });
  const jobs = data ?? initial;
  const [drawId, setDrawId] = useState(String(jobs.Draws.find((draw) => draw.Open)?.DrawId ?? ''));
  const [drawError, setDrawError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<number | null>(null);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    if (!drawId) {
      setDrawError(t('drawRequired'));
      select.current?.focus();
      return;
    }
    setDrawError(null);
    setBusy(true);
    try {
      const started = await requestJson<StartedProcess>(START_URL, { method: 'POST', json: { DrawId: Number(drawId) } });
      setShown(started.Run.JobId);
      setOutcome({ kind: 'success', text: t(started.Started ? 'started' : 'alreadyRunning', { jobId: started.Run.JobId, drawDate: drawDateText(started.Run.DrawDate) }) });
      await mutate();
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null && error instanceof ApiError && error.body.field === 'DrawId') setDrawError(text);
      else if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'JobId', label: t('columns.run'), kind: 'number' },
      { key: 'DrawDate', label: t('columns.draw'), kind: 'text' },
      { key: 'Trigger', label: t('columns.trigger'), kind: 'text' },
      { key: 'Status', label: t('columns.status'), kind: 'text' },
      { key: 'Progress', label: t('columns.progress'), kind: 'text' },
      { key: 'Placed', label: t('columns.placed'), kind: 'number' },
      { key: 'AlreadyPlaced', label: t('columns.alreadyPlaced'), kind: 'number' },
      { key: 'Failed', label: t('columns.failed'), kind: 'number' },
      { key: 'StartedBy', label: t('columns.startedBy'), kind: 'text' },
      { key: 'CreatedDate', label: t('columns.created'), kind: 'text' },
    ],
    [t],
  );
  const rows = useMemo<ReportRow[]>(
    () =>
      jobs.Runs.map((run) => ({
        JobId: run.JobId,
        DrawDate: drawDateText(run.DrawDate),
        Trigger: t(`triggers.${run.Trigger}`),
        Status: t(`statuses.${run.Status}`),
        Progress: `${run.Processed}/${run.Total} (${run.Progress}%)`,
        Placed: run.Placed,
        AlreadyPlaced: run.AlreadyPlaced,
        Failed: run.Failures.length,
        StartedBy: run.StartedBy,
        CreatedDate: formatShownDateTime(run.CreatedDate),
      })),
    [jobs.Runs, t],
  );
  const rowSelect = useMemo<ReportRowSelect>(() => ({ name: (row) => t('showRun', { jobId: String(row.JobId) }) }), [t]);
  const current = jobs.Runs.find((run) => run.JobId === shown) ?? jobs.Runs[0];
  const running = jobs.Runs.filter(unfinished);

  return (
    <>
      <form className={styles.form} onSubmit={(event) => void start(event)} noValidate aria-busy={busy} aria-labelledby="fixed-process-heading">
        <h2 id="fixed-process-heading" className={styles.heading}>
          {t('startHeading')}
        </h2>
        {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
        <div className={styles.row}>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor="fixed-process-draw">{t('draw')}</label>
            <select
              id="fixed-process-draw"
              ref={select}
              value={drawId}
              aria-invalid={drawError ? true : undefined}
              aria-describedby={drawError ? 'fixed-process-draw-error' : undefined}
              onChange={(event) => setDrawId(event.target.value)}
            >
              {jobs.Draws.length === 0 ? <option value="">{t('noDraws')}</option> : null}
              {jobs.Draws.map((draw) => (
                <option key={draw.DrawId} value={draw.DrawId}>
                  {t(draw.Open ? 'drawOpen' : 'drawClosed', { drawDate: drawDateText(draw.DrawDate), close: formatShownDateTime(draw.CloseDate) })}
                </option>
              ))}
            </select>
            {drawError ? (
              <small id="fixed-process-draw-error" className={styles.error}>
                {drawError}
              </small>
            ) : null}
          </div>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primaryButton} disabled={busy}>
            {t('start')}
          </button>
          {busy ? <Spinner inline label={t('starting')} /> : null}
        </div>
      </form>
      {running.map((run) => (
        <div key={run.JobId} className={styles.section}>
          <p id={`fixed-run-${run.JobId}`}>{t('progress', { jobId: run.JobId, drawDate: drawDateText(run.DrawDate), processed: run.Processed, total: run.Total })}</p>
          <ProgressBar labelledBy={`fixed-run-${run.JobId}`} percent={run.Progress} />
        </div>
      ))}
      <ReportTable columns={columns} rows={rows} caption={t('caption')} fileName="fixed-process.xls" onRowSelect={(row) => setShown(Number(row.JobId))} rowSelect={rowSelect} />
      {current ? <RunFailures run={current} /> : <p className={styles.note}>{t('noRuns')}</p>}
    </>
  );
}
