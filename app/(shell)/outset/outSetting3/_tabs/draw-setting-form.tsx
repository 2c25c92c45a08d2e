'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { formatShownDateTime } from '@/lib/domain/operator-time';
import styles from '@/app/_components/form/sections.module.css';
import { OutSettingForm, useOutSetting } from './out-setting-form';
import tabs from './tabs.module.css';

/** The drawSetting tab: the location's recent and coming draws, each with placing out on or off, and until when it takes placements. */
export function DrawSettingForm() {
  const t = useTranslations('distributors');
  const { busy, outcome, setting, save } = useOutSetting();
  const [applies, setApplies] = useState<Record<number, boolean>>({});

  async function saveDraws() {
    if (!setting) return;
    const changed = setting.Draws.filter((d) => applies[d.DrawId] !== undefined && applies[d.DrawId] !== d.Applies).map((d) => ({ DrawId: d.DrawId, Applies: applies[d.DrawId] ?? d.Applies }));
    if (changed.length === 0) return;
    if (await save({ Draws: changed }, t('drawsSaved', { count: changed.length }))) setApplies({});
  }
  if (!setting) return outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null;
  return (
    <OutSettingForm
      headingId="draw-setting-heading"
      title={t('tabs.drawSetting')}
      busy={busy}
      outcome={outcome}
      onSave={() => void saveDraws()}
      intro={<p className={styles.note}>{setting.Enabled ? t('drawsNote') : t('locationOff')}</p>}
    >
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
    </OutSettingForm>
  );
}
