// Report page conventions of docs/product.md#report-page-conventions: the query parameters a report page reads, embed mode, the
// data-path template with {tt}, and the default sort and first page. Pure helpers for pages and tables.
import type { Game } from '@/lib/contract/common';
import { isViewCode, type ViewCode } from './view-codes';

export const REPORT_QUERY_PARAMS = ['VW', 'UserId', 'LocId', 'DrawId', 'DrawDate', 'DrawFrom', 'DrawTo', 'txtSearch', 'rand'] as const;
export type ReportQueryParam = (typeof REPORT_QUERY_PARAMS)[number];
export type ReportQuery = Partial<Record<ReportQueryParam, string>>;

export const EMBED_PREFIX = '/embed';
export const TT_PLACEHOLDER = '{tt}';
export const TT_PATH_SEGMENT = 'tt/';
export const INITIAL_PAGE_INDEX = 1;

export type SortDirection = 'asc' | 'desc';
export interface ReportSort {
  field: string;
  direction: SortDirection;
}
export const DEFAULT_SORT: Readonly<ReportSort> = { field: 'CreatedDate', direction: 'desc' };
/** Longest value kept of a query parameter; longer ones are cut (a report query is never this long). */
const MAX_PARAM_LENGTH = 200;

type SearchParamsLike = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function firstValue(params: SearchParamsLike, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return typeof value === 'string' ? value : value?.[0];
}

/** The report parameters of a page's query (Next's searchParams or URLSearchParams): first value, trimmed, empty left out. */
export function readReportQuery(params: SearchParamsLike): ReportQuery {
  const query: ReportQuery = {};
  for (const name of REPORT_QUERY_PARAMS) {
    const value = firstValue(params, name)?.trim().slice(0, MAX_PARAM_LENGTH);
    if (value) query[name] = value;
  }
  return query;
}

/** The view code of the query, or null when it has none or an unknown one. */
export function reportViewCode(query: ReportQuery): ViewCode | null {
  return isViewCode(query.VW) ? query.VW : null;
}

/** The query string of a report link, in the spec's parameter order; `timestamp` sets rand. */
export function reportQueryString(query: ReportQuery, timestamp?: number): string {
  const search = new URLSearchParams();
  const values: ReportQuery = timestamp === undefined ? query : { ...query, rand: String(timestamp) };
  for (const name of REPORT_QUERY_PARAMS) {
    const value = values[name];
    if (value) search.set(name, value);
  }
  return search.toString();
}

/** docs/product.md#report-page-conventions: a page is in embed mode when its URL contains /embed/. */
export function isEmbedUrl(url: string): boolean {
  return url.includes(`${EMBED_PREFIX}/`);
}

/** The same page in embed mode. */
export function embedPath(path: string): string {
  return isEmbedUrl(path) ? path : `${EMBED_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A data path template with {tt}: tt/ for the pool game, nothing for 4D. */
export function resolveDataPath(template: string, game: Game): string {
  return template.split(TT_PLACEHOLDER).join(game === 'TT' ? TT_PATH_SEGMENT : '');
}

/** docs/product.md#constants-and-limits names both ascend/descend and asc/desc; anything else is no direction. */
export function sortDirection(value: string | null | undefined): SortDirection | null {
  const text = value?.trim().toLowerCase();
  if (text === 'asc' || text === 'ascend') return 'asc';
  if (text === 'desc' || text === 'descend') return 'desc';
  return null;
}
