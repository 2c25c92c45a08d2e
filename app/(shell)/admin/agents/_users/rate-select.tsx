'use client';

import { useId } from 'react';
import { ratePercentText } from '@/lib/domain/rate-choices';
import styles from './users.module.css';

export interface RateSelectProps {
  name: 'Share' | 'Commission' | 'Tax';
  label: string;
  /** The choices the platform offers (docs/product.md#validation-rules within the parent's caps), ascending. */
  choices: readonly number[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A rate picked from its choices: the option's value is the rate (0.05), its text the percentage (5%). */
export function RateSelect({ name, label, choices, value, onChange, error, disabled }: RateSelectProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  // A value no longer offered (the choices moved) is still shown, so the form never lies about it.
  const options = choices.some((choice) => String(choice) === value) || value === '' ? choices : [...choices, Number(value)];
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled || choices.length === 0}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((choice) => (
          <option key={choice} value={String(choice)}>
            {ratePercentText(choice)}
          </option>
        ))}
      </select>
      {error ? (
        <small id={errorId} className={styles.error}>
          {error}
        </small>
      ) : null}
    </div>
  );
}
