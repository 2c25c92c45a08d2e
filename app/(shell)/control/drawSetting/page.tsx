import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { operatorDate } from '@/lib/domain/operator-time';
import { DEFAULT_FOUR_D_PAY_TABLES } from '@/lib/domain/pay-tables';
import { embedPath, isEmbedUrl } from '@/lib/domain/report-conventions';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { drawWeekOf, weekResultsOf } from '@/lib/platform-client/draws';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { PATH_HEADER } from '@/lib/site/header';
import { DrawSetting } from './_draws/draw-setting';

const PATH = '/control/drawSetting';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('drawSetting');
  return { title: t('title') };
}

/** Magnum calls its ten STARTER prizes Special (the location's pay table names them). */
function starterLabelOf(locId: string): 'starter' | 'special' {
  const table = (DEFAULT_FOUR_D_PAY_TABLES as Readonly<Record<string, { starterLabel: string }>>)[locId];
  return table?.starterLabel === 'Special' ? 'special' : 'starter';
}

/**
 * /control/drawSetting (Draw Setting, admin with DrawSetting: the menu's rule, re-checked here and by
 * the platform on every change). The server loads the week of `?Date=` (default: this week) and the
 * results of its draws; creating and editing draws, entering results and watching their settlement
 * run in the client leaf.
 */
export default async function DrawSettingPage({ searchParams }: { searchParams: SearchParams }) {
  const { session } = await requirePage(PATH);
  const [params, requestHeaders, t] = await Promise.all([searchParams, headers(), getTranslations('drawSetting')]);
  const asked = firstParam(params.Date, 10);
  const week = await drawWeekOf(session, ISO_DATE.test(asked) ? asked : undefined).catch(handlePageError);
  const results = week.Items.some((item) => item.HasResult) ? await weekResultsOf(session, week).catch(handlePageError) : {};
  const { locId, prefix } = session.auth;
  return (
    <div>
      <PageHeader title={t('title')} />
      <DrawSetting
        key={week.WeekStart}
        locId={locId}
        game={prefix === 'tt' ? 'TT' : '4D'}
        starterLabel={starterLabelOf(locId)}
        week={week}
        results={results}
        basePath={isEmbedUrl(requestHeaders.get(PATH_HEADER) ?? '') ? embedPath(PATH) : PATH}
        today={operatorDate(new Date())}
      />
    </div>
  );
}
