'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import buttons from '@/app/_components/buttons.module.css';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { requestJson } from '@/lib/client/http';
import { loadPage } from '@/lib/client/navigate';
import { isMobileInput, normalizeMobile } from '@/lib/contract/constants';
import { reportError } from '@/lib/errors/report';
import { userErrorMessage } from '@/lib/errors/user-message';
import { ApiError } from '@/lib/http/api-error';
import { maintenanceUrl } from '@/lib/session/gate';
import { MobileField } from './mobile-field';
import styles from './mobile.module.css';

/** PUT through the BFF's forwarder, which adds the bearer, the location's prefix and LocId. */
export const MOBILE_URL = '/api/v1/mobile';

interface MobileAnswer {
  UserId: string;
  Mobile: string;
}

type Result = { kind: 'success' | 'error'; text: string } | null;

/**
 * The registered number and the form that changes or removes it. The browser checks the contract's
 * rule before sending; on failure the typed number stays for another try.
 */
export function MobileForm({ mobile }: { mobile: string }) {
  const t = useTranslations('mobile');
  const tApp = useTranslations('app');
  const input = useRef<HTMLInputElement>(null);
  const [registered, setRegistered] = useState(mobile);
  const [value, setValue] = useState(mobile);
  const [fieldError, setFieldError] = useState('');
  const [saving, setSaving] = useState<'save' | 'remove' | null>(null);
  const [result, setResult] = useState<Result>(null);

  async function send(number: string, action: 'save' | 'remove') {
    setSaving(action);
    setResult(null);
    try {
      const answer = await requestJson<MobileAnswer>(MOBILE_URL, { method: 'PUT', json: { Mobile: number } });
      setRegistered(answer.Mobile);
      setValue(answer.Mobile);
      setResult({ kind: 'success', text: t(answer.Mobile ? 'saved' : 'removed') });
    } catch (error) {
      if (error instanceof ApiError && error.isMaintenance) return loadPage(maintenanceUrl(error.body.time));
      if (error instanceof ApiError && error.status === 401) return loadPage('/api/auth/session-end?reason=expired');
      const { text, report } = userErrorMessage(error, tApp('genericError'));
      if (report) reportError(error, { where: 'mobile' });
      setResult({ kind: 'error', text: error instanceof ApiError && !report ? error.displayText : text });
    } finally {
      setSaving(null);
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const problem = normalizeMobile(value) === '' ? t('required') : isMobileInput(value) ? '' : t('invalid');
    setFieldError(problem);
    if (problem) {
      setResult(null);
      input.current?.focus();
      return;
    }
    void send(normalizeMobile(value), 'save');
  }

  function remove() {
    if (saving) return;
    setFieldError('');
    void send('', 'remove');
  }

  return (
    <div className={styles.body}>
      <section className={styles.current} aria-labelledby="mobile-current">
        <h2 id="mobile-current" className={styles.heading}>
          {t('current')}
        </h2>
        <p className={styles.number}>
          {registered || t('noneRegistered')}
        </p>
        <p className={styles.muted}>{t('why')}</p>
      </section>
      <form className={styles.form} onSubmit={save} noValidate aria-busy={saving !== null}>
        <MobileField
          inputRef={input}
          id="mobile"
          name="Mobile"
          label={t('label')}
          hint={t('hint')}
          autoComplete="tel"
          value={value}
          error={fieldError}
          onChange={(next) => {
            setValue(next);
            if (fieldError) setFieldError('');
          }}
        />
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={saving !== null}>
            {t('save')}
          </button>
          {registered ? (
            <button type="button" className={buttons.secondary} disabled={saving !== null} onClick={remove}>
              {t('remove')}
            </button>
          ) : null}
          {saving ? <Spinner inline label={t('saving')} /> : null}
        </div>
      </form>
      {result ? <AlertBox kind={result.kind}>{result.text}</AlertBox> : null}
    </div>
  );
}
