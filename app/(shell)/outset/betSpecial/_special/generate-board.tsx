'use client';

import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { ReportTable, type ReportColumn, type ReportRow } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { BetSpecialRun } from '@/lib/contract/bet-special';
import type { DrawDate } from '@/lib/contract/draws';
import { drawDateText } from '@/lib/domain/tickets';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import { ProgressBar } from '@/app/_components/form/progress-bar';

const START_URL = '/api/v1/bet/generateBetSpecial';
const statusUrl = (jobId: number) => `/api/v1/bet/generateBetSpecial/${jobId}/status`;
/** How often a run under way is read again. */
const POLL_MS = 1_000;
const unfinished = (run: BetSpecialRun | undefined) => run?.Status === 'QUEUED' || run?.Status === 'RUNNING';

/** Start a run on a draw and follow it to 100%: each hot number countered, or refused with the reason. */
export function GenerateBoard({ draws }: { draws: readonly DrawDate[] }) {
  const t = useTranslations('betSpecial.generate');
  const tApp = useTranslations('app');
  const select = useRef<HTMLSelectElement>(null);
  const nextOpen = draws.filter((draw) => draw.Status === 'OPEN').at(-1);
  const [drawId, setDrawId] = useState(String(nextOpen?.DrawId ?? draws[0]?.DrawId ?? ''));
  const [started, setStarted] = useState<BetSpecialRun | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const { data } = useSWR<BetSpecialRun>(started ? statusUrl(started.JobId) : null, (url: string) => requestJson<BetSpecialRun>(url), {
    fallbackData: started ?? undefined,
    revalidateOnFocus: false,
    refreshInterval: (latest) => (unfinished(latest) ? POLL_MS : 0),
  });
  const run = data ?? started;

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    if (!drawId) {
      setOutcome({ kind: 'error', text: t('drawRequired') });
      select.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await requestJson<BetSpecialRun>(START_URL, { method: 'PUT', json: { DrawId: Number(drawId) } });
      setStarted(answer);
      setOutcome({ kind: 'success', text: t('started', { jobId: answer.JobId }) });
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  const placedColumns = useMemo<ReportColumn[]>(
    () => [
      { key: 'Number', label: t('columns.number'), kind: 'text' },
      { key: 'InBig', label: t('columns.inBig'), kind: 'money' },
      { key: 'InSmall', label: t('columns.inSmall'), kind: 'money' },
      { key: 'TicketId', label: t('columns.ticket'), kind: 'number' },
      { key: 'Big', label: t('columns.big'), kind: 'money' },
      { key: 'Small', label: t('columns.small'), kind: 'money' },
    ],
    [t],
  );
  const failureColumns = useMemo<ReportColumn[]>(
    () => [
      { key: 'Number', label: t('columns.number'), kind: 'text' },
      { key: 'InBig', label: t('columns.inBig'), kind: 'money' },
      { key: 'InSmall', label: t('columns.inSmall'), kind: 'money' },
      { key: 'Reason', label: t('columns.reason'), kind: 'text' },
    ],
    [t],
  );
  const result = run?.Result ?? null;
  const placedRows = useMemo<ReportRow[]>(() => (result?.Placed ?? []).map((row) => ({ ...row })), [result]);
  const failureRows = useMemo<ReportRow[]>(() => (result?.Failures ?? []).map((row) => ({ ...row })), [result]);

  return (
    <section className={styles.section} aria-labelledby="bet-special-generate-heading">
      <form className={styles.form} onSubmit={(event) => void start(event)} noValidate aria-busy={busy}>
        <h2 id="bet-special-generate-heading" className={styles.heading}>
          {t('heading')}
        </h2>
        {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
        <div className={styles.row}>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor="bet-special-draw">{t('draw')}</label>
            <select id="bet-special-draw" ref={select} value={drawId} onChange={(event) => setDrawId(event.target.value)}>
              {draws.length === 0 ? <option value="">{t('noDraws')}</option> : null}
              {draws.map((draw) => (
                <option key={draw.DrawId} value={draw.DrawId}>
                  {t(draw.Status === 'OPEN' ? 'drawOpen' : 'drawClosed', { drawDate: drawDateText(draw.DrawDate) })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primaryButton} disabled={busy || unfinished(run ?? undefined)}>
            {t('start')}
          </button>
          {busy ? <Spinner inline label={t('starting')} /> : null}
        </div>
      </form>
      {run ? (
        <div className={styles.section}>
          <p id="bet-special-progress" role="status">
            {t('progress', { jobId: run.JobId, progress: run.Progress, status: t(`statuses.${run.Status}`) })}
          </p>
          <ProgressBar labelledBy="bet-special-progress" percent={run.Progress} />
          {run.Message ? <AlertBox kind="error">{run.Message}</AlertBox> : null}
          {result && run.Status === 'DONE' ? (
            <>
              <p className={styles.note}>{t('summary', { hot: result.Hot, placed: result.Placed.length, failed: result.Failures.length, target: result.TargetUserId })}</p>
              <ReportTable columns={placedColumns} rows={placedRows} caption={t('placedCaption')} fileName="bet-special-placed.xls" />
              <ReportTable columns={failureColumns} rows={failureRows} caption={t('failedCaption')} fileName="bet-special-refused.xls" />
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
