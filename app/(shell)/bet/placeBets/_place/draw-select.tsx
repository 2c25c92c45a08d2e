'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { BetSettings } from '@/lib/contract/bet-listings';
import { formatOperatorTimeIn, formatShownDate, operatorDayStart, operatorTime } from '@/lib/domain/operator-time';
import styles from './place-bets.module.css';

type OpenDraw = BetSettings['OpenDraws'][number];

/**
 * The draw's weekday in the reader's language and its date as every page shows one (MM/DD/yyyy), and
 * its close time, in operator time whatever the browser's zone.
 */
function drawLabel(draw: OpenDraw, locale: string): { day: string; close: string } {
  const day = `${formatOperatorTimeIn(locale, operatorDayStart(draw.DrawDate), { weekday: 'short' })} ${formatShownDate(draw.DrawDate)}`;
  return { day, close: operatorTime(draw.CloseDate) };
}

/** The open draws a ticket may go on, the next close first. */
export function DrawSelect({ draws, value, onChange }: { draws: readonly OpenDraw[]; value: number | null; onChange: (drawId: number | null) => void }) {
  const t = useTranslations('placeBets');
  const id = useId();
  const locale = useLocale();
  if (draws.length === 0) {
    return (
      <p className={styles.noDraw} role="status">
        {t('noOpenDraw')}
      </p>
    );
  }
  return (
    <div className={styles.drawField}>
      <label htmlFor={id}>{t('draw')}</label>
      <select id={id} name="DrawId" value={value === null ? '' : String(value)} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
        {draws.map((draw) => {
          const { day, close } = drawLabel(draw, locale);
          return (
            <option key={draw.DrawId} value={draw.DrawId}>
              {t('drawOption', { day, close })}
            </option>
          );
        })}
      </select>
    </div>
  );
}
