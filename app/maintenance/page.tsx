import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteLogo } from '@/app/_components/site-logo';
import { formatMaintenanceTime } from '@/lib/domain/maintenance-time';
import { OPERATOR_TIME_ZONE_LABEL } from '@/lib/domain/operator-zone';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { getCurrentSite } from '@/lib/site/current';
import { MessageWatcher } from '@/app/_components/message-watcher';
import panel from '@/app/_components/panel.module.css';
import styles from './maintenance.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('maintenance');
  return { title: t('title') };
}

/** /maintenance?t=: the expected end in operator time, in English and Chinese; reloads sign-in when it is over. */
export default async function MaintenancePage({ searchParams }: { searchParams: SearchParams }) {
  const [query, site, t] = await Promise.all([searchParams, getCurrentSite(), getTranslations('maintenance')]);
  const time = formatMaintenanceTime(firstParam(query.t, 64) || null);
  return (
    <main className={panel.page}>
      <section className={`${panel.panel} ${styles.text}`} aria-labelledby="maintenance-title">
        <SiteLogo site={site} />
        <h1 id="maintenance-title">{t('title')}</h1>
        <p lang="en">
          Our web is under maintenance. Please try again later at <strong data-testid="maintenance-time">{time}</strong> ({OPERATOR_TIME_ZONE_LABEL}).
          The site will load automatically when maintenance is done.
        </p>
        <p lang="zh">
          网站正在维护中。请于 <strong>{time}</strong>（{OPERATOR_TIME_ZONE_LABEL}）后再试。维护完成后，网站将自动加载。
        </p>
        <p className={styles.note}>{t('checking')}</p>
        <MessageWatcher watch="ends" />
      </section>
    </main>
  );
}
