import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { SiteLogo } from '@/app/_components/site-logo';
import { SIGN_IN_LIMITS } from '@/lib/contract/sign-in-log';
import { twoFactorStateOf } from '@/lib/platform-client/two-factor';
import { homeUrl } from '@/lib/session/gate';
import { handlePageError, requireSignedInOrEnrolling } from '@/lib/session/server';
import { getCurrentSite } from '@/lib/site/current';
import { TwoFactorSetup } from './two-factor-setup';
import panel from '@/app/_components/panel.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('twoFactor');
  return { title: t('title') };
}

/**
 * /admin/twoFactor: one's own two-factor sign-in (docs/decisions/two-factor.md). In the entry layout,
 * not the shell's: a user two-factor is required of sees this page alone until it is set up.
 */
export default async function TwoFactorPage() {
  const session = await requireSignedInOrEnrolling();
  const [site, requestHeaders, t] = await Promise.all([getCurrentSite(), headers(), getTranslations('twoFactor')]);
  const host = (requestHeaders.get('host') ?? '').slice(0, SIGN_IN_LIMITS.host);
  const state = await twoFactorStateOf(session, host).catch(handlePageError);
  const enrolling = session.auth.twoFactorEnrolment === true;
  return (
    <main className={panel.page}>
      <section className={panel.panel} aria-labelledby="two-factor-title">
        <SiteLogo site={site} />
        <h1 id="two-factor-title">{t('title')}</h1>
        <NextIntlClientProvider>
          <TwoFactorSetup state={state} enrolling={enrolling} userId={session.auth.userId} homeUrl={homeUrl(session.auth.locId)} />
        </NextIntlClientProvider>
      </section>
    </main>
  );
}
