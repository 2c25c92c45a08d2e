import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCurrentSite } from '@/lib/site/current';
import { SiteLogo } from '@/app/_components/site-logo';
import styles from './login.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login');
  return { title: t('title') };
}

export default async function LoginPage() {
  const [site, t] = await Promise.all([getCurrentSite(), getTranslations('login')]);
  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="login-heading">
        <SiteLogo site={site} />
        <h1 id="login-heading" className={styles.name}>
          {site.name}
        </h1>
        <p className={styles.subtitle}>{t('title')}</p>
      </section>
    </main>
  );
}
