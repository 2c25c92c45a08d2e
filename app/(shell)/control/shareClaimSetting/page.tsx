import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReportTable, type ReportColumn } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { drawDateText } from '@/lib/domain/tickets';
import { claimSettingsOf } from '@/lib/platform-client/sub-shares';
import { requirePage } from '@/lib/shell/access';
import { listing } from '@/app/(shell)/_shell/page-context';
import money from '@/app/_components/form/sections.module.css';
import { SettingForm } from './_setting/setting-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shares.setting');
  return { title: t('title') };
}

/**
 * /control/shareClaimSetting (the menu rule of /control/shareClaim): per agent of the location,
 * whether it may make share claims on its direct agents, from which draw date and up to what amount a
 * claim (docs/decisions/sub-shares.md); the form saves one agent's setting. The platform answers a
 * sub-admin without the payments' right 404, as on every share-claim change.
 */
export default async function ShareClaimSettingPage() {
  const { session } = await requirePage('/control/shareClaimSetting');
  const [t, settings] = await Promise.all([getTranslations('shares'), listing(claimSettingsOf(session))]);
  const column = (key: string) => t(`columns.${key}`);
  const columns: ReportColumn[] = [
    { key: 'UserId', label: column('Agent'), kind: 'text' },
    { key: 'UserName', label: column('UserName'), kind: 'text' },
    { key: 'ParentId', label: column('ParentId'), kind: 'text' },
    { key: 'MayClaim', label: column('MayClaim'), kind: 'text' },
    { key: 'FromDate', label: column('FromDate'), kind: 'text' },
    { key: 'MaxAmount', label: column('MaxAmount'), kind: 'text' },
  ];
  const rows = (settings.data?.Items ?? []).map((item) => ({
    ...item,
    MayClaim: item.MayClaim ? t('setting.yes') : t('setting.no'),
    FromDate: item.FromDate ? drawDateText(item.FromDate) : t('setting.anyDraw'),
    MaxAmount: item.MaxAmount ?? t('setting.noCap'),
  }));
  return (
    <div className={money.page}>
      <PageHeader title={t('setting.title')}>
        <p className={money.note}>{t('setting.intro')}</p>
      </PageHeader>
      {settings.problem ? <AlertBox kind="error">{settings.problem}</AlertBox> : null}
      {settings.data ? (
        <section className={money.section} aria-label={t('setting.caption')} data-testid="claim-setting-list">
          <ReportTable columns={columns} rows={rows} caption={t('setting.caption')} fileName={`share-claim-settings-${session.auth.locId}`} />
        </section>
      ) : null}
      {settings.data ? <SettingForm settings={settings.data.Items} /> : null}
    </div>
  );
}
