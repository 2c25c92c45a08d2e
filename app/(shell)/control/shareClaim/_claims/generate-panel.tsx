'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { requestJson } from '@/lib/client/http';
import { GENERATE_URL, type Generation } from './calls';
import { OutcomeBox } from '@/app/_components/form/outcome-box';
import { useSectionCall } from '@/app/_components/form/use-section-call';
import buttons from '@/app/_components/form/action-buttons.module.css';
import money from '@/app/_components/form/sections.module.css';

export interface GeneratePanelProps {
  drawId: number;
  /** The draw's date as shown (MM/DD/YYYY). */
  drawDate: string;
}

/**
 * Generate share claims for the chosen settled draw (PUT generateShareClaimReport): says how many
 * claims were created, updated, removed and left unchanged, or the platform's refusal with every claim
 * it names (a claim would drop below what was collected on it: 409, nothing changed).
 */
export function GeneratePanel({ drawId, drawDate }: GeneratePanelProps) {
  const t = useTranslations('shareClaims.control.generate');
  const id = useId();
  const { busy, outcome, run } = useSectionCall();

  const generate = () =>
    void run(
      () => requestJson<Generation>(GENERATE_URL, { method: 'PUT', json: { DrawId: drawId } }),
      (answer) => t('done', { drawDate, created: answer.Created, updated: answer.Updated, removed: answer.Removed, unchanged: answer.Unchanged }),
    );

  return (
    <section className={money.section} aria-labelledby={`${id}-heading`} data-testid="share-claim-generate">
      <h2 id={`${id}-heading`} className={money.heading}>
        {t('heading')}
      </h2>
      <p className={money.note}>{t('hint', { drawDate })}</p>
      <div className={money.actions}>
        <button type="button" className={buttons.primaryButton} disabled={busy} aria-busy={busy} onClick={generate}>
          {t('button')}
        </button>
        {busy ? <Spinner inline label={t('working')} /> : null}
      </div>
      <OutcomeBox outcome={outcome} lead={(message) => t('refused', { message })} />
    </section>
  );
}
