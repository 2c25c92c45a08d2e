'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';

export interface MoneyDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The confirming button's text (Settle up, Void, Delete). */
  confirmText: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation before a money or account change: the shared ConfirmDialog (a modal alert dialog,
 * Cancel focused first) with the change's own button text and "Working…" while it runs.
 */
export function MoneyDialog(props: MoneyDialogProps) {
  const t = useTranslations('adminMoney.common');
  return <ConfirmDialog {...props} busyText={t('working')} />;
}
