import { getTranslations } from 'next-intl/server';
import type { Profile } from '@/lib/contract/profile';
import { formatDollars } from '@/lib/domain/money';
import styles from './shell.module.css';

/** Credit (credit given), AccBal (account balance) and CreditLeft, each $ and exactly 2 decimals (docs/product.md#header). */
export async function AccountPanel({ profile }: { profile: Pick<Profile, 'Credit' | 'AccBal' | 'CreditLeft'> }) {
  const t = await getTranslations('shell');
  const rows = [
    ['credit', profile.Credit],
    ['accBal', profile.AccBal],
    ['creditLeft', profile.CreditLeft],
  ] as const;
  return (
    <dl className={styles.account} data-testid="account-panel">
      {rows.map(([key, value]) => (
        <div key={key} className={styles.accountRow}>
          <dt>{t(`account.${key}`)}</dt>
          <dd data-field={key}>{formatDollars(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
