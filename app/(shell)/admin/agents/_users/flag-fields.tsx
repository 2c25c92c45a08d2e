'use client';

import { useTranslations } from 'next-intl';
import type { FlagName } from '@/lib/contract/agents';
import styles from './users.module.css';

export interface FlagFieldsProps {
  /** The flags this form may set (the platform's list for the parent and role). */
  names: readonly FlagName[];
  values: Partial<Record<FlagName, boolean>>;
  onChange: (name: FlagName, value: boolean) => void;
  /** The platform's refusal of a flag, already worded. */
  error?: string;
  disabled?: boolean;
}

/** The rights and restrictions of a user as checkboxes in one group. */
export function FlagFields({ names, values, onChange, error, disabled }: FlagFieldsProps) {
  const t = useTranslations('adminUsers');
  if (names.length === 0) return null;
  return (
    <fieldset className={styles.flags} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend>{t('form.flags')}</legend>
      {names.map((name) => (
        <label key={name} className={styles.check}>
          <input type="checkbox" name={name} checked={values[name] === true} onChange={(event) => onChange(name, event.target.checked)} />
          <span>{t(`flags.${name}`)}</span>
        </label>
      ))}
      {error ? <p className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}
