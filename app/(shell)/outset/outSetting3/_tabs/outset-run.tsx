'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { requestJson } from '@/lib/client/http';
import type { OutsetRun } from '@/lib/contract/distributors';
import { useJobStatus } from '@/lib/hooks/use-job-status';
import { ProgressBar } from '@/app/_components/form/progress-bar';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import tabs from './tabs.module.css';
import { useCall } from './use-call';
import { usePlaceableDraws } from './use-draws';

/** Polls a run until it is DONE or FAILED, then shows what it placed and the numbers it could not. */
function RunStatus({ distributorId, initial, onFinished }: { distributorId: number; initial: OutsetRun; onFinished: () => void }) {
  const t = useTranslations('distributors');
  const read = useCallback(
    async () => (await requestJson<{ Run: OutsetRun | null }>(`/api/v1/distributors/rule/${distributorId}/outset/status?JobId=${initial.JobId}`)).Run ?? initial,
    [distributorId, initial],
  );
  const { status } = useJobStatus<OutsetRun>({ read, initial, pollMs: 500 });
  const run = status ?? initial;
  const done = run.Status === 'DONE' || run.Status === 'FAILED';
  const told = useRef(initial.Status === 'DONE' || initial.Status === 'FAILED');
  useEffect(() => {
    if (!done || told.current) return;
    told.current = true;
    onFinished();
  }, [done, onFinished]);
  const label = `run-${run.JobId}-label`;
  return (
    <div data-testid="outset-run" data-status={run.Status}>
      <p id={label}>{t(`runStatus.${run.Status}`)}</p>
      {!done ? <ProgressBar labelledBy={label} percent={run.Progress} /> : null}
      {run.Status === 'DONE' ? <p>{t('runPlaced', { count: run.Placed })}</p> : null}
      {run.Status === 'FAILED' && run.Error ? <AlertBox kind="error">{run.Error}</AlertBox> : null}
      {run.Failures.length > 0 ? (
        <div className={tabs.scroll}>
          <table className={tabs.table}>
            <caption>{t('runFailures')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('reason')}</th>
              </tr>
            </thead>
            <tbody>
              {run.Failures.map((failure) => (
                <tr key={failure.Number}>
                  <td>{failure.Number}</td>
                  <td>{failure.Reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/** The outset job of a distributor: run its rule on a draw, and follow the latest run. */
export function OutsetRunPanel({ distributorId, onFinished }: { distributorId: number; onFinished: () => void }) {
  const t = useTranslations('distributors');
  const { busy, outcome, run } = useCall();
  const { draws } = usePlaceableDraws();
  const [drawId, setDrawId] = useState<number | null>(null);
  const [latest, setLatest] = useState<OutsetRun | null>(null);

  useEffect(() => {
    void run(() => requestJson<{ Run: OutsetRun | null }>(`/api/v1/distributors/rule/${distributorId}/outset/status`)).then((answer) => answer && setLatest(answer.Run));
  }, [run, distributorId]);

  const chosen = drawId ?? draws?.[0]?.DrawId ?? null;
  async function start() {
    if (chosen === null) return;
    const answer = await run(() => requestJson<{ Run: OutsetRun }>(`/api/v1/distributors/rule/${distributorId}/outset`, { method: 'PUT', json: { DrawId: chosen } }));
    if (answer) setLatest(answer.Run);
  }
  const id = `o${distributorId}`;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{t('outset')}</h4>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      {draws && draws.length === 0 ? (
        <p className={styles.note}>{t('noPlaceableDraw')}</p>
      ) : (
        <div className={tabs.inline}>
          <div className={styles.field}>
            <label htmlFor={`${id}-draw`}>{t('draw')}</label>
            <select id={`${id}-draw`} value={chosen ?? ''} onChange={(event) => setDrawId(Number(event.target.value))}>
              {(draws ?? []).map((draw) => (
                <option key={draw.DrawId} value={draw.DrawId}>
                  {draw.DrawDate}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className={buttons.primaryButton} disabled={busy || chosen === null} onClick={() => void start()}>
            {t('runRule')}
          </button>
        </div>
      )}
      {latest ? <RunStatus key={latest.JobId} distributorId={distributorId} initial={latest} onFinished={onFinished} /> : null}
    </section>
  );
}
