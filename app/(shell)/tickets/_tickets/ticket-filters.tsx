'use client';

import { useRef, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import type { DrawOption } from '@/app/_components/widgets/draw-date-picker';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import type { Game } from '@/lib/contract/common';
import type { ReportQuery } from '@/lib/domain/report-conventions';
import { checkSearchNumber, MAX_RANGE_DAYS, searchProblemValues, ticketsHref } from '@/lib/domain/tickets';
import type { PickerUser } from '@/lib/domain/user-picker';
import { checkDrawRange, DrawRangeFields, type DrawRangeField } from './draw-range-fields';
import { NumberField } from './number-field';
import styles from './tickets.module.css';
import buttons from '@/app/_components/form/action-buttons.module.css';

export type FilterMode = 'draw' | 'search' | 'range';

export interface TicketFiltersProps {
  mode: FilterMode;
  /** The page's own path (/embed/... in embed mode): where the form goes. */
  action: string;
  /** Report parameters carried along (LocId, VW). */
  query: Pick<ReportQuery, 'LocId' | 'VW'>;
  /** Page parameters carried along (ViewDay). */
  extra?: Record<string, string>;
  draws?: readonly DrawOption[];
  drawId?: number | null;
  /** The user picker's options; null for a member, who sees only its own tickets. */
  users: readonly PickerUser[] | null;
  userId: string | null;
  game?: Game;
  number?: string;
  /** The range as MM/DD/YYYY. */
  from?: string;
  to?: string;
}

type Field = DrawRangeField | 'number';
type Errors = Partial<Record<Field, string>>;

/**
 * The filters of a ticket page as a GET form: the draw (or the draw-date range), the user for agents
 * and admins, and the search number. It is checked here first; a valid submit navigates to the page
 * with the new query (docs/product.md#report-page-conventions: the server renders the new list), a new rand each time. Without script the
 * form still submits as a plain GET.
 */
export function TicketFilters(props: TicketFiltersProps) {
  const { mode, action, query, extra, draws, users, game = '4D' } = props;
  const t = useTranslations('tickets');
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [drawId, setDrawId] = useState<number | null>(props.drawId ?? null);
  const [userId, setUserId] = useState<string | null>(props.userId);
  const [number, setNumber] = useState(props.number ?? '');
  const [from, setFrom] = useState(props.from ?? '');
  const [to, setTo] = useState(props.to ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [navigating, startNavigation] = useTransition();

  /** The next query, or the problems to fix first. */
  function check(): { errors: Errors; next: ReportQuery } {
    const found: Errors = {};
    let next: ReportQuery = { ...query, UserId: users ? (userId ?? undefined) : undefined };
    const drawRange = checkDrawRange(mode === 'range' ? 'range' : 'draw', drawId, from, to);
    if ('query' in drawRange) next = { ...next, ...drawRange.query };
    else found[drawRange.field] = t(`problems.${drawRange.problem}`, { days: MAX_RANGE_DAYS });
    if (mode === 'search') {
      const checked = checkSearchNumber(game, number);
      if ('value' in checked) next.txtSearch = checked.value;
      else found.number = t(`problems.${checked.problem}`, searchProblemValues(checked));
    }
    return { errors: found, next };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { errors: found, next } = check();
    setErrors(found);
    const first = (['draw', 'number', 'from', 'to'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, select)`)?.focus();
      return;
    }
    if (next.txtSearch) setNumber(next.txtSearch);
    startNavigation(() => router.push(ticketsHref(action, next, extra, Date.now())));
  }

  /** A changed field loses its message; the others keep theirs until the next submit. */
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
        mode={mode === 'range' ? 'range' : 'draw'}
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
      {users ? <UserPicker users={users} value={userId} onChange={setUserId} includeUserZero label={t('filters.user')} name="UserId" /> : null}
      {mode === 'search' ? (
        <div data-field="number">
          <NumberField game={game} value={number} error={errors.number} onChange={edited('number', setNumber)} />
        </div>
      ) : null}
      <div className={styles.submit}>
        <button type="submit" className={buttons.primaryButton} disabled={navigating}>
          {t(mode === 'search' ? 'filters.search' : 'filters.show')}
        </button>
        {navigating ? <Spinner inline label={t('filters.loading')} /> : null}
      </div>
    </form>
  );
}
