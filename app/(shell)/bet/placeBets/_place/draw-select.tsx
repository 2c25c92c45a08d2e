'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { BetSettings } from '@/lib/contract/bet-listings';
import styles from './place-bets.module.css';

type OpenDraw = BetSettings['OpenDraws'][number];

/** Draw dates and close times in the draws' own zone (GMT+8), whatever the browser's. */
const DRAW_ZONE = 'Asia/Singapore';

function drawLabel(draw: OpenDraw, locale: string): { day: string; close: string } {
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(`${draw.DrawDate}T00:00:00Z`),
  );
  const close = new Intl.DateTimeFormat(locale, { timeZone: DRAW_ZONE, hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(draw.CloseDate));
  return { day, close };
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
