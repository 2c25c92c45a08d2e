'use client';

import { DateInput } from '@/app/_components/widgets/date-input';
import { DrawDatePicker, type DrawOption } from '@/app/_components/widgets/draw-date-picker';
import { operatorDate } from '@/lib/domain/operator-time';
import { typedDateToIso } from '@/lib/domain/date-input';
import type { ReportQuery } from '@/lib/domain/report-conventions';
import { rangeProblem, type RangeProblem } from '@/lib/domain/tickets';
import styles from './tickets.module.css';
import field from '@/app/_components/widgets/field.module.css';

/** The draw-picking fields of a ticket or report filter form, as named by `data-field`. */
export type DrawRangeField = 'draw' | 'from' | 'to';

/** What the form asks for: one draw, or a From/To range of draw dates. */
export type DrawRangeMode = 'draw' | 'range';

/** The draw or range as query parameters, or the one field to fix first and why. */
export type DrawRangeCheck =
  | { query: Pick<ReportQuery, 'DrawId' | 'DrawFrom' | 'DrawTo'> }
  | { field: DrawRangeField; problem: 'drawRequired' | RangeProblem };

/**
 * Checks the draw (mode draw) or the From/To range (mode range, dates as typed, MM/DD/YYYY or short
 * forms read against today) before the form navigates.
 */
export function checkDrawRange(mode: DrawRangeMode, drawId: number | null, from: string, to: string): DrawRangeCheck {
  if (mode === 'draw') return drawId === null ? { field: 'draw', problem: 'drawRequired' } : { query: { DrawId: String(drawId) } };
  const today = operatorDate(new Date());
  const [fromIso, toIso] = [typedDateToIso(from, today), typedDateToIso(to, today)];
  const problem = rangeProblem(fromIso, toIso);
  if (problem) return { field: problem === 'fromRequired' ? 'from' : 'to', problem };
  return { query: { DrawFrom: fromIso ?? undefined, DrawTo: toIso ?? undefined } };
}

export interface DrawRangeFieldsProps {
  mode: DrawRangeMode;
  /** The visible labels, from the page's own messages. */
  labels: Record<DrawRangeField, string>;
  /** The draws to pick from (mode draw), newest first; undefined while they load. */
  draws?: readonly DrawOption[];
  drawId: number | null;
  /** The range as typed (mode range). */
  from: string;
  to: string;
  /** Each field's problem, said under it. */
  errors: Partial<Record<DrawRangeField, string>>;
  onDrawId: (drawId: number | null) => void;
  onFrom: (text: string) => void;
  onTo: (text: string) => void;
}

/**
 * The draw-date picker (mode draw) or the From and To date fields (mode range) of a filter form, each
 * in a `data-field` box so the form can focus the first one with a problem.
 */
export function DrawRangeFields({ mode, labels, draws, drawId, from, to, errors, onDrawId, onFrom, onTo }: DrawRangeFieldsProps) {
  if (mode === 'range') {
    return (
      <>
        <div data-field="from">
          <DateInput label={labels.from} name="DrawFrom" value={from} error={errors.from} onChange={onFrom} />
        </div>
        <div data-field="to">
          <DateInput label={labels.to} name="DrawTo" value={to} error={errors.to} onChange={onTo} />
        </div>
      </>
    );
  }
  return (
    <div data-field="draw" className={field.field}>
      <DrawDatePicker draws={draws} value={drawId} name="DrawId" label={labels.draw} onChange={(id) => onDrawId(id)} />
      {errors.draw ? (
        <small className={styles.error} role="alert">
          {errors.draw}
        </small>
      ) : null}
    </div>
  );
}
