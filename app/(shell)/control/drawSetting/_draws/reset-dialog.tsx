'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '../../../tickets/_tickets/confirm-dialog';

export interface ResetDialogProps {
  /** The draw date whose result would be reset; null: closed. */
  date: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation before a result is reset (reset6): the shared ConfirmDialog (a modal alert dialog,
 * Cancel focused first, so Enter by habit never resets) with a primary "Reset result" button.
 */
export function ResetDialog({ date, busy, onConfirm, onCancel }: ResetDialogProps) {
  const t = useTranslations('drawSetting.reset');
  return (
    <ConfirmDialog
      open={date !== null}
      title={t('title', { date: date ?? '' })}
      text={t('text')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmText={t('confirm')}
      busyText={t('resetting')}
      tone="primary"
    />
  );
}
