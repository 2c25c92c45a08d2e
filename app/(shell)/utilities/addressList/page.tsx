import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { addressListOf } from '@/lib/platform-client/address-lists';
import { requirePage } from '@/lib/shell/access';
import { listing } from '@/app/(shell)/_shell/page-context';
import { defaultSite, siteByKey, sites } from '@/sites/index';
import styles from '@/app/_components/form/sections.module.css';
import buttons from '@/app/_components/form/action-buttons.module.css';
import { AddressListForm } from './_list/address-list-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('addressList');
  return { title: t('title') };
}

const PAGE_PATH = '/utilities/addressList';

/**
 * /utilities/addressList (AdminEdit): the addresses a site's ADMIN accounts may sign in from, one
 * site at a time (the sites of sites/registry.json); an empty list admits every address
 * (docs/decisions/address-lists.md).
 */
export default async function AddressListPage({ searchParams }: { searchParams: SearchParams }) {
  const { session } = await requirePage(PAGE_PATH);
  const [params, t] = await Promise.all([searchParams, getTranslations('addressList')]);
  const site = siteByKey(firstParam(params.Site, 40)) ?? defaultSite;
  const hosts = [...site.hosts];
  const result = await listing(addressListOf(session, hosts[0] ?? ''));
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
        <form method="get" action={PAGE_PATH} className={styles.row} aria-label={t('pick')}>
          <input type="hidden" name="LocId" value={session.auth.locId} />
          <div className={styles.field}>
            <label htmlFor="address-list-site">{t('site')}</label>
            <select id="address-list-site" name="Site" defaultValue={site.key}>
              {sites.map((each) => (
                <option key={each.key} value={each.key}>
                  {each.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttons.secondaryButton}>
            {t('show')}
          </button>
        </form>
      </PageHeader>
      {result.problem ? <AlertBox kind="error">{result.problem}</AlertBox> : null}
      {result.data ? <AddressListForm key={site.key} siteName={site.name} hosts={hosts} entries={result.data.Entries} /> : null}
    </div>
  );
}
