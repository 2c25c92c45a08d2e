import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { ServerPager } from '@/app/_components/widgets/server-pager';
import { humanField } from '@/lib/domain/audit-changes';
import { REPORT_PAGE_SIZE } from '@/lib/domain/report-table';
import { embedPath, isEmbedUrl } from '@/lib/domain/report-conventions';
import { dateParam, fieldDate, pageIndexOf } from '@/lib/domain/tickets';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { auditsOf } from '@/lib/platform-client/admin-money';
import { requirePage } from '@/lib/shell/access';
import { PATH_HEADER } from '@/lib/site/header';
import { listing } from '@/app/(shell)/_shell/page-context';
import styles from '@/app/_components/form/sections.module.css';
import { AuditFilters } from './_audit/audit-filters';
import { AuditTable } from './_audit/audit-table';
import { auditTableRow, type AuditWords } from './_audit/rows';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminMoney.auditLog');
  return { title: t('title') };
}

const PAGE_PATH = '/utilities/auditLog';
const FILTERS = ['UserId', 'TargetUserId', 'Entity', 'Action', 'DrawFrom', 'DrawTo'] as const;

/**
 * /utilities/auditLog (admins): every change made through the platform, newest first, 100 a page,
 * filtered by who made it, whom it concerns, the resource, the action and a range of local dates.
 */
export default async function AuditLogPage({ searchParams }: { searchParams: SearchParams }) {
  const { session } = await requirePage(PAGE_PATH);
  const [params, requestHeaders, t] = await Promise.all([searchParams, headers(), getTranslations('adminMoney.auditLog')]);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, firstParam(params[name], 40).trim()])) as Record<(typeof FILTERS)[number], string>;
  const pageIndex = pageIndexOf(firstParam(params.PageIndex, 8));
  const from = filters.DrawFrom ? dateParam(filters.DrawFrom) : '';
  const to = filters.DrawTo ? dateParam(filters.DrawTo) : '';
  const result = await listing(
    auditsOf(session, {
      UserId: filters.UserId || undefined,
      TargetUserId: filters.TargetUserId || undefined,
      Entity: filters.Entity || undefined,
      Action: filters.Action || undefined,
      DateFrom: from || undefined,
      DateTo: to || undefined,
      PageIndex: String(pageIndex),
      PageSize: String(REPORT_PAGE_SIZE),
    }),
  );
  const basePath = isEmbedUrl(requestHeaders.get(PATH_HEADER) ?? '') ? embedPath(PAGE_PATH) : PAGE_PATH;
  const kept = { LocId: session.auth.locId };
  const pageHref = (index: number) => {
    const search = new URLSearchParams(kept);
    for (const name of FILTERS) if (filters[name]) search.set(name, filters[name]);
    search.set('PageIndex', String(index));
    return `${basePath}?${search}`;
  };
  const page = result.data;
  const pages = page ? Math.max(1, Math.ceil(page.Total / page.PageSize)) : 1;
  const words: AuditWords = {
    action: (action) => t(`actions.${action}`),
    entity: (entity) => (t.has(`entities.${entity}`) ? t(`entities.${entity}`) : humanField(entity)),
    field: (key) => (t.has(`fields.${key}`) ? t(`fields.${key}`) : humanField(key)),
    yes: t('yes'),
    no: t('no'),
    none: '-',
    users: page?.Names.Users ?? {},
    locations: page?.Names.Locations ?? {},
  };
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <AuditFilters
          key={FILTERS.map((name) => filters[name]).join('|')}
          action={basePath}
          kept={kept}
          entities={page?.Entities ?? []}
          values={{ ...filters, DrawFrom: fieldDate(filters.DrawFrom || undefined), DrawTo: fieldDate(filters.DrawTo || undefined) }}
        />
      </PageHeader>
      {from === null || to === null ? <AlertBox kind="error">{t('badDate')}</AlertBox> : null}
      {result.problem ? <AlertBox kind="error">{result.problem}</AlertBox> : null}
      {page ? (
        <>
          <ServerPager
            label={t('pages')}
            summary={t('pageOf', { page: page.PageIndex, pages, total: page.Total })}
            pageIndex={page.PageIndex}
            pages={pages}
            href={pageHref}
            previous={t('previous')}
            next={t('next')}
          />
          <AuditTable
            rows={page.Items.map((row) => auditTableRow(row, words))}
            caption={t('caption')}
            fileName={`audit-log-${page.PageIndex}.xls`}
          />
        </>
      ) : null}
    </div>
  );
}
