import 'server-only';
import { headers } from 'next/headers';
import type { Game } from '@/lib/contract/common';
import type { Profile } from '@/lib/contract/profile';
import { admitsAgentOrAdmin } from '@/lib/domain/menu-rules';
import { embedPath, isEmbedUrl, readReportQuery, type ReportQuery } from '@/lib/domain/report-conventions';
import type { PickerUser } from '@/lib/domain/user-picker';
import type { SearchParams } from '@/lib/http/search-params';
import { reportUsersOf } from '@/lib/platform-client/reports';
import type { SignedInSession } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { PATH_HEADER } from '@/lib/site/header';
import { optional } from '../../_shell/shell-data';
import { reportHref, reportUser } from './report-rows';

export { listing, type Listing } from '@/app/(shell)/_shell/page-context';

/**
 * What every report page under /report starts with (the settlement reports and the strike, stake and
 * out reports alike):
 * - `session`, `profile`: the page guard's (requirePage: signed in, terms accepted, the menu reaches
 *   the page for this profile and location, else a redirect home);
 * - `query`: the docs/product.md#report-page-conventions report parameters (VW, UserId, LocId, DrawId, DrawDate, DrawFrom, DrawTo,
 *   txtSearch, rand), `params`: the raw page query (for a page's own extras such as ViewDay);
 * - `basePath`: the page's own path, under /embed in embed mode: where the filters and links go;
 * - `vw`: the query's view code, else the page's own;
 * - `users`: the user picker's options for agents and admins (the caller first, then everyone below it
 *   in the location, every role), loading; null for a member, whose reports are its own;
 * - `userId`: whose report the query asks for (undefined: the caller's own), `pickedUser` the picker's
 *   value (the caller when no user is asked for; null without a picker);
 * - `viewKey`: the query without rand: a new query mounts the filters and tables afresh.
 */
export interface ReportPageContext {
  session: SignedInSession;
  profile: Profile;
  params: Awaited<SearchParams>;
  query: ReportQuery;
  basePath: string;
  game: Game;
  vw: string;
  users: Promise<PickerUser[] | null>;
  userId: string | undefined;
  pickedUser: string | null;
  viewKey: string;
}

/**
 * Builds the context of a report page. `path` is the page's own route (without /embed), `vw` its view
 * code (RPTFULL, RPTGRP, ...). A failure to load the picker's users leaves the picker with the caller
 * alone rather than failing the page.
 */
export async function reportPageContext(path: string, vw: string, searchParams: SearchParams): Promise<ReportPageContext> {
  const { session, profile } = await requirePage(path);
  const [params, requestHeaders] = await Promise.all([searchParams, headers()]);
  const query = readReportQuery(params);
  const picksUser = admitsAgentOrAdmin(profile.Role);
  const self: PickerUser = { UserId: profile.UserId, UserName: profile.UserName, Role: profile.Role };
  const users = picksUser
    ? optional('the users', reportUsersOf(session)).then((list) => [self, ...(list ?? []).map(({ UserId, UserName, Role }) => ({ UserId, UserName, Role }))])
    : Promise.resolve(null);
  const userId = reportUser(profile.Role, query.UserId);
  return {
    session,
    profile,
    params,
    query,
    basePath: isEmbedUrl(requestHeaders.get(PATH_HEADER) ?? '') ? embedPath(path) : path,
    game: session.auth.prefix === 'tt' ? 'TT' : '4D',
    vw: query.VW ?? vw,
    users,
    userId,
    pickedUser: picksUser ? (userId ?? profile.UserId) : null,
    viewKey: reportHref(path, { ...query, rand: undefined }, { ViewDay: typeof params.ViewDay === 'string' ? params.ViewDay.slice(0, 8) : undefined }),
  };
}

/** The parameters every link and form of a report page carries (LocId and the view code). */
export function keptQuery(context: ReportPageContext): Pick<ReportQuery, 'LocId' | 'VW'> {
  return { LocId: context.session.auth.locId, VW: context.vw };
}
