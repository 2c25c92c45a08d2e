import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { SiteLogo } from '@/app/_components/site-logo';
import { serverEnv } from '@/lib/config/server-env';
import { postSignInUrl, safeReturnUrl } from '@/lib/domain/safe-return-url';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { cachedServerMessage } from '@/lib/platform-client/message';
import { sessionState } from '@/lib/session/data';
import { HOME_PATH, TERMS_PATH, TWO_FACTOR_PATH } from '@/lib/session/gate';
import { readSession } from '@/lib/session/server';
import { getCurrentSite } from '@/lib/site/current';
import { assetUrl, landingLinks } from '@/sites';
import { CAPTCHA_TEXT_KEYS } from '@/app/_components/form/captcha-texts';
import { textsOf } from '@/lib/i18n/texts';
import { DEFAULT_LOCALE, toLocale } from '@/lib/i18n/locale';
import { LoginForm } from './login-form';
import { LoginFrame } from './login-frame';
import { LOGIN_FORM_TEXT_KEYS, LOGIN_FRAME_TEXT_KEYS } from './login-texts';
import panel from '@/app/_components/panel.module.css';
import styles from './login.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login');
  return { title: t('title') };
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const returnUrl = safeReturnUrl(firstParam(query.returnUrl, 2048) || undefined, HOME_PATH);
  const state = sessionState(await readSession());
  // An authenticated user goes straight on (the check happens here, so nothing shows meanwhile).
  if (state.kind === 'signed-in') redirect(postSignInUrl(returnUrl, state.locId));
  if (state.kind === 'terms') redirect(TERMS_PATH);
  if (state.kind === 'two-factor-enrolment') redirect(TWO_FACTOR_PATH);

  const [site, message, locale, t, tApp, tCaptcha] = await Promise.all([
    getCurrentSite(),
    cachedServerMessage(),
    getLocale(),
    getTranslations('login'),
    getTranslations('app'),
    getTranslations('captcha'),
  ]);
  const captchaEnabled = serverEnv().ENABLE_CAPTCHA || Boolean(message?.global.enableCaptcha || message?.global.captchaRequired);
  return (
    <main className={panel.page} data-variant={site.loginVariant}>
      <section className={panel.panel} aria-label={site.name}>
        <SiteLogo site={site} />
        <h1 className={styles.name}>{site.name}</h1>
        <LoginFrame
          variant={site.loginVariant}
          buttonText={site.loginButtonText}
          bottomImage={site.landing ? assetUrl(site, site.landing.bottomImage) : undefined}
          landingLinks={landingLinks(site)}
          locale={toLocale(locale) ?? DEFAULT_LOCALE}
          texts={textsOf(t, LOGIN_FRAME_TEXT_KEYS)}
        >
          <LoginForm
            buttonText={site.loginButtonText}
            userIdPlaceholder={site.userIdPlaceholder}
            captchaEnabled={captchaEnabled}
            returnUrl={returnUrl}
            message={firstParam(query.Msg)}
            successMessage={firstParam(query.MsgSuccess)}
            texts={{ ...textsOf(t, LOGIN_FORM_TEXT_KEYS), genericError: tApp('genericError') }}
            captchaTexts={textsOf(tCaptcha, CAPTCHA_TEXT_KEYS)}
          />
        </LoginFrame>
      </section>
    </main>
  );
}
