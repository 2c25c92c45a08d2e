'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { DateInput } from '@/app/_components/widgets/date-input';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import { operatorDate } from '@/lib/domain/operator-time';
import { typedDateToIso } from '@/lib/domain/date-input';
import { reportQueryString, type ReportQuery } from '@/lib/domain/report-conventions';
import type { PickerUser } from '@/lib/domain/user-picker';
import buttons from '@/app/_components/form/action-buttons.module.css';
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
    const found: Errors = {};
    const fromIso = from.trim() ? typedDateToIso(from, operatorDate(new Date())) : '';
    const toIso = to.trim() ? typedDateToIso(to, operatorDate(new Date())) : '';
    if (!userId) found.user = t('userRequired');
    if (fromIso === null) found.from = t('badDate');
    if (toIso === null) found.to = t('badDate');
    if (fromIso && toIso && fromIso > toIso) found.to = t('fromAfterTo');
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
      <DateInput label={t('from')} name="DrawFrom" value={from} error={errors.from} onChange={setFrom} />
      <DateInput label={t('to')} name="DrawTo" value={to} error={errors.to} onChange={setTo} />
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={navigating}>
          {t('show')}
        </button>
        {navigating ? <Spinner inline label={t('loading')} /> : null}
      </div>
    </form>
  );
}
