import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import type { Profile } from '@/lib/contract/profile';
import { formatDollars } from '@/lib/domain/money';
import { currencyCodeOf, profileFullOf } from '@/lib/platform-client/lookups';
import { ownSignInsOf } from '@/lib/platform-client/sign-in-log';
import { signInTableRow } from '@/app/_components/sign-in-log/rows';
import { SignInTable } from '@/app/_components/sign-in-log/sign-in-table';
import { requirePage } from '@/lib/shell/access';
import { optional } from '../../_shell/shell-data';
import { RowsTable, type Row } from './rows-table';
import sections from '@/app/_components/form/sections.module.css';
import styles from './profile.module.css';
import { TWO_FACTOR_PATH } from '@/lib/session/gate';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profile');
  return { title: t('title') };
}

/** The flags of the profile, shown as yes or no, in this order. */
const FLAGS = [
  'EnableCreateAgent',
  'EnableCreateDownline',
  'EnablePlaceBet',
  'EnableUpload',
  'dEnableViewShareClaim',
  'tOutSetting1Enabled',
  'disablePlaceBetAndFixedBet',
  'GroupReportDisabled',
  'GroupReportBreakdownDisabled',
] as const satisfies readonly (keyof Profile)[];

/**
 * /admin/profile: the signed-in user's profile in the current location, balances with 2 decimals, and
 * its place in the tree (profileFull) with the location's currency (getCurrencyCode); should those two
 * fail, the page shows the rest. Below, the user's own last 20 sign-in attempts (docs/decisions/sign-in-log.md).
 */
export default async function ProfilePage() {
  const { profile, session } = await requirePage('/admin/profile');
  const [t, tTree, tLog, format, full, currency, signIns] = await Promise.all([
    getTranslations('profile'),
    getTranslations('profileTree'),
    getTranslations('signInLog'),
    getFormatter(),
    optional('the full profile', profileFullOf(session)),
    optional('the currency', currencyCodeOf(session)),
    optional('the last sign-ins', ownSignInsOf(session)),
  ]);
  const share = (value: number) => format.number(value, { style: 'percent', maximumFractionDigits: 2 });
  const account: Row[] = [
    { label: t('loginId'), value: profile.LoginId },
    { label: t('userId'), value: profile.UserId },
    { label: t('userName'), value: profile.UserName || t('empty') },
    { label: t('role'), value: t(`roles.${profile.Role}`) },
    { label: t('rank'), value: String(profile.Rank) },
    { label: t('aliasId'), value: profile.AliasId || t('empty') },
    { label: t('location'), value: t('locationValue', { locId: profile.Loc.LocId, name: profile.Loc.Loc }) },
    { label: t('dShare'), value: share(profile.dShare) },
    { label: t('tShare'), value: share(profile.tShare) },
  ];
  const balances: Row[] = [
    { label: t('credit'), value: formatDollars(profile.Credit), numeric: true },
    { label: t('accBal'), value: formatDollars(profile.AccBal), numeric: true },
    { label: t('creditLeft'), value: formatDollars(profile.CreditLeft), numeric: true },
  ];
  if (currency) balances.push({ label: tTree('currency'), value: currency.CurrencyCode });
  const tree: Row[] | null = full
    ? [
        { label: tTree('upline'), value: full.Upline.length > 0 ? full.Upline.join(' › ') : tTree('top') },
        { label: tTree('directAgents'), value: String(full.DirectAgents), numeric: true },
        { label: tTree('directMembers'), value: String(full.DirectMembers), numeric: true },
      ]
    : null;
  const flags: Row[] = FLAGS.map((flag) => ({ label: t(`flags.${flag}`), value: profile[flag] === true || profile[flag] === 1 ? t('yes') : t('no') }));
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} />
      <div className={styles.grid}>
        <RowsTable caption={t('account')} rows={account} />
        <div className={styles.column}>
          <RowsTable caption={t('balances')} rows={balances} />
          {tree ? <RowsTable caption={tTree('caption')} rows={tree} /> : null}
          <RowsTable caption={t('settings')} rows={flags} />
          <p>
            <a href={TWO_FACTOR_PATH}>{t('twoFactorLink')}</a>
          </p>
        </div>
      </div>
      {signIns ? (
        <section aria-labelledby="own-sign-ins" className={styles.column}>
          <h2 id="own-sign-ins" className={sections.heading}>
            {tLog('ownTitle')}
          </h2>
          {signIns.length === 0 ? (
            <p>{tLog('ownNone')}</p>
          ) : (
            <SignInTable
              rows={signIns.map((row) => signInTableRow(row, (value) => tLog(`results.${value}`)))}
              caption={tLog('ownCaption')}
              fileName="my-sign-ins.xls"
              withUser={false}
            />
          )}
        </section>
      ) : null}
    </div>
  );
}
