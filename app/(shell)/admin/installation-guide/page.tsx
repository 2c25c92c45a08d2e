import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { downloadUrl } from '@/lib/domain/menu';
import { settingsOf } from '@/lib/platform-client/shell';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from './installation-guide.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('installGuide');
  return { title: t('title') };
}

const ANDROID_STEPS = ['download', 'open', 'unknownSources', 'install'] as const;
const IOS_STEPS = ['download', 'settings', 'profile', 'install', 'icon'] as const;

interface GuideProps {
  id: string;
  title: string;
  steps: readonly string[];
  /** An http(s) download address, or null when the settings give none. */
  href: string | null;
  linkText: string;
  noLinkText: string;
}

function Guide({ id, title, steps, href, linkText, noLinkText }: GuideProps) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {href ? (
        <a className={styles.download} href={href} rel="noopener noreferrer">
          {linkText}
        </a>
      ) : (
        <p className={styles.muted}>{noLinkText}</p>
      )}
    </section>
  );
}

/** /admin/installation-guide: how to install the Android and iOS apps, with their downloads when set. */
export default async function InstallationGuidePage() {
  const { session } = await requirePage('/admin/installation-guide');
  const [settings, t] = await Promise.all([settingsOf(session).catch(handlePageError), getTranslations('installGuide')]);
  // Operator data rendered as an href: only http(s) addresses pass.
  const android = downloadUrl(settings.mobileAppData.downloadUrl);
  const ios = downloadUrl(settings.mobileAppData.iosDownloadUrl);
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} />
      <p className={styles.muted}>{t('intro')}</p>
      <div className={styles.grid}>
        <Guide
          id="guide-android"
          title={t('android')}
          steps={ANDROID_STEPS.map((step) => t(`androidSteps.${step}`))}
          href={android}
          linkText={t('downloadAndroid')}
          noLinkText={t('noDownload')}
        />
        <Guide
          id="guide-ios"
          title={t('ios')}
          steps={IOS_STEPS.map((step) => t(`iosSteps.${step}`))}
          href={ios}
          linkText={t('downloadIos')}
          noLinkText={t('noDownload')}
        />
      </div>
    </div>
  );
}
