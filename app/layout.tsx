import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { themeUrl } from '@/sites';
import { currentBuildId } from '@/lib/build/build-id';
import { getCurrentSite } from '@/lib/site/current';
import { AppShell } from './_components/app-shell/app-shell';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const site = await getCurrentSite();
  return { title: { default: site.name, template: `%s · ${site.name}` } };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [site, locale, t] = await Promise.all([getCurrentSite(), getLocale(), getTranslations('app')]);
  return (
    <html lang={locale === 'zh' ? 'zh-CN' : 'en'} data-site={site.key.toLowerCase()}>
      <body>
        <link rel="stylesheet" href={themeUrl(site)} precedence="theme" />
        <NextIntlClientProvider>
          <AppShell
            buildId={currentBuildId()}
            texts={{ updateAvailable: t('updateAvailable'), reload: t('reload'), dismiss: t('dismiss') }}
          />
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
