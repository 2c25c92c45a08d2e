import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { grantableOf, subAdminsOf } from '@/lib/platform-client/admin-money';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { PermissionBoard } from './_permission/permission-board';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminMoney.permission');
  return { title: t('title') };
}

/**
 * /control/permission (needs AdminEdit): the sub-admin accounts and the names of docs/product.md#roles-and-permissions they are granted;
 * create, edit and delete. A change takes effect at the sub-admin's next request.
 */
export default async function PermissionPage() {
  const { session } = await requirePage('/control/permission');
  const [accounts, grantable, t] = await Promise.all([
    subAdminsOf(session).catch(handlePageError),
    grantableOf(session).catch(handlePageError),
    getTranslations('adminMoney.permission'),
  ]);
  const names = grantable.map(({ Name, Description }) => ({ Name, Label: t.has(`names.${Name}`) ? t(`names.${Name}`) : Description }));
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <PermissionBoard accounts={accounts} names={names} />
    </div>
  );
}
