'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { OutsetJobStatus, StartedJob } from '@/lib/contract/outset';
import { ApiError } from '@/lib/http/api-error';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import { ProgressBar } from '@/app/_components/form/progress-bar';

/** How often a running job is read again. */
const POLL_MS = 500;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

type Field = 'UserId' | 'Rule' | 'Big' | 'Small' | 'Unit';

export interface JobFormProps {
  /** PROCESS1: a default limit for a user's whole subtree; PROCESS2: per-number limits of an agent from a rule. */
  kind: 'PROCESS1' | 'PROCESS2';
  game: '4D' | 'TT';
  /** Whom the limits may be set for (agents; for PROCESS1 the company too). */
  users: readonly { UserId: string; UserName: string }[];
  userId: string;
}

/**
 * Start an Out Setting job (POST outsettingProcess1 / 2), then follow it (GET outsettingProcess/{id}/status):
 * a progress bar to 100%, the rows applied and each refused line of the rule; the page is read again at the end.
 */
export function JobForm({ kind, game, users, userId: initialUser }: JobFormProps) {
  const t = useTranslations('outsetSettings.job');
  const tApp = useTranslations('app');
  const router = useRouter();
  const barId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [userId, setUserId] = useState(initialUser);
  const [rule, setRule] = useState('');
  const [amounts, setAmounts] = useState({ Big: '', Small: '', Unit: '' });
  const [remove, setRemove] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [job, setJob] = useState<OutsetJobStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const kinds = game === 'TT' ? (['Unit'] as const) : (['Big', 'Small'] as const);

  useEffect(() => {
    if (!job || job.Status === 'DONE' || job.Status === 'FAILED') return;
    const timer = setTimeout(() => {
      requestJson<OutsetJobStatus>(`/api/v1/outsettingProcess/${job.JobId}/status`)
        .then((next) => {
          setJob(next);
          if (next.Status === 'DONE' || next.Status === 'FAILED') {
            setBusy(false);
            router.refresh();
          }
        })
        .catch((error: unknown) => {
          setBusy(false);
          setProblem(handleApiFailure(error, tApp('genericError')));
        });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, router, tApp]);

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!userId) found.UserId = t('userRequired');
    if (kind === 'PROCESS2' && rule.trim() === '') found.Rule = t('ruleRequired');
    for (const field of kinds) if (amounts[field] !== '' && !AMOUNT.test(amounts[field].trim())) found[field] = t('amountInvalid');
    if (!remove && kinds.every((field) => amounts[field].trim() === '')) found[kinds[0]] = t('amountRequired');
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const found = check();
    setErrors(found);
    const first = (['UserId', 'Rule', 'Big', 'Small', 'Unit'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const body: Record<string, unknown> = { UserId: userId };
    for (const field of kinds) if (amounts[field].trim() !== '') body[field] = amounts[field].trim();
    if (kind === 'PROCESS2') {
      body.Rule = rule;
      if (remove) body.Remove = true;
    }
    setBusy(true);
    setJob(null);
    try {
      const started = await requestJson<StartedJob>(kind === 'PROCESS1' ? '/api/v1/outsettingProcess1' : '/api/v1/outsettingProcess2', { method: 'POST', json: body });
      setJob({ JobId: started.JobId, Kind: kind, Status: 'QUEUED', Progress: 0, Processed: 0, Total: 0, Applied: 0, Failures: [], Error: null });
    } catch (error) {
      setBusy(false);
      const field = error instanceof ApiError ? error.body.field : undefined;
      if (error instanceof ApiError && field && ['UserId', 'Rule', 'Big', 'Small', 'Unit'].includes(field)) {
        setErrors({ [field]: error.displayText });
        return;
      }
      setProblem(handleApiFailure(error, tApp('genericError')));
    }
  }

  const fieldError = (field: Field) =>
    errors[field] ? (
      <span className={styles.error} id={`${barId}-${field}`}>
        {errors[field]}
      </span>
    ) : null;
  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${barId}-${field}` } : {});

  return (
    <section className={styles.section} aria-labelledby={`${barId}-heading`}>
      <h2 className={styles.heading} id={`${barId}-heading`}>
        {t(kind === 'PROCESS1' ? 'heading1' : 'heading2')}
      </h2>
      <p className={styles.note}>{t(kind === 'PROCESS1' ? 'explain1' : 'explain2')}</p>
      <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.row}>
          <label className={styles.field}>
            <span>{t('user')}</span>
            <select name="UserId" value={userId} onChange={(event) => setUserId(event.target.value)} {...described('UserId')}>
              <option value="">{t('pickUser')}</option>
              {users.map((user) => (
                <option key={user.UserId} value={user.UserId}>
                  {user.UserName ? `${user.UserId} - ${user.UserName}` : user.UserId}
                </option>
              ))}
            </select>
            {fieldError('UserId')}
          </label>
          {kinds.map((field) => (
            <label key={field} className={styles.field}>
              <span>{t(`amount.${field}`)}</span>
              <input
                name={field}
                inputMode="decimal"
                value={amounts[field]}
                onChange={(event) => setAmounts((current) => ({ ...current, [field]: event.target.value }))}
                {...described(field)}
              />
              {fieldError(field)}
            </label>
          ))}
        </div>
        {kind === 'PROCESS2' ? (
          <>
            <label className={`${styles.field} ${styles.wide}`}>
              <span>{t('rule')}</span>
              <textarea name="Rule" rows={5} value={rule} onChange={(event) => setRule(event.target.value)} {...described('Rule')} />
              <span className={styles.hint}>{t('ruleHint')}</span>
              {fieldError('Rule')}
            </label>
            <label className={styles.check}>
              <input type="checkbox" checked={remove} onChange={(event) => setRemove(event.target.checked)} />
              <span>{t('remove')}</span>
            </label>
          </>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={buttons.primaryButton} disabled={busy}>
            {t(kind === 'PROCESS1' ? 'start1' : 'start2')}
          </button>
        </div>
      </form>
      {problem ? <AlertBox kind="error">{problem}</AlertBox> : null}
      {job ? (
        <div aria-live="polite" data-testid="outset-job">
          <p id={`${barId}-bar`}>{t('progress', { percent: String(job.Progress) })}</p>
          <ProgressBar labelledBy={`${barId}-bar`} percent={job.Progress} />
          {job.Status === 'DONE' ? <AlertBox kind="success">{t('done', { applied: String(job.Applied) })}</AlertBox> : null}
          {job.Status === 'FAILED' ? <AlertBox kind="error">{job.Error ?? tApp('genericError')}</AlertBox> : null}
          {job.Failures.length ? (
            <ul className={styles.note} aria-label={t('failures')}>
              {job.Failures.map((failure) => (
                <li key={failure.Line}>{t('failure', { line: String(failure.Line), text: failure.Text, reason: failure.Reason })}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
