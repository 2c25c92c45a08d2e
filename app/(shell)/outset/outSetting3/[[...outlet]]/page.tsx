import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import tabs from '../_tabs/tabs.module.css';
import { DistributorBoard } from '../_tabs/distributor-board';
import { DrawSettingForm } from '../_tabs/draw-setting-form';
import { isOutlet, OUTLETS } from '../_tabs/outlets';
import { OutSetting6Form } from '../_tabs/out-setting6-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('distributors');
  return { title: t('title') };
}

/**
 * /outset/outSetting3 (an admin holding OutSet): placing out to distributors. Its side outlets are
 * sub-routes: /distributor (the default: distributors, partners, rules and outset jobs), /outSetting6
 * (the location's placing-out setting) and /drawSetting (the draws placing out applies to).
 */
export default async function OutSetting3Page({ params }: { params: Promise<{ outlet?: string[] }> }) {
  await requirePage('/outset/outSetting3');
  const { outlet: path = [] } = await params;
  if (path.length > 1 || (path.length === 1 && !isOutlet(path[0]))) notFound();
  const outlet = isOutlet(path[0]) ? path[0] : 'distributor';
  const t = await getTranslations('distributors');
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <nav aria-label={t('tabsLabel')} className={tabs.tabs}>
        {OUTLETS.map((name) => (
          <Link key={name} href={`/outset/outSetting3/${name}`} className={tabs.tab} aria-current={name === outlet ? 'page' : undefined}>
            {t(`tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {outlet === 'distributor' ? <DistributorBoard /> : outlet === 'outSetting6' ? <OutSetting6Form /> : <DrawSettingForm />}
    </div>
  );
}
