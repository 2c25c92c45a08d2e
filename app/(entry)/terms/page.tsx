import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { SiteLogo } from '@/app/_components/site-logo';
import { requireTermsPending } from '@/lib/session/server';
import { getCurrentSite } from '@/lib/site/current';
import { normalizeHost } from '@/sites/host';
import { TermsActions } from './terms-actions';
import { termsText } from './terms-text';
import panel from '@/app/_components/panel.module.css';
import styles from './terms.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('terms');
  return { title: t('title') };
}

/** /terms: shown once per session after sign-in. */
export default async function TermsPage() {
  await requireTermsPending();
  const [site, requestHeaders, t] = await Promise.all([getCurrentSite(), headers(), getTranslations('terms')]);
  // The host the user typed, when it is one of the site's own; never a raw, unchecked Host header.
  const requested = normalizeHost(requestHeaders.get('host'));
  const host = requested && site.hosts.includes(requested) ? requested : (site.hosts[0] ?? site.name);
  const text = termsText(host);
  return (
    <main className={panel.page}>
      <article className={`${panel.panel} ${styles.wide}`} aria-labelledby="terms-title">
        <SiteLogo site={site} />
        <h1 id="terms-title">{t('title')}</h1>
        <section lang="en" className={styles.text}>
          {text.en.map((line) => <p key={line}>{line}</p>)}
        </section>
        <section lang="zh" className={styles.text}>
          {text.zh.map((line) => <p key={line}>{line}</p>)}
        </section>
        <NextIntlClientProvider>
          <TermsActions />
        </NextIntlClientProvider>
      </article>
    </main>
  );
}
