import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ReportTable, type ReportColumn } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { percentBasis, percentText } from '@/lib/domain/sub-shares';
import { claimDownLineOf } from '@/lib/platform-client/share-claims';
import { requirePage } from '@/lib/shell/access';
import { listing } from '@/app/(shell)/_shell/page-context';
import money from '@/app/_components/form/sections.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shares.company');
  return { title: t('title') };
}

/** A share as a fraction (0.5) shown as a percent with 2 decimals ('50.00%'). */
const shareText = (share: number) => `${percentText(percentBasis((share * 100).toFixed(2)) ?? 0n)}%`;

/**
 * /control/shareClaimCompany (the menu rule of /control/shareClaim): the company's own claim position
 * across its direct agents over every draw (GET reportDownLine, whose V is the company for any admin):
 * each agent's share now, the draws with live claims on it, and Amount, Collected and Outstanding,
 * with their totals (docs/decisions/sub-shares.md). Claims are made and collected on /control/shareClaim.
 */
export default async function ShareClaimCompanyPage() {
  const { session } = await requirePage('/control/shareClaimCompany');
  const [t, position] = await Promise.all([getTranslations('shares'), listing(claimDownLineOf(session))]);
  const column = (key: string) => t(`columns.${key}`);
  const columns: ReportColumn[] = [
    { key: 'UserId', label: column('Agent'), kind: 'text' },
    { key: 'UserName', label: column('UserName'), kind: 'text' },
    { key: 'Share', label: column('Share'), kind: 'text' },
    { key: 'DrawCount', label: column('DrawCount'), kind: 'text' },
    { key: 'Amount', label: column('Claimed'), kind: 'money' },
    { key: 'Collected', label: column('Collected'), kind: 'money' },
    { key: 'Outstanding', label: column('Outstanding'), kind: 'money' },
  ];
  return (
    <div className={money.page}>
      <PageHeader title={t('company.title')}>
        <p className={money.note}>{t('company.intro')}</p>
        <p className={money.note}>
          <Link href="/control/shareClaim">{t('company.toClaims')}</Link>
        </p>
      </PageHeader>
      {position.problem ? <AlertBox kind="error">{position.problem}</AlertBox> : null}
      {position.data ? (
        <section className={money.section} aria-label={t('company.caption', { user: position.data.UserId })} data-testid="claim-company">
          {position.data.Items.length === 0 ? <p className={money.note}>{t('company.empty')}</p> : null}
          <ReportTable
            columns={columns}
            rows={position.data.Items.map((item) => ({ ...item, Share: shareText(item.Share), DrawCount: String(item.DrawCount) }))}
            caption={t('company.caption', { user: position.data.UserId })}
            fileName={`share-claim-company-${session.auth.locId}`}
            totals={[{ label: t('company.total'), row: { ...position.data.Total } }]}
          />
        </section>
      ) : null}
    </div>
  );
}
