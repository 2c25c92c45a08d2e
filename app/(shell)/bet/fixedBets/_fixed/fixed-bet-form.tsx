'use client';

import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { CreatedFixedBet, FixedSettings } from '@/lib/contract/fixed-bets';
import type { BetUser } from '@/lib/contract/members';
import { ApiError } from '@/lib/http/api-error';
import { newIdempotencyKey } from '@/lib/client/idempotency';
import { fieldOfPlatform, fixedBetBody, type FormFields, type FormProblem } from './rows';
import { drawDateText } from '@/lib/domain/tickets';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from './fixed-bets.module.css';
import shared from '@/app/_components/form/sections.module.css';

export interface FixedBetFormProps {
  settings: Pick<FixedSettings, 'Game' | 'Kinds' | 'Tags' | 'DrawDays'>;
  /** A member adds fixed bets for itself; agents and admins pick one of `users`. */
  member: boolean;
  users: readonly BetUser[];
}

type Outcome = { kind: 'success' | 'error'; text: string };

const EMPTY = (days: number[]): FormFields => ({ userId: null, number: '', big: '', small: '', kind: 'ORDINARY', amount: '', roll: false, tag: '', days });

/** What happened to a new fixed bet on the draw it is due on, in words. */
function createdText(t: ReturnType<typeof useTranslations>, created: CreatedFixedBet): string {
  const id = String(created.FixedBetId);
  const run = created.Runs[0];
  if (run?.Status === 'PLACED') return t('result.placed', { id, userId: created.UserId, drawDate: drawDateText(run.DrawDate), ticketId: String(run.TicketId) });
  if (run) return t('result.refused', { id, userId: created.UserId, drawDate: drawDateText(run.DrawDate), reason: run.Reason ?? '' });
  if (created.NextDraw) return t('result.waiting', { id, userId: created.UserId, drawDate: drawDateText(created.NextDraw.DrawDate) });
  return t('result.noDraw', { id, userId: created.UserId });
}

/**
 * The form that adds a fixed bet: the member (agents and admins), the bet as on the place-bets page
 * (4D: number, Big, Small, type; Toto: numbers, amount, roll, tag) and its draw days. One key per
 * submission, kept until it succeeds, so a retry after a lost answer adds nothing twice.
 */
export function FixedBetForm({ settings, member, users }: FixedBetFormProps) {
  const t = useTranslations('fixedBets');
  const tApp = useTranslations('app');
  const router = useRouter();
  const id = useId();
  const toto = settings.Game === 'TT';
  const [fields, setFields] = useState<FormFields>(() => EMPTY([...settings.DrawDays]));
  const [problem, setProblem] = useState<{ field: FormProblem['field'] | null; text: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string>('');
  const members = useMemo(() => users.filter((user) => user.Role === 'MEM' && user.CanPlaceBet), [users]);

  function change(patch: Partial<FormFields>) {
    key.current = '';
    setProblem(null);
    setFields((current) => ({ ...current, ...patch }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    if (!key.current) key.current = newIdempotencyKey();
    const built = fixedBetBody(settings.Game, fields, { member, key: key.current });
    if ('problem' in built) {
      setProblem({ field: built.problem.field, text: t(built.problem.key) });
      return;
    }
    setBusy(true);
    try {
      const created = await requestJson<CreatedFixedBet>('/api/v1/bet/fixed', { method: 'POST', json: built.body });
      setOutcome({ kind: created.Runs[0]?.Status === 'REFUSED' ? 'error' : 'success', text: createdText(t, created) });
      key.current = '';
      setFields((current) => ({ ...EMPTY(current.days), userId: current.userId, kind: current.kind }));
      router.refresh();
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) setProblem({ field: error instanceof ApiError ? fieldOfPlatform(error.body.field) : null, text });
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  const invalid = (field: FormProblem['field']) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});

  return (
    <section className={`${shared.section} ${shared.screenOnly}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={shared.heading}>
        {t('form.heading')}
      </h2>
      <form className={shared.form} onSubmit={(event) => void submit(event)} noValidate data-testid="fixed-bet-form">
        {member ? null : (
          <div className={styles.field}>
            {members.length === 0 ? <p className={shared.note}>{t('form.noMembers')}</p> : null}
            <UserPicker users={members} value={fields.userId} onChange={(userId) => change({ userId })} label={t('form.member')} name="UserId" disabled={busy} {...invalid('userId')} />
          </div>
        )}
        <div className={shared.row}>
          <label className={`${styles.field} ${styles.numberField}`}>
            <span>{toto ? t('form.numbers') : t('form.number')}</span>
            <input
              name="Number"
              value={fields.number}
              onChange={(event) => change({ number: event.target.value })}
              inputMode={toto ? 'text' : 'numeric'}
              autoComplete="off"
              maxLength={toto ? 40 : 4}
              placeholder={toto ? '01 02 03 04 05 06' : '1234'}
              title={toto ? t('form.numbersHint') : undefined}
              {...invalid('number')}
            />
          </label>
          {toto ? (
            <>
              <label className={styles.field}>
                <span>{t('form.amount')}</span>
                <input name="Amount" value={fields.amount} onChange={(event) => change({ amount: event.target.value })} inputMode="decimal" autoComplete="off" {...invalid('stake')} />
              </label>
              <label className={styles.check}>
                <input type="checkbox" name="Roll" checked={fields.roll} onChange={(event) => change({ roll: event.target.checked })} />
                <span>{t('form.roll')}</span>
              </label>
              <label className={styles.field}>
                <span>{t('form.tag')}</span>
                <select name="Tag" value={fields.tag} onChange={(event) => change({ tag: event.target.value })}>
                  <option value="">{t('form.noTag')}</option>
                  {settings.Tags.map((tag) => (
                    <option key={tag} value={tag}>
                      {tag}
                    </option>
                  ))}
                </select>
              </label>
            </>
          ) : (
            <>
              <label className={styles.field}>
                <span>{t('form.big')}</span>
                <input name="Big" value={fields.big} onChange={(event) => change({ big: event.target.value })} inputMode="decimal" autoComplete="off" {...invalid('stake')} />
              </label>
              <label className={styles.field}>
                <span>{t('form.small')}</span>
                <input name="Small" value={fields.small} onChange={(event) => change({ small: event.target.value })} inputMode="numeric" autoComplete="off" {...invalid('stake')} />
              </label>
              <label className={styles.field}>
                <span>{t('form.kind')}</span>
                <select name="Kind" value={fields.kind} onChange={(event) => change({ kind: event.target.value })}>
                  {settings.Kinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`kinds.${kind}`)}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )}
        </div>
        <fieldset className={styles.days} {...invalid('days')}>
          <legend>{t('form.days')}</legend>
          {settings.DrawDays.map((day) => (
            <label key={day} className={styles.check}>
              <input
                type="checkbox"
                name="Days"
                value={day}
                checked={fields.days.includes(day)}
                onChange={(event) => change({ days: event.target.checked ? [...fields.days, day] : fields.days.filter((other) => other !== day) })}
              />
              <span>{t(`days.${day}`)}</span>
            </label>
          ))}
        </fieldset>
        {problem ? (
          <p id={errorId} className={styles.error} role="alert">
            {problem.text}
          </p>
        ) : null}
        <div>
          <button type="submit" className={buttons.primaryButton} disabled={busy} aria-busy={busy}>
            {busy ? t('form.submitting') : t('form.submit')}
          </button>
        </div>
      </form>
      {outcome ? (
        <div data-testid="fixed-bet-result">
          <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox>
        </div>
      ) : null}
    </section>
  );
}
