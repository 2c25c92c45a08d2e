'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { MoneyDialog } from '../../../admin/payments/_payments/money-dialog';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';

/** Clear Cache's button: asks first, then POST cache/clear, and reports how it went. */
export function ClearCacheBoard({ locId }: { locId: string }) {
  const t = useTranslations('utilitiesPages.cache');
  const tApp = useTranslations('app');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function clear() {
    setBusy(true);
    try {
      await requestJson(`/api/v1/cache/clear?${new URLSearchParams({ LocId: locId })}`, { method: 'POST', json: {} });
      setOutcome({ kind: 'success', text: t('cleared') });
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <section className={styles.section}>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <div className={styles.actions}>
        <button type="button" className={buttons.primaryButton} disabled={busy} onClick={() => { setOutcome(null); setAsking(true); }}>
          {busy ? t('clearing') : t('clear')}
        </button>
      </div>
      <MoneyDialog open={asking} title={t('title')} text={t('confirm')} confirmText={t('clear')} busy={busy} onConfirm={() => void clear()} onCancel={() => setAsking(false)} />
    </section>
  );
}
