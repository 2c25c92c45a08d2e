'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { DateRangeAndShow } from '@/app/_components/form/date-range-show';
import { operatorDate } from '@/lib/domain/operator-time';
import { typedDateRange } from '@/lib/domain/date-input';
import styles from '@/app/_components/form/sections.module.css';

export const AUDIT_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const;

export interface AuditFilterValues {
  UserId: string;
  TargetUserId: string;
  Entity: string;
  Action: string;
  /** MM/DD/YYYY or ''. */
  DrawFrom: string;
  DrawTo: string;
}

export interface AuditFiltersProps {
  action: string;
  /** Carried along (LocId). */
  kept: Record<string, string>;
  values: AuditFilterValues;
  entities: readonly string[];
}

/** The audit log's filters as a GET form: who, whom, what, which action and a range of local dates. */
export function AuditFilters({ action, kept, values, entities }: AuditFiltersProps) {
  const t = useTranslations('adminMoney.auditLog');
  const router = useRouter();
  const [form, setForm] = useState(values);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const [navigating, startNavigation] = useTransition();
  const set = (field: keyof AuditFilterValues) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { from, to, problems } = typedDateRange(form.DrawFrom, form.DrawTo, operatorDate(new Date()));
    setErrors({ from: problems.from && t(problems.from), to: problems.to && t(problems.to) });
    if (problems.from || problems.to) return;
    const search = new URLSearchParams(kept);
    const pairs: [string, string][] = [
      ['UserId', form.UserId.trim()],
      ['TargetUserId', form.TargetUserId.trim()],
      ['Entity', form.Entity],
      ['Action', form.Action],
      ['DrawFrom', from],
      ['DrawTo', to],
    ];
    for (const [name, value] of pairs) if (value) search.set(name, value);
    search.set('rand', String(Date.now()));
    startNavigation(() => router.push(`${action}?${search}`));
  }

  const text = (field: 'UserId' | 'TargetUserId', label: string) => (
    <div className={styles.field}>
      <label htmlFor={`audit-${field}`}>{label}</label>
      <input id={`audit-${field}`} name={field} autoComplete="off" maxLength={32} value={form[field]} onChange={(event) => set(field)(event.target.value)} />
    </div>
  );
  return (
    <form method="get" action={action} className={styles.row} aria-label={t('filters')} onSubmit={submit} noValidate>
      {Object.entries(kept).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {text('UserId', t('actor'))}
      {text('TargetUserId', t('target'))}
      <div className={styles.field}>
        <label htmlFor="audit-entity">{t('entity')}</label>
        <select id="audit-entity" name="Entity" value={form.Entity} onChange={(event) => set('Entity')(event.target.value)}>
          <option value="">{t('any')}</option>
          {entities.map((entity) => (
            <option key={entity} value={entity}>
              {entity}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="audit-action">{t('action')}</label>
        <select id="audit-action" name="Action" value={form.Action} onChange={(event) => set('Action')(event.target.value)}>
          <option value="">{t('any')}</option>
          {AUDIT_ACTIONS.map((value) => (
            <option key={value} value={value}>
              {t(`actions.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <DateRangeAndShow
        names={['DrawFrom', 'DrawTo']}
        from={form.DrawFrom}
        to={form.DrawTo}
        errors={errors}
        onFrom={set('DrawFrom')}
        onTo={set('DrawTo')}
        navigating={navigating}
        words={{ from: t('from'), to: t('to'), show: t('show'), loading: t('loading') }}
      />
    </form>
  );
}
