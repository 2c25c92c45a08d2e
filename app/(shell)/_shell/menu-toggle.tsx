'use client';

import { useTranslations } from 'next-intl';
import { useShell } from './shell-frame';
import styles from './shell.module.css';

/** Under 992 px: shows or hides the sidebar. */
export function MenuToggle() {
  const t = useTranslations('shell');
  const { open, toggleOpen } = useShell();
  return (
    <button
      type="button"
      className={styles.menuToggle}
      aria-expanded={open}
      aria-controls="shell-sidebar"
      onClick={toggleOpen}
      data-testid="menu-toggle"
    >
      <span aria-hidden="true">☰</span>
      <span className="visually-hidden">{t('menu')}</span>
    </button>
  );
}
