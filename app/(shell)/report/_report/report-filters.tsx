'use client';

import { useRef, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import type { ReportQuery } from '@/lib/domain/report-conventions';
import { MAX_RANGE_DAYS } from '@/lib/domain/tickets';
import type { PickerUser } from '@/lib/domain/user-picker';
import { checkDrawRange, DrawRangeFields, type DrawRangeField, type DrawRangeMode } from '../../tickets/_tickets/draw-range-fields';
import { reportHref, type ReportDrawOption } from './report-rows';
import styles from './report.module.css';

export type ReportFilterMode = DrawRangeMode;

export interface ReportFiltersProps {
  /** One draw (the draw-date picker) or a range of draw dates (From and To). */
  mode: ReportFilterMode;
  /** The page's own path (/embed/... in embed mode): where the form goes. */
  action: string;
  /** Report parameters carried along (LocId, VW). */
  query: Pick<ReportQuery, 'LocId' | 'VW'>;
  /** Page parameters carried along. */
  extra?: Record<string, string>;
  /** The draws to pick from (mode draw), newest first. */
  draws?: readonly ReportDrawOption[];
  drawId?: number | null;
  /** The user picker's options (agents and admins); null shows no picker. */
  users: readonly PickerUser[] | null;
  /** Whose report is shown. */
  userId: string | null;
  /** The range as MM/DD/YYYY (mode range). */
  from?: string;
  to?: string;
}

type Field = DrawRangeField;

/**
 * The pickers of a report page as a GET form: the draw or the From/To range, and whose report (agents
 * and admins). A valid submit loads the page anew with the new query and a new rand (docs/product.md#report-page-conventions); without
 * script the form still submits as a plain GET. Problems are said at their field, which gets the focus.
 */
export function ReportFilters(props: ReportFiltersProps) {
  const { mode, action, query, extra, draws, users } = props;
  const t = useTranslations('reports');
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [drawId, setDrawId] = useState<number | null>(props.drawId ?? null);
  const [userId, setUserId] = useState<string | null>(props.userId);
  const [from, setFrom] = useState(props.from ?? '');
  const [to, setTo] = useState(props.to ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [navigating, startNavigation] = useTransition();

  function check(): { found: Partial<Record<Field, string>>; next: ReportQuery } {
    const found: Partial<Record<Field, string>> = {};
    let next: ReportQuery = { ...query, UserId: users ? (userId ?? undefined) : undefined };
    const checked = checkDrawRange(mode, drawId, from, to);
    if ('query' in checked) next = { ...next, ...checked.query };
    else found[checked.field] = t(`problems.${checked.problem}`, { days: MAX_RANGE_DAYS });
    return { found, next };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { found, next } = check();
    setErrors(found);
    const first = (['draw', 'from', 'to'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, select)`)?.focus();
      return;
    }
    startNavigation(() => router.push(reportHref(action, next, extra, Date.now())));
  }

  const edited =
    <T,>(field: Field, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    };

  return (
    <form ref={form} method="get" action={action} className={styles.filters} aria-label={t('filters.label')} onSubmit={submit} noValidate>
      {Object.entries({ ...query, ...extra }).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <DrawRangeFields
        mode={mode}
        labels={{ draw: t('filters.draw'), from: t('filters.from'), to: t('filters.to') }}
        draws={draws}
        drawId={drawId}
        from={from}
        to={to}
        errors={errors}
        onDrawId={edited('draw', setDrawId)}
        onFrom={edited('from', setFrom)}
        onTo={edited('to', setTo)}
      />
      {users ? <UserPicker users={users} value={userId} onChange={setUserId} label={t('filters.user')} name="UserId" /> : null}
      <div className={styles.submit}>
        <button type="submit" className={styles.primaryButton} disabled={navigating}>
          {t('filters.show')}
        </button>
        {navigating ? <Spinner inline label={t('filters.loading')} /> : null}
      </div>
    </form>
  );
}
