'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { operatorDate } from '@/lib/domain/operator-time';
import { DATE_INPUT_FORMAT, displayToIsoDate, parseDateInput } from '@/lib/domain/date-input';
import styles from './date-input.module.css';
import field from './field.module.css';

export interface DateInputProps {
  label: string;
  /** The text in the field: MM/DD/YYYY once normalised, or what is being typed. */
  value: string;
  onChange: (value: string) => void;
  /** The form's own error (a date range the wrong way round, say); shown before the field's own. */
  error?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Today as YYYY-MM-DD, for the month and year left out; by default today in operator time. */
  today?: string;
}

/**
 * MM/DD/YYYY for what was typed. A full, padded MM/DD/YYYY date stays as it is, so leaving a field
 * that already holds one never turns 03/05 into 05/03; anything else is d, d/m or d/m/y (docs/product.md#validation-rules).
 */
function normalisedDate(text: string, today: string): string | null {
  const trimmed = text.trim();
  return displayToIsoDate(trimmed) === null ? parseDateInput(trimmed, today) : trimmed;
}

/**
 * A typed date (docs/product.md#validation-rules): on leaving the field, d, d/m or d/m/y becomes MM/DD/YYYY through
 * lib/domain/date-input. Text that is no date stays as typed and is marked invalid until changed.
 * 115 px wide, 105 px under 992 px (docs/product.md#constants-and-limits).
 */
export function DateInput({ label, value, onChange, error, name, required, disabled, today }: DateInputProps) {
  const t = useTranslations('widgets');
  const id = useId();
  const [invalid, setInvalid] = useState(false);
  const shownError = error || (invalid ? t('invalidDate') : undefined);

  const normalise = () => {
    if (value.trim() === '') {
      setInvalid(false);
      if (value !== '') onChange('');
      return;
    }
    const parsed = normalisedDate(value, today ?? operatorDate(new Date()));
    setInvalid(parsed === null);
    if (parsed !== null && parsed !== value) onChange(parsed);
  };

  return (
    <div className={field.field}>
      <label className={field.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        name={name}
        required={required}
        disabled={disabled}
        value={value}
        placeholder={DATE_INPUT_FORMAT}
        autoComplete="off"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : undefined}
        onChange={(event) => {
          setInvalid(false);
          onChange(event.target.value);
        }}
        onBlur={normalise}
      />
      {shownError ? (
        <small id={`${id}-error`} className={styles.error}>
          {shownError}
        </small>
      ) : null}
    </div>
  );
}
