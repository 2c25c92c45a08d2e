import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './not-found.module.css';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p className={styles.hint}>{t('hint')}</p>
      <Link href="/login">{t('login')}</Link>
    </main>
  );
}
