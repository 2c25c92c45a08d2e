'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { Conversation, MessageRow } from '@/lib/contract/messaging';
import { formatShownDateTime } from '@/lib/domain/operator-time';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import view from './conversation.module.css';

/** The users with messages, and the messages shown (one user's when chosen), oldest first. */
export function ConversationView({ conversation, userId }: { conversation: Conversation; userId: string | null }) {
  const t = useTranslations('messaging');
  const tApp = useTranslations('app');
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function resend(message: MessageRow) {
    if (busy !== null) return;
    setBusy(message.Id);
    setOutcome(null);
    try {
      await requestJson('/api/v1/resendSms', { method: 'POST', json: { Id: message.Id } });
      setOutcome({ kind: 'success', text: t('resent') });
      router.refresh();
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={view.layout}>
      <nav aria-label={t('usersLabel')} className={view.users}>
        <h2 className={styles.heading}>{t('users')}</h2>
        {conversation.Users.length === 0 ? <p>{t('noUsers')}</p> : null}
        <ul>
          {conversation.Users.map((user) => (
            <li key={user.UserId}>
              <Link href={`/sms/smsView?UserId=${encodeURIComponent(user.UserId)}`} aria-current={user.UserId === userId ? 'page' : undefined}>
                {user.UserId} ({user.Count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={view.messages} aria-labelledby="conversation-heading">
        <h2 id="conversation-heading" className={styles.heading}>
          {userId ? t('conversationOf', { user: userId }) : t('latest')}
        </h2>
        {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
        {conversation.Messages.length === 0 ? <p>{t('noMessages')}</p> : null}
        <ol className={view.list}>
          {conversation.Messages.map((message) => (
            <li key={message.Id} className={message.Direction === 'IN' ? view.inbound : view.outbound} data-testid="message" data-status={message.Status}>
              <div className={view.meta}>
                <span>{message.Direction === 'IN' ? t('inbound') : t('outbound')}</span> <span>{t(`channel.${message.Channel}`)}</span>{' '}
                <span>{message.UserId ?? message.Peer}</span> <time dateTime={message.CreatedAt}>{formatShownDateTime(message.CreatedAt)}</time>{' '}
                <strong>{t(`status.${message.Status}`)}</strong>
                {message.Direction === 'OUT' && message.Attempts > 0 ? <span> {t('attempts', { count: message.Attempts })}</span> : null}
              </div>
              <pre className={view.text}>{message.Text}</pre>
              {message.Error ? <p className={styles.error}>{message.Error}</p> : null}
              {message.Direction === 'OUT' && message.Status !== 'QUEUED' ? (
                <button type="button" className={buttons.secondaryButton} disabled={busy !== null} onClick={() => void resend(message)}>
                  {t('resend')}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
