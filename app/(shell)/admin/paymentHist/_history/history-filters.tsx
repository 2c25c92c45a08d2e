'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { DateRangeAndShow } from '@/app/_components/form/date-range-show';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import { operatorDate } from '@/lib/domain/operator-time';
import { typedDateRange } from '@/lib/domain/date-input';
import { reportQueryString, type ReportQuery } from '@/lib/domain/report-conventions';
import type { PickerUser } from '@/lib/domain/user-picker';
import styles from '@/app/_components/form/sections.module.css';

export interface HistoryFiltersProps {
  /** The page's own path (/embed/... in embed mode). */
  action: string;
  query: Pick<ReportQuery, 'LocId' | 'VW'>;
  users: readonly PickerUser[];
  userId: string | null;
  /** The range as MM/DD/YYYY ('' for open). */
  from: string;
  to: string;
}

type Errors = Partial<Record<'user' | 'from' | 'to', string>>;

/**
 * Payment History's filters as a GET form: the user (docs/product.md#shared-widgets picker) and an optional range of local
 * dates (either end may stay open). A valid submit navigates with a new rand; without script the form
 * still submits as a plain GET.
 */
export function HistoryFilters({ action, query, users, userId: initialUser, from: initialFrom, to: initialTo }: HistoryFiltersProps) {
  const t = useTranslations('adminMoney.history');
  const router = useRouter();
  const [userId, setUserId] = useState<string | null>(initialUser);
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [errors, setErrors] = useState<Errors>({});
  const [navigating, startNavigation] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { from: fromIso, to: toIso, problems } = typedDateRange(from, to, operatorDate(new Date()));
    const found: Errors = { from: problems.from && t(problems.from), to: problems.to && t(problems.to) };
    if (!userId) found.user = t('userRequired');
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const next: ReportQuery = { ...query, UserId: userId ?? undefined, DrawFrom: fromIso || undefined, DrawTo: toIso || undefined };
    startNavigation(() => router.push(`${action}?${reportQueryString(next, Date.now())}`));
  }

  return (
    <form method="get" action={action} className={styles.row} aria-label={t('filters')} onSubmit={submit} noValidate>
      {Object.entries(query).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div className={styles.field}>
        <UserPicker users={users} value={userId} onChange={setUserId} label={t('user')} name="UserId" />
        {errors.user ? (
          <small className={styles.error} role="alert">
            {errors.user}
          </small>
        ) : null}
      </div>
      <DateRangeAndShow
        names={['DrawFrom', 'DrawTo']}
        from={from}
        to={to}
        errors={errors}
        onFrom={setFrom}
        onTo={setTo}
        navigating={navigating}
        words={{ from: t('from'), to: t('to'), show: t('show'), loading: t('loading') }}
      />
    </form>
  );
}
