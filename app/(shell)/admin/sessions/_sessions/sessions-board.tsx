'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { OutcomeBox } from '@/app/_components/form/outcome-box';
import { SubmitRow } from '@/app/_components/form/submit-row';
import { useConfirmedDelete } from '@/app/_components/form/use-confirmed-delete';
import { useSectionCall } from '@/app/_components/form/use-section-call';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { Outcome } from '@/app/_components/form/outcome';
import { requestJson } from '@/lib/client/http';
import { SESSION_IDLE_MAX_MINUTES, SESSION_IDLE_MIN_MINUTES, type SessionRow, type SessionsEnded } from '@/lib/contract/sessions';
import { localDateTime } from '@/lib/domain/tickets';
import { ApiError } from '@/lib/http/api-error';
import buttons from '@/app/_components/form/action-buttons.module.css';
import sections from '@/app/_components/form/sections.module.css';
import styles from './sessions.module.css';

/** What the confirmation ends: one session, or every one but this. */
type Ending = { kind: 'one'; row: SessionRow } | { kind: 'others'; count: number };

export interface SessionsBoardProps {
  rows: readonly SessionRow[];
  /** The idle timeout to show and, with `canSetIdle`, to change (admins with AdminEdit). */
  idleMinutes: number;
  canSetIdle: boolean;
}

/**
 * The user's own sessions, this one first: where each signed in (site, address, browser), when, when
 * it was last used and when it ends unused. Each other session can be signed out, or all of them at
 * once, behind a confirmation; the server renders the list again after. An admin with AdminEdit sets
 * the idle timeout below.
 */
export function SessionsBoard({ rows, idleMinutes, canSetIdle }: SessionsBoardProps) {
  const t = useTranslations('sessions');
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const others = rows.filter((row) => !row.Current);
  const ending = useConfirmedDelete<Ending, SessionsEnded>({
    send: (target) =>
      target.kind === 'one'
        ? requestJson<SessionsEnded>(`/api/v1/sessions/${target.row.SessionId}`, { method: 'DELETE' })
        : requestJson<SessionsEnded>('/api/v1/sessions/endOthers', { method: 'POST', json: {} }),
    confirmTexts: (target) =>
      target.kind === 'one'
        ? { title: t('confirmOne.title'), text: t('confirmOne.text', { browser: target.row.UserAgent || t('unknownBrowser'), address: target.row.Address }) }
        : { title: t('confirmOthers.title'), text: t('confirmOthers.text', { count: target.count }) },
    doneText: (_target, ended) => t('ended', { count: ended.Ended }),
    onOutcome: setOutcome,
    onDeleted: () => router.refresh(),
    onStale: () => router.refresh(),
  });

  return (
    <div className={sections.page}>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <section aria-labelledby="sessions-list" className={`${sections.section} ${sections.fitted}`}>
        <h2 id="sessions-list" className={sections.heading}>
          {t('listTitle', { count: rows.length })}
        </h2>
        <p className={sections.note}>{t('idleNote', { minutes: idleMinutes })}</p>
        <ul className={styles.list} aria-labelledby="sessions-list">
          {rows.map((row) => (
            <li key={row.SessionId} className={styles.session} aria-label={row.Current ? t('currentLabel') : t('otherLabel', { browser: row.UserAgent || t('unknownBrowser') })}>
              <div className={styles.head}>
                <span className={styles.browser}>{row.UserAgent || t('unknownBrowser')}</span>
                {row.Current ? <span className={styles.badge}>{t('current')}</span> : null}
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('address')}</dt>
                  <dd>{row.Address || '—'}</dd>
                </div>
                <div>
                  <dt>{t('site')}</dt>
                  <dd>{row.SiteHost || '—'}</dd>
                </div>
                <div>
                  <dt>{t('signedIn')}</dt>
                  <dd>{localDateTime(row.CreatedAt)}</dd>
                </div>
                <div>
                  <dt>{t('lastSeen')}</dt>
                  <dd>{localDateTime(row.LastSeenAt)}</dd>
                </div>
                <div>
                  <dt>{t('endsAt')}</dt>
                  <dd>{localDateTime(row.EndsAt)}</dd>
                </div>
              </dl>
              {row.Current ? null : (
                <button
                  type="button"
                  className={buttons.dangerButton}
                  disabled={ending.busy}
                  aria-label={t('signOutOne', { browser: row.UserAgent || t('unknownBrowser'), address: row.Address })}
                  onClick={() => {
                    setOutcome(null);
                    ending.ask({ kind: 'one', row });
                  }}
                >
                  {t('signOut')}
                </button>
              )}
            </li>
          ))}
        </ul>
        {others.length > 0 ? (
          <div className={sections.actions}>
            <button
              type="button"
              className={buttons.dangerButton}
              disabled={ending.busy}
              onClick={() => {
                setOutcome(null);
                ending.ask({ kind: 'others', count: others.length });
              }}
            >
              {t('signOutOthers')}
            </button>
          </div>
        ) : (
          <p>{t('noOthers')}</p>
        )}
      </section>
      {canSetIdle ? <IdleTimeoutForm saved={idleMinutes} /> : null}
      <ConfirmDialog {...ending.dialog} confirmText={t('signOut')} busyText={t('signingOut')} />
    </div>
  );
}

/** The idle timeout in minutes: what was typed stays when the platform refuses it, with its reason. */
function IdleTimeoutForm({ saved }: { saved: number }) {
  const t = useTranslations('sessions');
  const [minutes, setMinutes] = useState(String(saved));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { busy, outcome, run } = useSectionCall();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(minutes);
    if (!/^\d+$/.test(minutes.trim()) || value < SESSION_IDLE_MIN_MINUTES || value > SESSION_IDLE_MAX_MINUTES) {
      setFieldError(t('idleRange', { min: SESSION_IDLE_MIN_MINUTES, max: SESSION_IDLE_MAX_MINUTES }));
      return;
    }
    setFieldError(null);
    const result = await run(
      () => requestJson<{ IdleMinutes: number }>('/api/v1/sessionSetting', { method: 'PUT', json: { IdleMinutes: value } }),
      (answer) => t('idleSaved', { minutes: answer.IdleMinutes }),
    );
    if (!result.ok && result.error instanceof ApiError && result.error.body.field === 'IdleMinutes') setFieldError(result.error.body.message);
  }

  return (
    <section aria-labelledby="idle-setting" className={sections.section}>
      <h2 id="idle-setting" className={sections.heading}>
        {t('idleTitle')}
      </h2>
      <OutcomeBox outcome={outcome} />
      <form className={sections.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={sections.field}>
          <label htmlFor="idle-minutes">{t('idleLabel')}</label>
          <input
            id="idle-minutes"
            inputMode="numeric"
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'idle-minutes-error idle-minutes-hint' : 'idle-minutes-hint'}
          />
          <span id="idle-minutes-hint" className={sections.hint}>
            {t('idleHint', { min: SESSION_IDLE_MIN_MINUTES, max: SESSION_IDLE_MAX_MINUTES })}
          </span>
          {fieldError ? (
            <span id="idle-minutes-error" className={sections.error} role="alert">
              {fieldError}
            </span>
          ) : null}
        </div>
        <SubmitRow busy={busy} label={t('idleSave')} busyLabel={t('idleSaving')} />
      </form>
    </section>
  );
}
