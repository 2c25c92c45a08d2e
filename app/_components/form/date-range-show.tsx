'use client';

import { Spinner } from '@/app/_components/app-shell/spinner';
import { DateInput } from '@/app/_components/widgets/date-input';
import buttons from './action-buttons.module.css';
import styles from './sections.module.css';

interface Props {
  /** The fields' names in the GET form (DrawFrom/DrawTo, DateFrom/DateTo). */
  names: readonly [string, string];
  from: string;
  to: string;
  errors: { from?: string; to?: string };
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  /** True while the page the form asked for loads. */
  navigating: boolean;
  words: { from: string; to: string; show: string; loading: string };
}

/** The end of a filter form: a From/To range of local dates, then Show with its spinner while the page loads. */
export function DateRangeAndShow({ names, from, to, errors, onFrom, onTo, navigating, words }: Props) {
  return (
    <>
      <DateInput label={words.from} name={names[0]} value={from} error={errors.from} onChange={onFrom} />
      <DateInput label={words.to} name={names[1]} value={to} error={errors.to} onChange={onTo} />
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={navigating}>
          {words.show}
        </button>
        {navigating ? <Spinner inline label={words.loading} /> : null}
      </div>
    </>
  );
}
