'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { postLayout } from '@/lib/client/auth-api';
import { useShell } from './shell-frame';
import styles from './shell.module.css';
import menu from './sidebar.module.css';

/** Switches between the new and the old sidebar; the choice is a session flag, and the page reloads. */
export function LayoutSwitch() {
  const t = useTranslations('shell');
  const { variant } = useShell();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function switchLayout() {
    setState('busy');
    try {
      await postLayout(variant !== 'new');
      window.location.reload();
    } catch {
      setState('failed');
    }
  }
  return (
    <div className={menu.layoutSwitch}>
      <button type="button" className={menu.link} onClick={switchLayout} disabled={state === 'busy'} aria-busy={state === 'busy'}>
        {variant === 'new' ? t('useOldLayout') : t('useNewLayout')}
      </button>
      {state === 'failed' ? (
        <p role="alert" className={styles.inlineError}>
          {t('switchFailed')}
        </p>
      ) : null}
    </div>
  );
}
