'use client';

import { useEffect, useState } from 'react';
import { loadPage } from '@/lib/client/navigate';
import { useTranslations } from 'next-intl';
import { postTerms } from '@/lib/client/auth-api';
import { useHydrated } from '@/lib/client/use-hydrated';
import { reportError } from '@/lib/errors/report';
import { userErrorMessage } from '@/lib/errors/user-message';
import { ApiError } from '@/lib/http/api-error';
import { loginUrl } from '@/lib/session/gate';
import buttons from '@/app/_components/buttons.module.css';
import styles from './terms.module.css';

/** Agree (recorded on the platform and in the session) or Disagree (signs out). */
export function TermsActions() {
  const t = useTranslations('terms');
  const tApp = useTranslations('app');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  // Both answers are click handlers: until they are attached, the buttons say they are not ready.
  const ready = useHydrated();

  // The page body takes the agree style while the terms show.
  useEffect(() => {
    document.body.classList.add('agree');
    return () => document.body.classList.remove('agree');
  }, []);

  async function answer(agree: boolean) {
    setBusy(true);
    setFailure('');
    try {
      const next = await postTerms(agree);
      loadPage(next.redirect);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 401) return loadPage(loginUrl(undefined, error.body.message));
      const { text, report } = userErrorMessage(error, tApp('genericError'));
      if (report) reportError(error, { where: 'terms' });
      setFailure(text);
    }
  }

  return (
    <div className={styles.actions}>
      <button type="button" className={buttons.primary} disabled={busy || !ready} onClick={() => answer(true)}>
        {t('agree')}
      </button>
      <button type="button" className={buttons.secondary} disabled={busy || !ready} onClick={() => answer(false)}>
        {t('disagree')}
      </button>
      {busy ? <span role="status">{t('working')}</span> : null}
      {failure ? <p role="alert" className={styles.failure}>{failure}</p> : null}
    </div>
  );
}
