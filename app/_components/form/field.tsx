import { useId, type InputHTMLAttributes } from 'react';
import styles from './form.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A labelled input with its hint and its error, tied to it for screen readers. */
export function Field({ name, label, hint, value, error, onChange, required = true, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
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
    </div>
  );
}
