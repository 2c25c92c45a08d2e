'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { Outcome } from '@/app/_components/form/outcome';
import { SubmitRow } from '@/app/_components/form/submit-row';
import { requestJson } from '@/lib/client/http';
import type { OutSetting } from '@/lib/contract/distributors';
import styles from '@/app/_components/form/sections.module.css';
import { useCall } from './use-call';

/** Read and written through the BFF's forwarder: GET for the setting, POST for a change of it. */
const OUT_SETTING_URL = '/api/v1/outSetting6';

/**
 * The location's placing-out setting of the drawSetting and outSetting6 tabs: loaded once, and `save`,
 * which POSTs a change and takes the answer as the new setting (undefined when it was refused).
 */
export function useOutSetting() {
  const { busy, outcome, run } = useCall();
  const [setting, setSetting] = useState<OutSetting | null>(null);

  useEffect(() => {
    void run(() => requestJson<OutSetting>(OUT_SETTING_URL)).then((answer) => answer && setSetting(answer));
  }, [run]);

  async function save(json: unknown, success: string) {
    const saved = await run(() => requestJson<OutSetting>(OUT_SETTING_URL, { method: 'POST', json }), success);
    if (saved) setSetting(saved);
    return saved;
  }

  return { busy, outcome, setting, setSetting, save };
}

interface OutSettingFormProps {
  /** The heading's id, which names the form. */
  headingId: string;
  title: string;
  busy: boolean;
  outcome: Outcome | null;
  onSave: () => void;
  /** Between the heading and the outcome. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A tab's form over the setting: its heading, the outcome of the last call, the fields, and Save. */
export function OutSettingForm({ headingId, title, busy, outcome, onSave, intro, children }: OutSettingFormProps) {
  const t = useTranslations('distributors');
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      aria-labelledby={headingId}
      noValidate
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {intro}
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      {children}
      <SubmitRow busy={busy} label={t('save')} busyLabel={t('saving')} />
    </form>
  );
}
