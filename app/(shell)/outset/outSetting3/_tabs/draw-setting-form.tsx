'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { requestJson } from '@/lib/client/http';
import type { OutSetting } from '@/lib/contract/distributors';
import { formatShownDateTime } from '@/lib/domain/operator-time';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import tabs from './tabs.module.css';
import { useCall } from './use-call';

/** The drawSetting tab: the location's recent and coming draws, each with placing out on or off, and until when it takes placements. */
export function DrawSettingForm() {
  const t = useTranslations('distributors');
  const { busy, outcome, run } = useCall();
  const [setting, setSetting] = useState<OutSetting | null>(null);
  const [applies, setApplies] = useState<Record<number, boolean>>({});

  useEffect(() => {
    void run(() => requestJson<OutSetting>('/api/v1/outSetting6')).then((answer) => answer && setSetting(answer));
  }, [run]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!setting) return;
    const changed = setting.Draws.filter((d) => applies[d.DrawId] !== undefined && applies[d.DrawId] !== d.Applies).map((d) => ({ DrawId: d.DrawId, Applies: applies[d.DrawId] ?? d.Applies }));
    if (changed.length === 0) return;
    const saved = await run(() => requestJson<OutSetting>('/api/v1/outSetting6', { method: 'POST', json: { Draws: changed } }), t('drawsSaved', { count: changed.length }));
    if (saved) {
      setSetting(saved);
      setApplies({});
    }
  }
  if (!setting) return outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null;
  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} aria-labelledby="draw-setting-heading">
      <h2 id="draw-setting-heading" className={styles.heading}>
        {t('tabs.drawSetting')}
      </h2>
      <p className={styles.note}>{setting.Enabled ? t('drawsNote') : t('locationOff')}</p>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <div className={tabs.scroll}>
        <table className={tabs.table}>
          <thead>
            <tr>
              <th scope="col">{t('drawDate')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('until')}</th>
              <th scope="col">{t('applies')}</th>
            </tr>
          </thead>
          <tbody>
            {setting.Draws.map((draw) => (
              <tr key={draw.DrawId}>
                <td>{draw.DrawDate}</td>
                <td>{draw.Status}</td>
                <td>{formatShownDateTime(draw.PlaceOutUntil)}</td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('appliesTo', { date: draw.DrawDate })}
                    checked={applies[draw.DrawId] ?? draw.Applies}
                    onChange={(event) => setApplies({ ...applies, [draw.DrawId]: event.target.checked })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={busy}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
