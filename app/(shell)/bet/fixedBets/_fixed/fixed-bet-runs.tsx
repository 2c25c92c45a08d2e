'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { FixedBetView } from '@/lib/contract/fixed-bets';
import { drawDateText } from '@/lib/domain/tickets';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from './fixed-bets.module.css';
import shared from '@/app/_components/form/sections.module.css';

/** GET bet/fixed/view through the BFF forwarder, which adds the location's prefix and LocId. */
export const fixedBetUrl = (id: number) => `/api/v1/bet/fixed/view?FixedBetId=${encodeURIComponent(String(id))}`;
const fetchView = (url: string) => requestJson<FixedBetView>(url);

/**
 * The runs of one fixed bet in a modal dialog: each draw it went on, with its ticket, or the reason
 * the draw refused it. Escape and Close return the focus to the row that opened it.
 */
export function FixedBetRuns({ fixedBetId, onClose }: { fixedBetId: number | null; onClose: () => void }) {
  const t = useTranslations('fixedBets');
  const tApp = useTranslations('app');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [errorText, setErrorText] = useState<string | null>(null);
  const { data, isLoading } = useSWR<FixedBetView>(fixedBetId === null ? null : fixedBetUrl(fixedBetId), fetchView, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error) => setErrorText(handleApiFailure(error, tApp('genericError'))),
    onSuccess: () => setErrorText(null),
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (fixedBetId !== null && !element.open) element.showModal();
    else if (fixedBetId === null && element.open) element.close();
  }, [fixedBetId]);

  const view = data && data.FixedBetId === fixedBetId ? data : undefined;
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={onClose} data-testid="fixed-bet-runs">
      <h2 id={`${id}-title`} className={shared.heading}>
        {t('runs.title', { id: String(fixedBetId ?? '') })}
      </h2>
      {errorText ? <AlertBox kind="error">{errorText}</AlertBox> : null}
      {isLoading && !view ? (
        <p className={shared.note} role="status">
          {t('runs.loading')}
        </p>
      ) : null}
      {view && view.Runs.length === 0 ? <p className={shared.note}>{t('runs.none')}</p> : null}
      {view && view.Runs.length > 0 ? (
        <div className={styles.runsScroll}>
          <table className={styles.runs}>
            <thead>
              <tr>
                <th scope="col">{t('runs.draw')}</th>
                <th scope="col">{t('runs.status')}</th>
                <th scope="col">{t('runs.ticket')}</th>
                <th scope="col">{t('runs.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {view.Runs.map((run) => (
                <tr key={run.DrawId}>
                  <td>{drawDateText(run.DrawDate)}</td>
                  <td>{t(`runs.${run.Status}`)}</td>
                  <td>{run.TicketId ?? ''}</td>
                  <td>{run.Reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <form method="dialog" className={styles.dialogActions}>
        <button type="submit" className={buttons.secondaryButton} autoFocus>
          {t('runs.close')}
        </button>
      </form>
    </dialog>
  );
}
