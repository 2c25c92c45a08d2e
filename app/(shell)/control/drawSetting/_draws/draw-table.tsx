'use client';

import { useTranslations } from 'next-intl';
import type { DrawItem } from '@/lib/contract/draws';
import { formatShownDate, operatorTime } from '@/lib/domain/operator-time';
import { toolsOf } from './tool-rules';
import styles from './draw-setting.module.css';

export type DrawAction = 'edit' | 'result' | 'resettle' | 'reset' | 'tools';

/**
 * What may be done to a draw: edit until it has a result; a result once closed; settle or reset once
 * resulted; and its tools (books check, bins, settlement reset) once sales closed.
 */
export function actionsOf(draw: DrawItem): DrawAction[] {
  const tools: DrawAction[] = toolsOf(draw).length > 0 ? ['tools'] : [];
  if (draw.Status === 'RESULTED') return ['result', 'resettle', 'reset', ...tools];
  if (draw.Status === 'CLOSED') return ['edit', 'result', ...tools];
  return ['edit'];
}

export interface DrawTableProps {
  draws: readonly DrawItem[];
  /** While a change runs, every action waits. */
  busy: boolean;
  /** The draw whose tools panel is open (its Tools button reads expanded), or null. */
  openTools: number | null;
  onAction: (action: DrawAction, draw: DrawItem) => void;
}

/** The week's draws: date, close and draw time (operator time), status, whether resulted and settled, and the actions. */
export function DrawTable({ draws, busy, openTools, onAction }: DrawTableProps) {
  const t = useTranslations('drawSetting.table');
  if (draws.length === 0) return <p className={styles.empty}>{t('none')}</p>;
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('close')}</th>
            <th scope="col">{t('drawTime')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('result')}</th>
            <th scope="col">{t('settled')}</th>
            <th scope="col">{t('actionsHeader')}</th>
          </tr>
        </thead>
        <tbody>
          {draws.map((draw) => (
            <tr key={draw.DrawId} data-draw-date={draw.DrawDate}>
              <th scope="row">
                {formatShownDate(draw.DrawDate)}
                {draw.Special ? ` (${t('special')})` : ''}
              </th>
              <td>{operatorTime(draw.CloseDate)}</td>
              <td>{operatorTime(draw.DrawTime)}</td>
              <td>{t(`statuses.${draw.Status}`)}</td>
              <td>{yesNo(draw.HasResult)}</td>
              <td>{yesNo(draw.Settled)}</td>
              <td>
                <div className={styles.actions}>
                  {actionsOf(draw).map((action) => (
                    <button
                      key={action}
                      type="button"
                      className={`${styles.smallButton} ${action === 'reset' ? styles.danger : ''}`}
                      disabled={busy}
                      aria-expanded={action === 'tools' ? openTools === draw.DrawId : undefined}
                      aria-controls={action === 'tools' && openTools === draw.DrawId ? 'draw-tools' : undefined}
                      aria-label={t(`actionLabels.${action === 'result' && draw.HasResult ? 'correct' : action}`, { date: formatShownDate(draw.DrawDate) })}
                      onClick={() => onAction(action, draw)}
                    >
                      {t(`actions.${action === 'result' && draw.HasResult ? 'correct' : action}`)}
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
