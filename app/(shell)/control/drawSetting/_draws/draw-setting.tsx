'use client';

import { useCallback, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import buttons from '@/app/_components/buttons.module.css';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { DrawItem, DrawResult, DrawWeek } from '@/lib/contract/draws';
import type { SettleStatus } from '@/lib/contract/results';
import { resetResult, resettle } from './draw-calls';
import { DrawForm } from './draw-form';
import { DrawTable, type DrawAction } from './draw-table';
import { ResetDialog } from './reset-dialog';
import { ResultForm } from './result-form';
import { SettleProgress } from './settle-progress';
import { resetSettlement } from './tool-calls';
import { ToolsPanel } from './tools-panel';
import { useFailureText } from './use-failure-text';
import { WeekJob } from './week-job';
import { WeekNav } from './week-nav';
import styles from './draw-setting.module.css';
import shared from '@/app/_components/form/sections.module.css';
import { formatShownDate } from '@/lib/domain/operator-time';

export interface DrawSettingProps {
  locId: string;
  game: '4D' | 'TT';
  starterLabel: 'starter' | 'special';
  week: DrawWeek;
  /** The stored results of the week's draws, by DrawId. */
  results: Record<number, DrawResult>;
  /** The page's own path (under /embed in embed mode): the week links' target. */
  basePath: string;
  today: string;
}

type Panel =
  | { kind: 'create' }
  | { kind: 'edit'; draw: DrawItem }
  | { kind: 'result'; draw: DrawItem }
  | { kind: 'resettle'; draw: DrawItem; jobId: number }
  /** By id: the panel follows the draw as the week reloads (Settled after a reset). */
  | { kind: 'tools'; drawId: number };

/** A reset waiting for its confirmation: the result with its settlement (reset6), or the settlement only (reset7). */
interface Resetting {
  draw: DrawItem;
  what: 'result' | 'settlement';
}

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * /control/drawSetting: the draws of a week with their result and settlement, and what an admin with
 * DrawSetting does to them: create and edit draws, enter or correct a closed draw's result and watch
 * its settlement, settle again (r5), or reset the result (reset6) after a confirmation; and each
 * closed draw's tools: the books check, the bin jobs and resetting the settlement only (reset7).
 */
export function DrawSetting({ locId, game, starterLabel, week, results, basePath, today }: DrawSettingProps) {
  const t = useTranslations('drawSetting');
  const router = useRouter();
  const failureText = useFailureText();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [resetting, setResetting] = useState<Resetting | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(() => router.refresh(), [router]);
  const resettled = useCallback((status: SettleStatus | null) => {
    if (status?.Status === 'DONE') router.refresh();
  }, [router]);

  const fail = (error: unknown) => {
    const text = failureText(error);
    if (text !== null) setNotice({ kind: 'error', text });
  };

  async function act(action: DrawAction, draw: DrawItem) {
    setNotice(null);
    if (action === 'edit') return setPanel({ kind: 'edit', draw });
    if (action === 'result') return setPanel({ kind: 'result', draw });
    if (action === 'reset') return setResetting({ draw, what: 'result' });
    if (action === 'tools') return setPanel(panel?.kind === 'tools' && panel.drawId === draw.DrawId ? null : { kind: 'tools', drawId: draw.DrawId });
    setBusy(true);
    try {
      const started = await resettle(locId, draw.DrawId);
      setPanel({ kind: 'resettle', draw, jobId: started.JobId });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function confirmReset() {
    if (!resetting) return;
    const { draw, what } = resetting;
    setBusy(true);
    try {
      if (what === 'result') await resetResult(locId, draw.DrawId);
      else await resetSettlement(locId, draw.DrawId);
      setNotice({ kind: 'success', text: t(what === 'result' ? 'notices.reset' : 'notices.resetSettlement', { date: formatShownDate(draw.DrawDate) }) });
      if (what === 'result' && panel && 'draw' in panel && panel.draw.DrawId === draw.DrawId) setPanel(null);
      refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      setResetting(null);
    }
  }

  const toolsDraw = panel?.kind === 'tools' ? week.Items.find((draw) => draw.DrawId === panel.drawId) : undefined;

  const saved = (draw: DrawItem) => {
    setPanel(null);
    setNotice({ kind: 'success', text: t('notices.saved', { date: formatShownDate(draw.DrawDate) }) });
    refresh();
  };

  return (
    <div className={styles.page}>
      <section className={`${shared.section} ${shared.fitted}`} aria-label={t('week.label')}>
        <WeekNav basePath={basePath} weekStart={week.WeekStart} weekEnd={week.WeekEnd} today={today} />
        <DrawTable draws={week.Items} busy={busy} openTools={panel?.kind === 'tools' ? panel.drawId : null} onAction={(action, draw) => void act(action, draw)} />
        <div className={styles.buttons}>
          <button type="button" className={buttons.secondary} disabled={busy} onClick={() => setPanel({ kind: 'create' })}>
            {t('create')}
          </button>
        </div>
      </section>
      {notice ? <AlertBox kind={notice.kind}>{notice.text}</AlertBox> : null}
      <WeekJob locId={locId} onCreated={refresh} />
      {panel?.kind === 'create' || panel?.kind === 'edit' ? (
        <DrawForm key={panel.kind === 'edit' ? panel.draw.DrawId : 'new'} locId={locId} draw={panel.kind === 'edit' ? panel.draw : null} today={today} onSaved={saved} onClose={() => setPanel(null)} />
      ) : null}
      {panel?.kind === 'result' ? (
        <ResultForm
          key={panel.draw.DrawId}
          locId={locId}
          game={game}
          starterLabel={starterLabel}
          draw={panel.draw}
          initial={results[panel.draw.DrawId] ?? null}
          onSettled={refresh}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel?.kind === 'resettle' ? (
        <section className={`${shared.section} ${shared.fitted}`} aria-labelledby="resettle-title">
          <h2 id="resettle-title" className={shared.heading}>
            {t('resettleTitle', { date: formatShownDate(panel.draw.DrawDate) })}
          </h2>
          <SettleProgress key={panel.jobId} locId={locId} jobId={panel.jobId} onFinished={resettled} />
          <div className={styles.buttons}>
            <button type="button" className={buttons.secondary} onClick={() => setPanel(null)}>
              {t('result.close')}
            </button>
          </div>
        </section>
      ) : null}
      {toolsDraw ? (
        <ToolsPanel
          // A reset or a new settlement remounts it: the results shown described the books before.
          key={`${toolsDraw.DrawId}:${toolsDraw.HasResult}:${toolsDraw.Settled}`}
          locId={locId}
          game={game}
          starterLabel={starterLabel}
          draw={toolsDraw}
          busy={busy}
          onResetSettlement={(draw) => setResetting({ draw, what: 'settlement' })}
          onClose={() => setPanel(null)}
        />
      ) : null}
      <ResetDialog
        what={resetting?.what ?? 'result'}
        date={resetting?.draw.DrawDate ?? null}
        busy={busy}
        onConfirm={() => void confirmReset()}
        onCancel={() => setResetting(null)}
      />
    </div>
  );
}
