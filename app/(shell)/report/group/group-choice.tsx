'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AlertBox, type AlertKind } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { GroupSetting } from '@/lib/contract/reports';
import styles from '../_report/report.module.css';

export interface GroupChoiceProps {
  /** reportGroupSetting of the user whose report is shown. */
  setting: GroupSetting;
}

const SETTING_URL = '/api/v1/reportGroupSetting';

/**
 * Which child agents make up the group report (reportGroupSetting): a checkbox per agent, saved with
 * POST, or cleared with DELETE so every group shows again. After either the page renders anew.
 */
export function GroupChoice({ setting }: GroupChoiceProps) {
  const t = useTranslations('reports.groups');
  const tApp = useTranslations('app');
  const router = useRouter();
  const [chosen, setChosen] = useState(() => new Set(setting.Groups.filter((group) => group.Selected).map((group) => group.UserId)));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: AlertKind; text: string } | null>(null);

  async function send(method: 'POST' | 'DELETE') {
    if (method === 'POST' && chosen.size === 0) {
      setOutcome({ kind: 'error', text: t('noneChosen') });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      if (method === 'POST') await requestJson(SETTING_URL, { method, json: { UserId: setting.UserId, Groups: [...chosen] } });
      else await requestJson(`${SETTING_URL}?UserId=${encodeURIComponent(setting.UserId)}`, { method });
      setOutcome({ kind: 'success', text: t(method === 'POST' ? 'saved' : 'cleared') });
      router.refresh();
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send('POST');
  };
  const toggle = (userId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });

  if (setting.Groups.length === 0) return <p className={styles.note}>{t('none', { user: setting.UserId })}</p>;
  return (
    <form onSubmit={submit} aria-busy={busy}>
      <fieldset className={styles.groups} disabled={busy}>
        <legend>{t('legend')}</legend>
        {setting.Custom ? <p className={styles.note}>{t('custom')}</p> : null}
        <div className={styles.groupList}>
          {setting.Groups.map((group) => (
            <label key={group.UserId}>
              <input type="checkbox" name="Groups" value={group.UserId} checked={chosen.has(group.UserId)} onChange={(event) => toggle(group.UserId, event.target.checked)} />
              {group.UserName ? `${group.UserId} - ${group.UserName}` : group.UserId}
            </label>
          ))}
        </div>
        <div className={styles.groupActions}>
          <button type="submit" className={styles.primaryButton}>
            {busy ? t('saving') : t('save')}
          </button>
          {setting.Custom ? (
            <button type="button" className={styles.secondaryButton} onClick={() => void send('DELETE')}>
              {t('showAll')}
            </button>
          ) : null}
        </div>
        {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      </fieldset>
    </form>
  );
}
