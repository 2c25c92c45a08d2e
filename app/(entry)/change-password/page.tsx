import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { SiteLogo } from '@/app/_components/site-logo';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { cachedServerMessage } from '@/lib/platform-client/message';
import { getCurrentSite } from '@/lib/site/current';
import { ChangePasswordForm } from './change-password-form';
import panel from '@/app/_components/panel.module.css';
import styles from '../login/login.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('changePassword');
  return { title: t('titleEn') };
}

/** /change-password[?LoginId=]: open to anyone; the platform decides whose password may change. */
export default async function ChangePasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const [query, site, message, t] = await Promise.all([searchParams, getCurrentSite(), cachedServerMessage(), getTranslations('changePassword')]);
  return (
    <main className={panel.page}>
      <section className={panel.panel} aria-labelledby="change-password-title">
        <SiteLogo site={site} />
        <h1 id="change-password-title" className={styles.name}>
          <span lang="en">{t('titleEn')}</span> <span lang="zh">{t('titleZh')}</span>
        </h1>
        <NextIntlClientProvider>
          <ChangePasswordForm loginId={firstParam(query.LoginId, 64)} allowLowercase={message?.passwordAllowLowercase ?? false} />
        </NextIntlClientProvider>
      </section>
    </main>
  );
}
