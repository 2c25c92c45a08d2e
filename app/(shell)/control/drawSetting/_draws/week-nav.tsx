'use client';

import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { DateInput } from '@/app/_components/widgets/date-input';
import { displayToIsoDate, parseDateInput } from '@/lib/domain/date-input';
import { formatShownDate } from '@/lib/domain/operator-time';
import { neighbourWeeks, weekHref } from './draw-times';
import styles from './draw-setting.module.css';

export interface WeekNavProps {
  basePath: string;
  weekStart: string;
  weekEnd: string;
  today: string;
}

/** The week shown, the previous and next weeks, this week, and a date whose week to show. */
export function WeekNav({ basePath, weekStart, weekEnd, today }: WeekNavProps) {
  const t = useTranslations('drawSetting.week');
  const router = useRouter();
  const [date, setDate] = useState(formatShownDate(weekStart));
  const [error, setError] = useState('');
  const { previous, next } = neighbourWeeks(weekStart);

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const iso = displayToIsoDate(date.trim()) ?? displayToIsoDate(parseDateInput(date.trim(), today) ?? '');
    if (!iso) {
      setError(t('invalid'));
      return;
    }
    setError('');
    router.push(weekHref(basePath, iso));
  }

  return (
    <form className={styles.weekBar} onSubmit={show} noValidate>
      <p className={styles.weekTitle}>{t('title', { from: formatShownDate(weekStart), to: formatShownDate(weekEnd) })}</p>
      <Link className={styles.link} href={weekHref(basePath, previous)}>
        {t('previous')}
      </Link>
      <Link className={styles.link} href={weekHref(basePath, today)}>
        {t('current')}
      </Link>
      <Link className={styles.link} href={weekHref(basePath, next)}>
        {t('next')}
      </Link>
      <DateInput label={t('date')} value={date} onChange={setDate} error={error} today={today} />
      <button type="submit" className={styles.smallButton}>
        {t('show')}
      </button>
    </form>
  );
}
