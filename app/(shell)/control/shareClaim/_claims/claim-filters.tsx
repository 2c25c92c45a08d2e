'use client';

import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { DrawDatePicker, type DrawOption } from '@/app/_components/widgets/draw-date-picker';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import type { PickerUser } from '@/lib/domain/user-picker';
import { claimPageHref, readClaimPageQuery, type ClaimPageQuery } from './claim-query';
import buttons from '@/app/_components/form/action-buttons.module.css';
import money from '@/app/_components/form/sections.module.css';
import styles from './share-claim.module.css';
import row from '@/app/_components/form/field-row.module.css';

export interface ClaimFiltersProps {
  /** The page's own path. */
  action: string;
  /** The page's query (LocId, DrawId, Status, Kind, UserId). */
  query: ClaimPageQuery;
  /** The settled draws, newest first. */
  draws: readonly DrawOption[];
  /** The agents the list may be narrowed to (the picker offers "0 - All" too). */
  agents: readonly PickerUser[];
}

/**
 * The draw to work on and the list's filters (Status, Kind, Agent) as a GET form: a submit loads the
 * page anew with a new rand; without script the form still submits as a plain GET.
 */
export function ClaimFilters({ action, query, draws, agents }: ClaimFiltersProps) {
  const t = useTranslations('shareClaims');
  const router = useRouter();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [drawId, setDrawId] = useState<number | null>(query.DrawId ? Number(query.DrawId) : null);
  const [status, setStatus] = useState<ClaimPageQuery['Status'] | ''>(query.Status ?? '');
  const [kind, setKind] = useState<ClaimPageQuery['Kind'] | ''>(query.Kind ?? '');
  const [userId, setUserId] = useState<string | null>(query.UserId ?? '0');
  const [drawError, setDrawError] = useState<string | null>(null);
  const [navigating, startNavigation] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (drawId === null) {
      setDrawError(t('control.filters.drawRequired'));
      form.current?.querySelector<HTMLSelectElement>('[data-field="draw"] select')?.focus();
      return;
    }
    const next: ClaimPageQuery = { LocId: query.LocId, DrawId: String(drawId), Status: status || undefined, Kind: kind || undefined, UserId: userId && userId !== '0' ? userId : undefined };
    startNavigation(() => router.push(claimPageHref(action, next, Date.now())));
  }

  return (
    <form ref={form} method="get" action={action} className={styles.filters} aria-label={t('control.filters.label')} onSubmit={submit} noValidate>
      {query.LocId ? <input type="hidden" name="LocId" value={query.LocId} /> : null}
      <div data-field="draw" className={row.widget}>
        <DrawDatePicker
          draws={draws}
          value={drawId}
          name="DrawId"
          label={t('control.filters.draw')}
          onChange={(value) => {
            setDrawId(value);
            setDrawError(null);
          }}
        />
        {drawError ? (
          <small className={money.error} role="alert">
            {drawError}
          </small>
        ) : null}
      </div>
      <div className={money.field}>
        <label htmlFor={`${id}-status`}>{t('control.filters.status')}</label>
        <select id={`${id}-status`} name="Status" value={status} onChange={(event) => setStatus(readClaimPageQuery({ Status: event.target.value }).Status ?? '')}>
          <option value="">{t('control.filters.all')}</option>
          {(['OPEN', 'SETTLED'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={money.field}>
        <label htmlFor={`${id}-kind`}>{t('control.filters.kind')}</label>
        <select id={`${id}-kind`} name="Kind" value={kind} onChange={(event) => setKind(readClaimPageQuery({ Kind: event.target.value }).Kind ?? '')}>
          <option value="">{t('control.filters.all')}</option>
          {(['SHARE', 'MANUAL'] as const).map((value) => (
            <option key={value} value={value}>
              {t(`kinds.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={row.widget}>
        <UserPicker users={agents} value={userId} onChange={setUserId} includeUserZero label={t('control.filters.agent')} name="UserId" />
      </div>
      <div className={money.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={navigating}>
          {t('control.filters.show')}
        </button>
        {navigating ? <Spinner inline label={t('control.filters.loading')} /> : null}
      </div>
    </form>
  );
}
