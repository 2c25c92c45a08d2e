'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import box from './confirm-dialog.module.css';
import buttons from './action-buttons.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** While the deletion runs: both buttons are disabled and Escape does nothing. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirming button's text (Settle up, Void, Reset result); Delete by default. */
  confirmText?: string;
  /** The confirming button's text while `busy`; Deleting… by default. */
  busyText?: string;
  /** The confirming button's colour: danger (red, the default) or primary (the brand colour). */
  tone?: 'danger' | 'primary';
}

/**
 * The confirmation before a deletion or another change that cannot be taken back (a payment's
 * settle-up or void, a result's reset): a modal alert dialog (native <dialog>, so Escape, the focus
 * trap and the backdrop come from the browser). Cancel takes the focus first: pressing Enter by
 * habit never confirms. Closing returns the focus to the button that asked.
 */
export function ConfirmDialog({ open, title, text, busy, onConfirm, onCancel, confirmText, busyText, tone = 'danger' }: ConfirmDialogProps) {
  const t = useTranslations('tickets.confirm');
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
      className={`${box.panel} ${box.confirm}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      // A browser may close it on Escape regardless (repeated presses); the state follows.
      onClose={(event) => {
        if (event.target === event.currentTarget && open) onCancel();
      }}
    >
      <h2 id={`${id}-title`} className={box.confirmTitle}>
        {title}
      </h2>
      <p id={`${id}-text`} className={box.confirmText}>
        {text}
      </p>
      <div className={buttons.actions}>
        <button ref={cancel} type="button" className={buttons.secondaryButton} disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className={tone === 'primary' ? buttons.primaryButton : buttons.dangerButton}
          disabled={busy}
          aria-busy={busy}
          onClick={onConfirm}
        >
          {busy ? (busyText ?? t('deleting')) : (confirmText ?? t('delete'))}
        </button>
      </div>
    </dialog>
  );
}
