import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { themeUrl } from '@/sites';
import { currentBuildId } from '@/lib/build/build-id';
import { getCurrentSite } from '@/lib/site/current';
import { PATH_HEADER } from '@/lib/site/header';
import { AppShell } from './_components/app-shell/app-shell';
import { LocaleProvider } from './_components/app-shell/locale-context';
import { DEFAULT_LOCALE, toLocale } from '@/lib/i18n/locale';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const site = await getCurrentSite();
  return { title: { default: site.name, template: `%s · ${site.name}` } };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** `Modal=true` in the address gives the page the modal look (no chrome, no page background). */
function isModal(path: string | null): 'true' | undefined {
  return path && new URL(path, 'http://app.invalid').searchParams.get('Modal') === 'true' ? 'true' : undefined;
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [site, locale, t, requestHeaders] = await Promise.all([getCurrentSite(), getLocale(), getTranslations('app'), headers()]);
  return (
    <html lang={locale === 'zh' ? 'zh-CN' : 'en'} data-site={site.key.toLowerCase()} data-modal={isModal(requestHeaders.get(PATH_HEADER))}>
      <body>
        <link rel="stylesheet" href={themeUrl(site)} precedence="theme" />
        {/* No client translations here (the shell and the pages that need them load them): only the
            locale, for the error boundary. */}
        <LocaleProvider locale={toLocale(locale) ?? DEFAULT_LOCALE}>
          <AppShell
            buildId={currentBuildId()}
            texts={{ updateAvailable: t('updateAvailable'), reload: t('reload'), dismiss: t('dismiss') }}
          />
          {children}
        </LocaleProvider>
      </body>
    </html>
  );
}
