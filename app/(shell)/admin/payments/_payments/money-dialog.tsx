'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import styles from './money.module.css';

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
 * A confirmation before a money or account change: a modal alert dialog (native <dialog>: Escape,
 * the focus trap and the backdrop come from the browser). Cancel takes the focus first, so a habitual
 * Enter never confirms.
 */
export function MoneyDialog({ open, title, text, confirmText, busy, onConfirm, onCancel }: MoneyDialogProps) {
  const t = useTranslations('adminMoney.common');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClose={(event) => {
        if (event.target === event.currentTarget && open) onCancel();
      }}
    >
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {title}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      <div className={styles.actions}>
        <button ref={cancel} type="button" className={styles.secondary} disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="button" className={styles.danger} disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {busy ? t('working') : confirmText}
        </button>
      </div>
    </dialog>
  );
}
