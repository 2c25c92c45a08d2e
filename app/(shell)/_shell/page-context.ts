import 'server-only';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Game } from '@/lib/contract/common';
import { ERROR_MESSAGES } from '@/lib/contract/constants';
import { ApiError } from '@/lib/http/api-error';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { embedPath, isEmbedUrl, readReportQuery, type ReportQuery } from '@/lib/domain/report-conventions';
import { listedUser, ticketsHref } from '@/lib/domain/tickets';
import type { PickerUser } from '@/lib/domain/user-picker';
import { admitsAgentOrAdmin } from '@/lib/domain/menu-rules';
import { betUsersOf } from '@/lib/platform-client/tickets';
import { handlePageError, type SignedInSession } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { PATH_HEADER } from '@/lib/site/header';
import { optional } from './shell-data';

export interface TicketPageContext {
  session: SignedInSession;
  params: Awaited<SearchParams>;
  query: ReportQuery;
  /** The page's own path, under /embed in embed mode (docs/product.md#report-page-conventions): the filters' and links' target. */
  basePath: string;
  game: Game;
  /** The user picker's options (agents and admins), loading; null for a member, who sees only itself. */
  users: Promise<PickerUser[] | null>;
  /** The user the listing is narrowed to; undefined lists everyone in reach. */
  userId: string | undefined;
  /** The picker's value: the query's user, else "0 - All". */
  pickedUser: string | null;
  /**
   * The query without rand, as a key: a new query mounts the filters and the table afresh (so the back
   * button never shows the fields of another query), a refresh after a deletion keeps them.
   */
  viewKey: string;
}

/**
 * What every ticket page starts with: the page guard (requirePage), the report query, where the page
 * lives (embed or not), the game of the session's location and, for agents and admins, the users the
 * picker offers (a failure there leaves the picker empty rather than failing the page).
 */
export async function ticketPageContext(path: string, searchParams: SearchParams): Promise<TicketPageContext> {
  const { session, profile } = await requirePage(path);
  const [params, requestHeaders] = await Promise.all([searchParams, headers()]);
  const query = readReportQuery(params);
  const picksUser = admitsAgentOrAdmin(profile.Role);
  // Started here, awaited with the page's own reads.
  const users = picksUser
    ? optional('the users', betUsersOf(session)).then((list) => (list ?? []).map(({ UserId, UserName, Role }) => ({ UserId, UserName, Role })))
    : Promise.resolve(null);
  const userId = listedUser(profile.Role, query.UserId);
  return {
    session,
    params,
    query,
    basePath: isEmbedUrl(requestHeaders.get(PATH_HEADER) ?? '') ? embedPath(path) : path,
    game: session.auth.prefix === 'tt' ? 'TT' : '4D',
    users,
    userId,
    pickedUser: picksUser ? (userId ?? '0') : null,
    viewKey: ticketsHref(path, { ...query, rand: undefined }, { ViewDay: firstParam(params.ViewDay, 8), PageIndex: firstParam(params.PageIndex, 8) }),
  };
}

/** The members of the picker: whom bets may be transferred to (a member's own page offers none). */
export function transferTargets(users: PickerUser[] | null): string[] {
  return (users ?? []).filter((user) => user.Role === 'MEM').map((user) => user.UserId);
}

export type Listing<T> = { data: T; problem?: undefined } | { data?: undefined; problem: string };

/**
 * A listing's load: the platform's refusal of the query (4xx: a user out of reach, a bad range) is a
 * message on the page above filters that still work; a bare 403 or 404 (the platform's "Not found."
 * names nothing) says in words that the account may not see it; a session end leaves for its page;
 * anything else is the error page (reported there).
 */
export async function listing<T>(promise: Promise<T>): Promise<Listing<T>> {
  try {
    return { data: await promise };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && !error.isMaintenance) {
      const t = await getTranslations('app');
      const bare = !error.displayText || error.displayText === ERROR_MESSAGES.notFound;
      if (bare && (error.status === 403 || error.status === 404)) return { problem: t('refused') };
      return { problem: error.displayText || t('genericError') };
    }
    return handlePageError(error);
  }
}
