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
import { useFailureText } from './use-failure-text';
import { WeekNav } from './week-nav';
import styles from './draw-setting.module.css';

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
  | { kind: 'resettle'; draw: DrawItem; jobId: number };

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * /control/drawSetting: the draws of a week with their result and settlement, and what an admin with
 * DrawSetting does to them: create and edit draws, enter or correct a closed draw's result and watch
 * its settlement, settle again (r5), or reset the result (reset6) after a confirmation.
 */
export function DrawSetting({ locId, game, starterLabel, week, results, basePath, today }: DrawSettingProps) {
  const t = useTranslations('drawSetting');
  const router = useRouter();
  const failureText = useFailureText();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [resetting, setResetting] = useState<DrawItem | null>(null);
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
    if (action === 'reset') return setResetting(draw);
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
    setBusy(true);
    try {
      await resetResult(locId, resetting.DrawId);
      setNotice({ kind: 'success', text: t('notices.reset', { date: resetting.DrawDate }) });
      if (panel && 'draw' in panel && panel.draw.DrawId === resetting.DrawId) setPanel(null);
      refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      setResetting(null);
    }
  }

  const saved = (draw: DrawItem) => {
    setPanel(null);
    setNotice({ kind: 'success', text: t('notices.saved', { date: draw.DrawDate }) });
    refresh();
  };

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-label={t('week.label')}>
        <WeekNav basePath={basePath} weekStart={week.WeekStart} weekEnd={week.WeekEnd} today={today} />
        <DrawTable draws={week.Items} busy={busy} onAction={(action, draw) => void act(action, draw)} />
        <div className={styles.buttons}>
          <button type="button" className={buttons.secondary} disabled={busy} onClick={() => setPanel({ kind: 'create' })}>
            {t('create')}
          </button>
        </div>
      </section>
      {notice ? <AlertBox kind={notice.kind}>{notice.text}</AlertBox> : null}
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
        <section className={styles.section} aria-labelledby="resettle-title">
          <h2 id="resettle-title" className={styles.heading}>
            {t('resettleTitle', { date: panel.draw.DrawDate })}
          </h2>
          <SettleProgress key={panel.jobId} locId={locId} jobId={panel.jobId} onFinished={resettled} />
          <div className={styles.buttons}>
            <button type="button" className={buttons.secondary} onClick={() => setPanel(null)}>
              {t('result.close')}
            </button>
          </div>
        </section>
      ) : null}
      <ResetDialog date={resetting?.DrawDate ?? null} busy={busy} onConfirm={() => void confirmReset()} onCancel={() => setResetting(null)} />
    </div>
  );
}
