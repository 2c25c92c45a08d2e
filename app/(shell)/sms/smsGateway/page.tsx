import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { gatewayOf } from '@/lib/platform-client/messaging';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { GatewayForm } from './_gateway/gateway-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('messaging');
  return { title: t('gatewayTitle') };
}

/**
 * /sms/smsGateway (non-TT, an admin holding SMSGateway): the current location's SMS setting (what
 * the instruction pages show) and its SMS gateway and Telegram bot (secrets masked; left empty they
 * are kept). Clear removes the location's whole setting.
 */
export default async function SmsGatewayPage() {
  const { session } = await requirePage('/sms/smsGateway');
  const [gateway, t] = await Promise.all([gatewayOf(session).catch(handlePageError), getTranslations('messaging')]);
  return (
    <div className={styles.page}>
      <PageHeader title={t('gatewayTitle')}>
        <p className={styles.note}>{t('gatewayIntro', { loc: gateway.LocId })}</p>
      </PageHeader>
      <GatewayForm gateway={gateway} />
    </div>
  );
}
