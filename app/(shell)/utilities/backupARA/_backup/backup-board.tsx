'use client';

import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { DrawDatePicker, type DrawOption } from '@/app/_components/widgets/draw-date-picker';
import { fetchData, handleApiFailure } from '@/lib/client/api-failure';
import { downloadAra } from '@/lib/client/ara-download';
import { requestJson } from '@/lib/client/http';
import type { AraCount } from '@/lib/contract/utilities';
import type { ApiError } from '@/lib/http/api-error';
import { MoneyDialog } from '../../../admin/payments/_payments/money-dialog';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';

/** Backup ARA's client part: the draw, its backup count, the download and the reset (asked first). */
export function BackupBoard({ locId, draws }: { locId: string; draws: readonly DrawOption[] }) {
  const t = useTranslations('utilitiesPages');
  const tApp = useTranslations('app');
  const [drawId, setDrawId] = useState<number | null>(draws[0]?.DrawId ?? null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const drawDate = draws.find((draw) => draw.DrawId === drawId)?.DrawDate ?? '';

  const fail = useCallback(
    (error: unknown) => {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) setOutcome({ kind: 'error', text });
    },
    [tApp],
  );

  const countUrl = drawId === null ? null : `/api/v1/countCreateARA?${new URLSearchParams({ DrawId: String(drawId), LocId: locId })}`;
  const { data: counted, mutate } = useSWR<AraCount, ApiError>(countUrl, (url: string) => fetchData<AraCount>(url), { revalidateOnFocus: false });
  const count = counted?.Count ?? null;

  async function download() {
    if (drawId === null) return setOutcome({ kind: 'error', text: t('backup.drawRequired') });
    setBusy(true);
    setOutcome(null);
    try {
      const file = await downloadAra(locId, 'backupARA', { DrawId: drawId }, `backup_${locId}.ara`);
      const answer = (await mutate()) ?? { Count: 0 };
      setOutcome({ kind: 'success', text: t('backup.downloaded', { file, count: answer.Count }) });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function reset() {
    if (drawId === null) return;
    setBusy(true);
    try {
      const answer = await requestJson<AraCount>(`/api/v1/resetUpdateCreateARA/${drawId}?${new URLSearchParams({ LocId: locId })}`, { method: 'PUT', json: {} });
      await mutate(answer, { revalidate: false });
      setOutcome({ kind: 'success', text: t('backup.resetDone', { date: drawDate }) });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  if (draws.length === 0) return <p className={styles.note}>{t('backup.noDraws')}</p>;
  return (
    <section className={styles.section}>
      <div className={styles.row}>
        <DrawDatePicker draws={draws} value={drawId} onChange={(value) => { setOutcome(null); setDrawId(value); }} label={t('backup.draw')} />
      </div>
      <p className={styles.note} data-testid="backup-count" aria-live="polite">
        {count === null ? '' : t('backup.count', { count })}
      </p>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <div className={styles.actions}>
        <button type="button" className={buttons.primaryButton} disabled={busy || drawId === null} aria-busy={busy} onClick={() => void download()}>
          {busy ? t('backup.downloading') : t('backup.download')}
        </button>
        <button type="button" className={buttons.secondaryButton} disabled={busy || drawId === null || count === 0} onClick={() => setAsking(true)}>
          {t('backup.reset')}
        </button>
      </div>
      <MoneyDialog
        open={asking}
        title={t('backup.reset')}
        text={t('backup.confirmReset', { date: drawDate })}
        confirmText={t('backup.reset')}
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
