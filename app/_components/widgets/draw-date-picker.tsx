'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { formatShownDate } from '@/lib/domain/operator-time';
import type { DrawDate } from '@/lib/contract/draws';
import styles from './draw-date-picker.module.css';
import field from './field.module.css';

export { DRAW_DATES_URL, useDrawDates } from '@/lib/hooks/use-draw-dates';

/** What the picker needs of a draw (draw/dateAll gives more). */
export type DrawOption = Pick<DrawDate, 'DrawId' | 'DrawDate'>;

export interface DrawDatePickerProps {
  /** The draws to offer, in the order given (dateAll: newest first); undefined while they load. */
  draws: readonly DrawOption[] | undefined;
  /** The chosen DrawId, or null for '-- Select --'. */
  value: number | null;
  onChange: (drawId: number | null, draw: DrawOption | null) => void;
  /** The visible label; 'Draw Date' by default. */
  label?: string;
  /** Submits the chosen DrawId with a form under this name. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
}

/** MM/DD/YYYY, or the text as it came when it is not an ISO date. */
function shownDate(drawDate: string): string {
  try {
    return formatShownDate(drawDate);
  } catch {
    return drawDate;
  }
}

/** The draw-date picker of docs/product.md#shared-widgets: a native select of draws with a '-- Select --' placeholder. */
export function DrawDatePicker({ draws, value, onChange, label, name, required, disabled }: DrawDatePickerProps) {
  const t = useTranslations('widgets');
  const id = useId();
  const loading = draws === undefined;
  return (
    <div className={field.field}>
      <label className={field.label} htmlFor={id}>
        {label ?? t('drawDate')}
      </label>
      <select
        id={id}
        className={styles.select}
        name={name}
        required={required}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const draw = draws?.find((item) => String(item.DrawId) === event.target.value) ?? null;
          onChange(draw ? draw.DrawId : null, draw);
        }}
      >
        <option value="">{loading ? t('loading') : t('select')}</option>
        {draws?.map((draw) => (
          <option key={draw.DrawId} value={String(draw.DrawId)}>
            {shownDate(draw.DrawDate)}
          </option>
        ))}
      </select>
    </div>
  );
}
