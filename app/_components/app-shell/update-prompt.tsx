'use client';

import { useEffect, useState } from 'react';
import { fetchServedBuildId } from '@/lib/build/client';
import { reloadPage } from '@/lib/build/reload';
import { UPDATE_CHECK_INTERVAL_MS, UPDATE_FIRST_CHECK_MS, UPDATE_PROMPT_DURATION_MS } from '@/lib/build/version';
import styles from './update-prompt.module.css';

export interface UpdatePromptTexts {
  updateAvailable: string;
  reload: string;
  dismiss: string;
}

/**
 * Checks the served build id a minute after load, then every 8 minutes. When it differs from the build
 * this page came from, a non-blocking prompt offers a reload for 15 minutes. Each new build prompts
 * once; a failed check stays silent and the next interval tries again.
 */
export function UpdatePrompt({ buildId, texts }: { buildId: string; texts: UpdatePromptTexts }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let promptedFor = buildId;
    let stopped = false;
    let interval: ReturnType<typeof setInterval> | undefined;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const served = await fetchServedBuildId();
      if (stopped || served === null || served === promptedFor) return;
      promptedFor = served;
      setVisible(true);
      clearTimeout(hide);
      hide = setTimeout(() => setVisible(false), UPDATE_PROMPT_DURATION_MS);
    };
    const first = setTimeout(() => {
      void check();
      interval = setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);
    }, UPDATE_FIRST_CHECK_MS);
    return () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      clearTimeout(hide);
    };
  }, [buildId]);

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {visible && (
        <div className={styles.prompt}>
          <span>{texts.updateAvailable}</span>
          <button type="button" className={styles.reload} onClick={() => reloadPage()}>
            {texts.reload}
          </button>
          <button type="button" className={styles.dismiss} aria-label={texts.dismiss} title={texts.dismiss} onClick={() => setVisible(false)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
