import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { ServerPager } from '@/app/_components/widgets/server-pager';
import { SIGN_IN_RESULTS } from '@/lib/contract/sign-in-log';
import { embedPath, isEmbedUrl } from '@/lib/domain/report-conventions';
import { REPORT_PAGE_SIZE } from '@/lib/domain/report-table';
import { dateParam, fieldDate, pageIndexOf } from '@/lib/domain/tickets';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { signInLogOf } from '@/lib/platform-client/sign-in-log';
import { requirePage } from '@/lib/shell/access';
import { PATH_HEADER } from '@/lib/site/header';
import { listing } from '@/app/(shell)/_shell/page-context';
import styles from '@/app/_components/form/sections.module.css';
import { LoginLogExport } from './_log/login-log-export';
import { LoginLogFilters } from './_log/login-log-filters';
import { signInTableRow } from '@/app/_components/sign-in-log/rows';
import { SignInTable } from '@/app/_components/sign-in-log/sign-in-table';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('signInLog');
  return { title: t('title') };
}

const PAGE_PATH = '/utilities/loginLog';
const FILTERS = ['UserId', 'Result', 'DateFrom', 'DateTo'] as const;
const isResult = (value: string): value is (typeof SIGN_IN_RESULTS)[number] => (SIGN_IN_RESULTS as readonly string[]).includes(value);

/**
 * /utilities/loginLog (admins): every sign-in attempt, newest first, 100 a page, filtered by the user
 * id as typed, the outcome and a range of local dates; the table exports its page, and "All N
 * attempts" every page of the filters at once (docs/decisions/sign-in-log.md).
 */
export default async function LoginLogPage({ searchParams }: { searchParams: SearchParams }) {
  const { session } = await requirePage(PAGE_PATH);
  const [params, requestHeaders, t] = await Promise.all([searchParams, headers(), getTranslations('signInLog')]);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, firstParam(params[name], 40).trim()])) as Record<(typeof FILTERS)[number], string>;
  if (!isResult(filters.Result)) filters.Result = '';
  const pageIndex = pageIndexOf(firstParam(params.PageIndex, 8));
  const from = filters.DateFrom ? dateParam(filters.DateFrom) : '';
  const to = filters.DateTo ? dateParam(filters.DateTo) : '';
  const query = { UserId: filters.UserId || undefined, Result: filters.Result || undefined, DateFrom: from || undefined, DateTo: to || undefined };
  const result = await listing(signInLogOf(session, { ...query, PageIndex: String(pageIndex), PageSize: String(REPORT_PAGE_SIZE) }));
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
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <LoginLogFilters
          key={FILTERS.map((name) => filters[name]).join('|')}
          action={basePath}
          kept={kept}
          values={{ ...filters, DateFrom: fieldDate(filters.DateFrom || undefined), DateTo: fieldDate(filters.DateTo || undefined) }}
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
          <LoginLogExport query={query} total={page.Total} />
          <SignInTable
            rows={page.Items.map((row) => signInTableRow(row, (value) => t(`results.${value}`)))}
            caption={t('caption')}
            fileName={`login-log-${page.PageIndex}.xls`}
          />
        </>
      ) : null}
    </div>
  );
}
