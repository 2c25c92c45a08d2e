'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import buttons from '@/app/_components/buttons.module.css';
import styles from './draw-setting.module.css';

export interface ResetDialogProps {
  /** The draw date whose result would be reset; null: closed. */
  date: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation before a result is reset (reset6): a modal alert dialog (native <dialog>: Escape,
 * the focus trap and the backdrop come from the browser). Cancel takes the focus first, so Enter by
 * habit never resets.
 */
export function ResetDialog({ date, busy, onConfirm, onCancel }: ResetDialogProps) {
  const t = useTranslations('drawSetting.reset');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const open = date !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      className={styles.confirm}
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
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('title', { date: date ?? '' })}
      </h2>
      <p id={`${id}-text`}>{t('text')}</p>
      <div className={styles.buttons}>
        <button ref={cancel} type="button" className={buttons.secondary} disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="button" className={buttons.primary} disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {busy ? t('resetting') : t('confirm')}
        </button>
      </div>
    </dialog>
  );
}
