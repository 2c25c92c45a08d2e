import type { ReactNode, Ref } from 'react';
import { MOBILE_MAX_INPUT } from '@/lib/contract/constants';
import styles from './mobile.module.css';

interface Props {
  /** The prefix of the ids: `<id>-number` (the input), `<id>-hint` and `<id>-error`. */
  id: string;
  name: string;
  label: string;
  hint: ReactNode;
  autoComplete: string;
  value: string;
  /** The field's problem, or '' when there is none. */
  error: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A phone number's row of the Mobile page (the number, and the second number of mobile-extras.tsx):
 * its label, the input, the hint under it and its problem, which the input is described by.
 */
export function MobileField({ id, name, label, hint, autoComplete, value, error, onChange, inputRef }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-number`}>{label}</label>
      <input
        ref={inputRef}
        id={`${id}-number`}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        maxLength={MOBILE_MAX_INPUT}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <small id={`${id}-hint`} className={styles.muted}>
        {hint}
      </small>
      {error ? (
        <small id={`${id}-error`} className={styles.error}>
          {error}
        </small>
      ) : null}
    </div>
  );
}
