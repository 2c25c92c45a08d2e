'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import buttons from '@/app/_components/buttons.module.css';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { DrawItem } from '@/lib/contract/draws';
import type { JobStarted } from '@/lib/contract/results';
import { outDraftOf, type OutDraft } from '@/lib/domain/bin-out';
import { BinBurstView } from './bin-burst-view';
import { BinConfirmView } from './bin-confirm-view';
import { BinOutForm } from './bin-out-form';
import { BinReportView } from './bin-report-view';
import { BooksCheckView } from './books-check-view';
import { startTool, type ToolJob, type ToolResult, type ToolStatus } from './tool-calls';
import { ToolProgress } from './tool-progress';
import { toolsOf, type DrawTool } from './tool-rules';
import { useFailureText } from './use-failure-text';
import styles from './draw-setting.module.css';
import shared from '@/app/_components/form/sections.module.css';
import { formatShownDate } from '@/lib/domain/operator-time';

export interface ToolsPanelProps {
  locId: string;
  game: '4D' | 'TT';
  starterLabel: 'starter' | 'special';
  /** The draw as the week lists it now (its Settled flag follows a reset). */
  draw: DrawItem;
  /** A change of the page runs: the reset waits. */
  busy: boolean;
  /** Asks to reset the draw's settlement only (the page confirms first). */
  onResetSettlement: (draw: DrawItem) => void;
  onClose: () => void;
}

type Results = { [K in ToolJob]?: ToolResult<K> };
interface Job {
  kind: ToolJob;
  id: number;
  running: boolean;
}

/**
 * The tools of one draw: the books check, bin burst, bin confirm (as is or with the Out edited), bin
 * report and resetting the settlement only. One job runs at a time, with its progress bar; each
 * tool's latest result stays while the panel is open, and so does every Out typed.
 */
export function ToolsPanel({ locId, game, starterLabel, draw, busy, onResetSettlement, onClose }: ToolsPanelProps) {
  const t = useTranslations('drawSetting.tools');
  const failureText = useFailureText();
  const heading = useRef<HTMLHeadingElement>(null);
  const [view, setView] = useState<ToolJob | null>(null);
  const [job, setJob] = useState<Job | null>(null);
  const [results, setResults] = useState<Results>({});
  const [draft, setDraft] = useState<OutDraft>({});
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState('');
  const running = starting || job?.running === true;

  useEffect(() => heading.current?.focus(), []);

  const started = (kind: ToolJob, answer: JobStarted) => {
    setResults((current) => ({ ...current, [kind]: undefined }));
    setJob({ kind, id: answer.JobId, running: true });
  };

  async function choose(tool: DrawTool) {
    if (tool === 'resetSettlement') return onResetSettlement(draw);
    setError('');
    setView(tool);
    if (tool === 'confirm') return;
    setStarting(true);
    try {
      started(tool, await startTool(locId, tool, draw.DrawId));
    } catch (failure) {
      const text = failureText(failure);
      if (text !== null) setError(text);
    } finally {
      setStarting(false);
    }
  }

  const finished = (kind: ToolJob) => (status: ToolStatus[ToolJob] | null) => {
    setJob((current) => (current ? { ...current, running: false } : current));
    if (status?.Status !== 'DONE' || !status.Result) return;
    const result = status.Result;
    setResults((current) => ({ ...current, [kind]: result }));
    if (kind === 'burst' && 'Limit' in result) setDraft(outDraftOf(result.Numbers, game));
  };

  const progress = (kind: ToolJob) =>
    job?.kind === kind ? <ToolProgress key={job.id} locId={locId} job={kind} jobId={job.id} onFinished={finished(kind)} /> : null;

  return (
    <section id="draw-tools" className={`${shared.section} ${shared.fitted}`} aria-labelledby="tools-title">
      <h2 id="tools-title" ref={heading} tabIndex={-1} className={shared.heading}>
        {t('title', { date: formatShownDate(draw.DrawDate) })}
      </h2>
      <p className={styles.hint}>{t('hint')}</p>
      <div className={styles.buttons} role="group" aria-label={t('group')}>
        {toolsOf(draw).map((tool) => (
          <button
            key={tool}
            type="button"
            className={`${styles.smallButton} ${tool === 'resetSettlement' ? styles.danger : ''}`}
            disabled={running || (tool === 'resetSettlement' && busy)}
            aria-pressed={tool === 'resetSettlement' ? undefined : view === tool}
            onClick={() => void choose(tool)}
          >
            {t(`buttons.${tool}`)}
          </button>
        ))}
      </div>
      {error ? <AlertBox kind="error">{error}</AlertBox> : null}
      {view === 'check' ? progress('check') : null}
      {view === 'check' && results.check ? <BooksCheckView result={results.check} /> : null}
      {view === 'burst' ? progress('burst') : null}
      {view === 'burst' && results.burst ? (
        <>
          <BinBurstView result={results.burst} game={game} />
          <div className={styles.buttons}>
            <button type="button" className={buttons.secondary} disabled={running} onClick={() => setView('confirm')}>
              {t('burst.toConfirm')}
            </button>
          </div>
        </>
      ) : null}
      {view === 'confirm' && !results.confirm ? (
        <BinOutForm
          locId={locId}
          drawId={draw.DrawId}
          game={game}
          burst={results.burst ?? null}
          draft={draft}
          onDraft={setDraft}
          disabled={running}
          onStarted={(answer) => started('confirm', answer)}
        />
      ) : null}
      {view === 'confirm' ? progress('confirm') : null}
      {view === 'confirm' && results.confirm ? (
        <>
          <BinConfirmView result={results.confirm} game={game} />
          <div className={styles.buttons}>
            <button type="button" className={buttons.secondary} onClick={() => setResults((current) => ({ ...current, confirm: undefined }))}>
              {t('confirm.again')}
            </button>
          </div>
        </>
      ) : null}
      {view === 'report' ? progress('report') : null}
      {view === 'report' && results.report ? <BinReportView result={results.report} game={game} starterLabel={starterLabel} /> : null}
      <div className={styles.buttons}>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}
