'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ResultDateList } from '@/lib/contract/draws';
import type { SmsString } from '@/lib/contract/results';
import type { SentNotice } from '@/lib/contract/sms-send';
import { requestJson } from '@/lib/client/http';
import { formatShownDate } from '@/lib/domain/operator-time';
import { OutcomeBox } from '@/app/_components/form/outcome-box';
import { SubmitRow } from '@/app/_components/form/submit-row';
import { useSectionCall } from '@/app/_components/form/use-section-call';
import styles from '@/app/_components/form/sections.module.css';
import { MessageTable } from './message-table';
import view from './notice-sender.module.css';

interface Props {
  kind: 'result' | 'strike';
  locId: string;
  draws: ResultDateList;
  drawId: number | null;
  preview: SmsString | null;
}

/**
 * Send Result and Send Strike's client part: the resulted draw (choosing one shows its SMS text), Send
 * again (Resend) and Send; then what was queued, each message with its status, and who was skipped.
 */
export function NoticeSender({ kind, locId, draws, drawId, preview }: Props) {
  const t = useTranslations('smsPages.send');
  const tKind = useTranslations(kind === 'result' ? 'smsPages.sendResult' : 'smsPages.sendStrike');
  const router = useRouter();
  const id = useId();
  const [resend, setResend] = useState(false);
  const [sent, setSent] = useState<SentNotice | null>(null);
  const { busy, outcome, run } = useSectionCall();
  const page = kind === 'result' ? '/sms/sendResult' : '/sms/sendStrike';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (drawId === null) return;
    setSent(null);
    const call = kind === 'result' ? 'sendSmsResult' : 'sendSmsStrike';
    const answer = await run(
      () => requestJson<SentNotice>(`/api/v1/${call}?${new URLSearchParams({ LocId: locId }).toString()}`, { method: 'POST', json: { DrawId: drawId, Resend: resend } }),
      (result) => t('queued', { count: result.Queued, skipped: result.Skipped.length }),
    );
    if (answer.ok) {
      setSent(answer.answer);
      setResend(false);
    }
  }

  if (draws.length === 0) return <p className={styles.note}>{t('noDraws')}</p>;
  return (
    <>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-draw`}>{t('draw')}</label>
            <select
              id={`${id}-draw`}
              value={drawId ?? ''}
              onChange={(event) => {
                setSent(null);
                router.push(`${page}?DrawId=${encodeURIComponent(event.target.value)}`);
              }}
            >
              {draws.map((draw) => (
                <option key={draw.DrawId} value={draw.DrawId}>
                  {formatShownDate(draw.DrawDate)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {preview ? (
          <section aria-labelledby={`${id}-preview`}>
            <h2 id={`${id}-preview`} className={styles.heading}>
              {tKind('preview')}
            </h2>
            <pre className={view.text} data-testid="sms-preview">
              {preview.Text}
            </pre>
            <p className={styles.hint}>{t('length', { length: preview.Length, parts: preview.Parts.length })}</p>
          </section>
        ) : null}
        <p className={styles.note}>{tKind('who')}</p>
        <label className={styles.check}>
          <input type="checkbox" checked={resend} onChange={(event) => setResend(event.target.checked)} />
          {t('resend')}
        </label>
        <SubmitRow busy={busy} label={t('send')} busyLabel={t('sending')} />
      </form>
      <OutcomeBox outcome={outcome} />
      {sent ? (
        <section className={styles.section} aria-labelledby={`${id}-sent`}>
          <h2 id={`${id}-sent`} className={styles.heading}>
            {t('sentTitle', { date: formatShownDate(sent.DrawDate) })}
          </h2>
          {sent.Messages.length > 0 ? (
            <MessageTable labelledBy={`${id}-sent`} caption={t('messages')} columns={(['user', 'phone', 'status', 'text'] as const).map((key) => ({ label: t(key) }))}>
              {sent.Messages.map((message) => (
                <tr key={message.Id} data-testid="sent-message" data-status={message.Status}>
                  <td>{message.UserId}</td>
                  <td>{message.Peer}</td>
                  <td>{t(`statuses.${message.Status}`)}</td>
                  <td className={view.wrap}>{message.Text}</td>
                </tr>
              ))}
            </MessageTable>
          ) : null}
          {sent.Skipped.length > 0 ? (
            <>
              <h3 className={styles.heading}>{t('skipped')}</h3>
              <ul data-testid="skipped">
                {sent.Skipped.map((row) => (
                  <li key={`${row.UserId}-${row.Reason}`}>
                    {row.UserId} ({row.Phone}): {t(`reasons.${row.Reason}`)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className={styles.note}>{t('statusLater')}</p>
        </section>
      ) : null}
    </>
  );
}
