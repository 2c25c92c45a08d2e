'use client';

import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { WebhookOutcome } from '@/lib/contract/messaging';
import styles from '@/app/_components/form/sections.module.css';

/**
 * What Telegram was told on the last save (docs/decisions/messaging.md, "Registering the webhook").
 * The setting is saved either way, so success is a plain note beside the save's own status, and a
 * failure an alert that says what to do.
 */
export function WebhookNotice({ outcome }: { outcome: WebhookOutcome }) {
  const t = useTranslations('messaging.webhook');
  if (outcome.Ok) return <p className={styles.note}>{outcome.Mode === 'webhook' ? t('registered', { url: outcome.Url }) : t('removed')}</p>;
  const text =
    outcome.Problem === 'noOrigin' ? t('noOrigin')
    : outcome.Problem === 'noSecret' ? t('noSecret')
    : outcome.Mode === 'webhook' ? t('failed', { error: outcome.Error })
    : t('removeFailed', { error: outcome.Error });
  return <AlertBox kind="error">{text}</AlertBox>;
}
