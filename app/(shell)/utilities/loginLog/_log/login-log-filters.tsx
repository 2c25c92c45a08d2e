'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { DateRangeAndShow } from '@/app/_components/form/date-range-show';
import { SIGN_IN_LIMITS, SIGN_IN_RESULTS } from '@/lib/contract/sign-in-log';
import { typedDateRange } from '@/lib/domain/date-input';
import { operatorDate } from '@/lib/domain/operator-time';
import styles from '@/app/_components/form/sections.module.css';

export interface LoginLogFilterValues {
  UserId: string;
  Result: string;
  /** MM/DD/YYYY or ''. */
  DateFrom: string;
  DateTo: string;
}

interface Props {
  action: string;
  /** Carried along (LocId). */
  kept: Record<string, string>;
  values: LoginLogFilterValues;
}

/** The login log's filters as a GET form: the user id as typed, the outcome and a range of local dates. */
export function LoginLogFilters({ action, kept, values }: Props) {
  const t = useTranslations('signInLog');
  const router = useRouter();
  const [form, setForm] = useState(values);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const [navigating, startNavigation] = useTransition();
  const set = (field: keyof LoginLogFilterValues) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { from, to, problems } = typedDateRange(form.DateFrom, form.DateTo, operatorDate(new Date()));
    setErrors({ from: problems.from && t(problems.from), to: problems.to && t(problems.to) });
    if (problems.from || problems.to) return;
    const search = new URLSearchParams(kept);
    const pairs: [string, string][] = [
      ['UserId', form.UserId.trim()],
      ['Result', form.Result],
      ['DateFrom', from],
      ['DateTo', to],
    ];
    for (const [name, value] of pairs) if (value) search.set(name, value);
    search.set('rand', String(Date.now()));
    startNavigation(() => router.push(`${action}?${search}`));
  }

  return (
    <form method="get" action={action} className={styles.row} aria-label={t('filters')} onSubmit={submit} noValidate>
      {Object.entries(kept).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.field}>
        <label htmlFor="login-log-user">{t('userId')}</label>
        <input id="login-log-user" name="UserId" autoComplete="off" maxLength={SIGN_IN_LIMITS.userId} value={form.UserId} onChange={(event) => set('UserId')(event.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor="login-log-result">{t('result')}</label>
        <select id="login-log-result" name="Result" value={form.Result} onChange={(event) => set('Result')(event.target.value)}>
          <option value="">{t('any')}</option>
          {SIGN_IN_RESULTS.map((value) => (
            <option key={value} value={value}>
              {t(`results.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <DateRangeAndShow
        names={['DateFrom', 'DateTo']}
        from={form.DateFrom}
        to={form.DateTo}
        errors={errors}
        onFrom={set('DateFrom')}
        onTo={set('DateTo')}
        navigating={navigating}
        words={{ from: t('from'), to: t('to'), show: t('show'), loading: t('loading') }}
      />
    </form>
  );
}
