'use client';

import { useLocale, useTranslations } from 'next-intl';
import { setLocaleCookie } from '@/lib/i18n/client-locale';
import { LANGUAGE_OPTIONS, toLocale } from '@/lib/i18n/locale';
import styles from './switch.module.css';

/** en or ch (docs/product.md#header, #constants-and-limits); the choice is a cookie, and the page loads again in that language. */
export function LanguageSwitch() {
  const t = useTranslations('shell');
  const locale = useLocale();
  const current = LANGUAGE_OPTIONS.find((option) => option.locale === locale)?.value ?? 'en';
  return (
    <label className={styles.switch}>
      <span className={styles.switchLabel}>{t('language')}</span>
      <select
        value={current}
        onChange={(event) => {
          const next = toLocale(event.target.value);
          if (!next) return;
          setLocaleCookie(next);
          window.location.reload();
        }}
        data-testid="language-switch"
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(`languages.${option.value}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
