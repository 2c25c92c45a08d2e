'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { formatShownDate } from '@/lib/domain/operator-time';

export interface ResetDialogProps {
  /** What is reset: the result with its settlement (reset6), or the settlement only (reset7). */
  what: 'result' | 'settlement';
  /** The draw date whose result or settlement would be reset; null: closed. */
  date: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation before a result (reset6) or a settlement only (reset7) is reset: the shared
 * ConfirmDialog (a modal alert dialog, Cancel focused first, so Enter by habit never resets) with a
 * primary "Reset result" or "Reset settlement" button.
 */
export function ResetDialog({ what, date, busy, onConfirm, onCancel }: ResetDialogProps) {
  const t = useTranslations(what === 'result' ? 'drawSetting.reset' : 'drawSetting.resetSettlement');
  return (
    <ConfirmDialog
      open={date !== null}
      title={t('title', { date: date ? formatShownDate(date) : '' })}
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
