'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';

export const PERMISSIONS_URL = '/api/v1/permissions';
const USER_ID = /^[A-Za-z0-9_]{3,20}$/;

export interface Editing {
  UserId: string;
  UserName: string;
  Granted: readonly string[];
}

export interface SubAdminFormProps {
  /** The grantable names, in docs/product.md#roles-and-permissions order, with their translated labels. */
  names: readonly { Name: string; Label: string }[];
  /** The sub-admin being edited, or null to create one. */
  editing: Editing | null;
  onDone: () => void;
  onOutcome: (outcome: Outcome) => void;
}

type Field = 'userId' | 'userName' | 'password';

/**
 * Create a sub-admin (User ID, Name, Password, the names it is granted) or edit one (Name and names;
 * its password is set through Super Password). The platform checks the password rules and refuses
 * names the caller does not hold; its message shows as it came.
 */
export function SubAdminForm({ names, editing, onDone, onOutcome }: SubAdminFormProps) {
  const t = useTranslations('adminMoney.permission');
  const tApp = useTranslations('app');
  const form = useRef<HTMLFormElement>(null);
  const [userId, setUserId] = useState(editing?.UserId ?? '');
  const [userName, setUserName] = useState(editing?.UserName ?? '');
  const [password, setPassword] = useState('');
  const [granted, setGranted] = useState<string[]>([...(editing?.Granted ?? [])]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {
      userId: editing || USER_ID.test(userId.trim()) ? undefined : t('form.userIdRule'),
      userName: userName.trim() ? undefined : t('form.nameRequired'),
      password: editing || password ? undefined : t('form.passwordRequired'),
    };
    setErrors(found);
    const first = (['userId', 'userName', 'password'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const body = { UserId: editing?.UserId ?? userId.trim(), UserName: userName.trim(), Granted: granted, ...(editing ? {} : { Password: password }) };
      const saved = await requestJson<{ Created: boolean; Account: { UserId: string } }>(PERMISSIONS_URL, { method: 'POST', json: body });
      onOutcome({ kind: 'success', text: t(saved.Created ? 'form.created' : 'form.saved', { userId: saved.Account.UserId }) });
      setPassword('');
      onDone();
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) {
        const data = error instanceof ApiError && error.body.data?.length ? error.body.data.join('. ') : text;
        onOutcome({ kind: 'error', text: data });
      }
    } finally {
      setBusy(false);
    }
  }

  const toggle = (name: string, on: boolean) => setGranted((current) => (on ? [...current, name] : current.filter((item) => item !== name)));
  const fieldProps = (field: Field) => ({
    'data-field': field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `sub-admin-${field}-error` : undefined,
  });
  const error = (field: Field) =>
    errors[field] ? (
      <small id={`sub-admin-${field}-error`} className={styles.error}>
        {errors[field]}
      </small>
    ) : null;
  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby="sub-admin-heading">
      <h2 id="sub-admin-heading" className={styles.heading}>
        {editing ? t('form.editHeading', { userId: editing.UserId }) : t('form.createHeading')}
      </h2>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="sub-admin-user-id">{t('form.userId')}</label>
          <input id="sub-admin-user-id" autoComplete="off" maxLength={20} value={userId} disabled={editing !== null} onChange={(event) => setUserId(event.target.value)} {...fieldProps('userId')} />
          {error('userId')}
        </div>
        <div className={styles.field}>
          <label htmlFor="sub-admin-name">{t('form.name')}</label>
          <input id="sub-admin-name" autoComplete="off" maxLength={60} value={userName} onChange={(event) => setUserName(event.target.value)} {...fieldProps('userName')} />
          {error('userName')}
        </div>
        {editing ? null : (
          <div className={styles.field}>
            <label htmlFor="sub-admin-password">{t('form.password')}</label>
            <input id="sub-admin-password" type="password" autoComplete="new-password" maxLength={15} value={password} onChange={(event) => setPassword(event.target.value)} {...fieldProps('password')} />
            <small className={styles.hint}>{t('form.passwordHint')}</small>
            {error('password')}
          </div>
        )}
      </div>
      <fieldset className={styles.checks}>
        <legend>{t('form.granted')}</legend>
        {names.map(({ Name, Label }) => (
          <label key={Name} className={styles.check}>
            <input type="checkbox" checked={granted.includes(Name)} onChange={(event) => toggle(Name, event.target.checked)} />
            {Label}
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={busy}>
          {editing ? t('form.save') : t('form.create')}
        </button>
        {editing ? (
          <button type="button" className={buttons.secondaryButton} disabled={busy} onClick={onDone}>
            {t('form.cancel')}
          </button>
        ) : null}
        {busy ? <Spinner inline label={t('form.saving')} /> : null}
      </div>
    </form>
  );
}
