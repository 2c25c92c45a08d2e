'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { BetSpecialSettings } from '@/lib/contract/bet-special';
import { ApiError } from '@/lib/http/api-error';
import type { Outcome } from '@/app/_components/form/outcome';
import { SubmitRow } from '@/app/_components/form/submit-row';
import styles from '@/app/_components/form/sections.module.css';

const SAVE_URL = '/api/v1/bet/updateBetSpecialSetting';
const FIELDS = ['HotBig', 'HotSmall', 'MaxNumbers', 'TargetUserId', 'Big', 'Small'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

const draftOf = ({ Setting1, Setting2 }: BetSpecialSettings): Draft => ({
  HotBig: Setting1.HotBig,
  HotSmall: Setting1.HotSmall,
  MaxNumbers: String(Setting1.MaxNumbers),
  TargetUserId: Setting2.TargetUserId ?? '',
  Big: Setting2.Big,
  Small: Setting2.Small,
});

/** Setting 1 (which numbers are hot) and setting 2 (how they are countered), saved together. */
export function SettingsForm({ initial }: { initial: BetSpecialSettings }) {
  const t = useTranslations('betSpecial.settings');
  const tApp = useTranslations('app');
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [saved, setSaved] = useState(initial);
  const [fieldError, setFieldError] = useState<{ field: Field; text: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    setFieldError(null);
    const maxNumbers = Number(draft.MaxNumbers);
    setBusy(true);
    try {
      const answer = await requestJson<BetSpecialSettings>(SAVE_URL, {
        method: 'PUT',
        json: {
          HotBig: draft.HotBig,
          HotSmall: draft.HotSmall,
          MaxNumbers: draft.MaxNumbers.trim() === '' || Number.isNaN(maxNumbers) ? draft.MaxNumbers : maxNumbers,
          TargetUserId: draft.TargetUserId.trim() === '' ? null : draft.TargetUserId.trim(),
          Big: draft.Big,
          Small: draft.Small,
        },
      });
      setSaved(answer);
      setDraft(draftOf(answer));
      setOutcome({ kind: 'success', text: t('saved') });
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      const field = error instanceof ApiError ? (FIELDS as readonly string[]).find((name) => name === error.body.field) : undefined;
      if (text !== null && field) {
        setFieldError({ field: field as Field, text });
        document.getElementById(`bet-special-${field}`)?.focus();
      } else if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  const input = (field: Field, options: { inputMode: 'decimal' | 'numeric' | 'text'; hint?: string }) => {
    const error = fieldError?.field === field ? fieldError.text : null;
    const described = [options.hint ? `bet-special-${field}-hint` : '', error ? `bet-special-${field}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className={styles.field}>
        <label htmlFor={`bet-special-${field}`}>{t(`fields.${field}`)}</label>
        <input
          id={`bet-special-${field}`}
          name={field}
          inputMode={options.inputMode}
          autoComplete="off"
          value={draft[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
        />
        {options.hint ? (
          <small id={`bet-special-${field}-hint`} className={styles.hint}>
            {options.hint}
          </small>
        ) : null}
        {error ? (
          <small id={`bet-special-${field}-error`} className={styles.error}>
            {error}
          </small>
        ) : null}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-busy={busy} aria-labelledby="bet-special-settings-heading">
      <h2 id="bet-special-settings-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <fieldset className={styles.section}>
        <legend>{t('setting1')}</legend>
        <p className={styles.note}>{t('setting1Note')}</p>
        <div className={styles.row}>
          {input('HotBig', { inputMode: 'decimal' })}
          {input('HotSmall', { inputMode: 'decimal' })}
          {input('MaxNumbers', { inputMode: 'numeric' })}
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend>{t('setting2')}</legend>
        <p className={styles.note}>{t('setting2Note')}</p>
        <div className={styles.row}>
          {input('TargetUserId', { inputMode: 'text', hint: saved.Setting2.TargetUserName ? t('target', { name: saved.Setting2.TargetUserName }) : undefined })}
          {input('Big', { inputMode: 'decimal' })}
          {input('Small', { inputMode: 'decimal' })}
        </div>
      </fieldset>
      {saved.Setting1.UpdatedBy ? <p className={styles.note}>{t('updatedBy', { user: saved.Setting1.UpdatedBy })}</p> : null}
      <SubmitRow busy={busy} label={t('save')} busyLabel={t('saving')} />
    </form>
  );
}
