import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { specialStarters } from '@/lib/domain/pay-tables';
import { payRatesInForceOf } from '@/lib/platform-client/pay-rates';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { PayOutTable } from './_pay-out/pay-out-table';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payRate.payOut');
  return { title: t('title') };
}

const KIND_ORDER = ['ORDINARY', 'IBET', 'KBET', 'ROLL'];

/**
 * /payOut (Options, 4D locations): the prize per $1 the signed-in user is paid at, in the session's
 * location: its line's overrides over the defaults (GET payRates, docs/decisions/pay-rates.md).
 */
export default async function PayOutPage() {
  const { session } = await requirePage('/payOut');
  const [rates, t] = await Promise.all([payRatesInForceOf(session).catch(handlePageError), getTranslations('payRate')]);
  const special = specialStarters(session.auth.locId);
  const rows = rates
    .filter((row) => KIND_ORDER.includes(row.BetKind))
    .sort((a, b) => KIND_ORDER.indexOf(a.BetKind) - KIND_ORDER.indexOf(b.BetKind) || b.PermClass - a.PermClass)
    .map((row) => ({ ...row, Prize: special && row.Prize === 'STARTER' ? 'SPECIAL' : row.Prize }))
    .map((row) => ({
      Kind: t(`betKinds.${row.BetKind as 'ORDINARY'}`),
      PermClass: row.PermClass || '',
      Prize: t.has(`prizes.${row.Prize}`) ? t(`prizes.${row.Prize}`) : row.Prize,
      Big: row.Big,
      Small: row.Small ?? '-',
    }));
  return (
    <div className={styles.page}>
      <PageHeader title={t('payOut.title')}>
        <p className={styles.note}>{t('payOut.intro', { userId: session.auth.userId })}</p>
      </PageHeader>
      <PayOutTable rows={rows} />
    </div>
  );
}
