'use client';

import { useTranslations } from 'next-intl';
import styles from './page-header.module.css';

/** The page header's Back button: the browser's history back, like the browser's own button. */
export function BackButton() {
  const t = useTranslations('widgets');
  return (
    <button type="button" className={styles.back} onClick={() => window.history.back()}>
      <span aria-hidden="true" className={styles.backArrow}>
        ‹
      </span>
      {t('back')}
    </button>
  );
}
