import type { InputHTMLAttributes } from 'react';
import styles from '../login/login-form.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A labelled input with its hint and its error, tied together for screen readers. */
export function Field({ name, label, hint, value, error, onChange, required = true, ...input }: FieldProps) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input
        name={name}
        required={required}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {hint ? <small id={hintId} className={styles.hint}>{hint}</small> : null}
      {error ? <small id={errorId} className={styles.fieldError}>{error}</small> : null}
    </label>
  );
}
