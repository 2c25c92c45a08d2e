'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import buttons from '@/app/_components/buttons.module.css';
import styles from './bet-upload.module.css';

export interface RemarksEditorProps {
  count: number;
  /** The selected files' Remarks when they all have the same, else ''. */
  initial: string;
  maxRemarks: number;
  saving: boolean;
  onSave: (remarks: string) => void;
  onClear: () => void;
}

/** The same Remarks for every selected file (PUT files/updateFilesBatchByFileId, all or nothing). */
export function RemarksEditor({ count, initial, maxRemarks, saving, onSave, onClear }: RemarksEditorProps) {
  const t = useTranslations('betUpload.files');
  const id = useId();
  const [remarks, setRemarks] = useState(initial);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!saving) onSave(remarks);
  }

  return (
    <form className={styles.editor} onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="remarks-editor">
      <p id={`${id}-title`} className={styles.editorTitle}>
        {t('selected', { count })}
      </p>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor={`${id}-remarks`}>{t('newRemarks')}</label>
        <input id={`${id}-remarks`} value={remarks} maxLength={maxRemarks} autoComplete="off" onChange={(event) => setRemarks(event.target.value)} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={saving} aria-busy={saving}>
          {saving ? t('saving') : t('saveRemarks')}
        </button>
        <button type="button" className={buttons.secondary} disabled={saving} onClick={onClear}>
          {t('clearSelection')}
        </button>
      </div>
    </form>
  );
}
