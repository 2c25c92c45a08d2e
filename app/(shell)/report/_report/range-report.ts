import { getTranslations } from 'next-intl/server';
import type { ReportQuery } from '@/lib/domain/report-conventions';
import { operatorDate } from '@/lib/domain/operator-time';
import { MAX_RANGE_DAYS } from '@/lib/domain/tickets';
import type { PickerUser } from '@/lib/domain/user-picker';
import { firstParam } from '@/lib/http/search-params';
import { listing, type Listing, type ReportPageContext } from './page-context';
import { chosenReportRange, type DateRange, type RangeProblem } from './report-rows';

/** How a page reads its range from the query (today is the operator date). */
export type RangeRule = (query: ReportQuery, viewDay: string | undefined, today: string) => { range: DateRange; problem: RangeProblem | null };

export interface RangeReport<T> {
  range: DateRange;
  /** Why the range is refused, translated; then nothing was asked of the platform. */
  rangeProblem: string | null;
  /** The picker's users (null for a member). */
  users: PickerUser[] | null;
  /** The page's report for the range, or the platform's refusal; null when the range is refused. */
  result: Listing<T> | null;
}

/**
 * What every range page under /report (collection, summary, member summary, share claims) loads: the
 * range of the query (DrawFrom..DrawTo, or ViewDay days back, 7 by default; `rule` for a page that
 * reads it otherwise), the picker's users, and `load(range)` unless the range is refused.
 */
export async function loadRangeReport<T>(context: ReportPageContext, load: (range: DateRange) => Promise<T>, rule: RangeRule = chosenReportRange): Promise<RangeReport<T>> {
  const viewDay = firstParam(context.params.ViewDay, 8) || undefined;
  const { range, problem } = rule(context.query, viewDay, operatorDate(new Date()));
  const [users, t, result] = await Promise.all([context.users, getTranslations('reports'), problem ? null : listing(load(range))]);
  return { range, users, result, rangeProblem: problem ? t(`problems.${problem}`, { days: MAX_RANGE_DAYS }) : null };
}
