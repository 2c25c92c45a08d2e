'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportColumn, type ReportRow } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { CreditFixed, CreditRecal } from '@/lib/contract/utilities';
import { ApiError } from '@/lib/http/api-error';
import { MoneyDialog } from '../../../admin/payments/_payments/money-dialog';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';

/** Credit Recal's client part: the differences, and Fix (asked first) sending the preview's fingerprint. */
export function RecalBoard({ recal }: { recal: CreditRecal }) {
  const t = useTranslations('utilitiesPages.recal');
  const tApp = useTranslations('app');
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const count = recal.Differences.length;

  const rows = useMemo<ReportRow[]>(() => recal.Differences.map((row) => ({ ...row })), [recal]);
  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'UserId', label: t('userId'), kind: 'text' },
      { key: 'UserName', label: t('userName'), kind: 'text' },
      { key: 'Credit', label: t('credit'), kind: 'money' },
      { key: 'AccBal', label: t('accBal'), kind: 'money' },
      { key: 'LedgerAccBal', label: t('ledgerAccBal'), kind: 'money' },
      { key: 'CreditLeft', label: t('creditLeft'), kind: 'money' },
      { key: 'RecalCreditLeft', label: t('recalCreditLeft'), kind: 'money' },
      { key: 'Difference', label: t('difference'), kind: 'money' },
    ],
    [t],
  );

  async function fix() {
    setBusy(true);
    try {
      const answer = await requestJson<CreditFixed>(`/api/v1/relcalCredit?${new URLSearchParams({ LocId: recal.LocId })}`, { method: 'POST', json: { Fingerprint: recal.Fingerprint } });
      setOutcome({ kind: 'success', text: t('fixed', { count: answer.Fixed.length }) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setOutcome({ kind: 'error', text: t('changed') });
      else {
        const text = handleApiFailure(error, tApp('genericError'));
        if (text !== null) setOutcome({ kind: 'error', text });
      }
    } finally {
      setBusy(false);
      setAsking(false);
      router.refresh();
    }
  }

  return (
    <section className={styles.section}>
      <p className={styles.note}>{t('checked', { count: recal.Checked })}</p>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      {count === 0 ? (
        <p className={styles.note}>{t('none')}</p>
      ) : (
        <ReportTable columns={columns} rows={rows} caption={t('title')} fileName="credit-recal.xls" />
      )}
      <div className={styles.actions}>
        {count > 0 ? (
          <button type="button" className={buttons.primaryButton} disabled={busy} onClick={() => setAsking(true)}>
            {busy ? t('fixing') : t('fix', { count })}
          </button>
        ) : null}
        <button type="button" className={buttons.secondaryButton} disabled={busy} onClick={() => { setOutcome(null); router.refresh(); }}>
          {t('refresh')}
        </button>
      </div>
      <MoneyDialog
        open={asking}
        title={t('title')}
        text={t('confirmFix', { count })}
        confirmText={t('fix', { count })}
        busy={busy}
        onConfirm={() => void fix()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
