'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { Game } from '@/lib/contract/common';
import styles from './tickets.module.css';
import field from '@/app/_components/widgets/field.module.css';

export interface NumberFieldProps {
  game: Game;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The search number: a 4D number (4 digits, the numeric keyboard on phones), or Toto numbers. */
export function NumberField({ game, value, onChange, error }: NumberFieldProps) {
  const t = useTranslations('tickets.filters');
  const id = useId();
  const fourD = game === '4D';
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {t(fourD ? 'number4D' : 'numberTT')}
      </label>
      <input
        id={id}
        name="txtSearch"
        className={fourD ? styles.numberInput : styles.numbersInput}
        type="text"
        inputMode={fourD ? 'numeric' : 'text'}
        maxLength={fourD ? 4 : 40}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <small id={`${id}-hint`} className={styles.hint}>
        {t(fourD ? 'hint4D' : 'hintTT')}
      </small>
      {error ? (
        <small id={`${id}-error`} className={styles.error}>
          {error}
        </small>
      ) : null}
    </div>
  );
}
