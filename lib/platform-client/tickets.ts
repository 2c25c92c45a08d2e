import 'server-only';
import { cache } from 'react';
import { MAX_PAGE_SIZE } from '@/lib/contract/bets';
import { betLineListSchema, ticketPageSchema, type BetLineList, type TicketPage } from '@/lib/contract/bet-listings';
import { drawDateListSchema, type DrawDate } from '@/lib/contract/draws';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The ticket pages' reads (View Tickets, Ticket Search, Ticket History), under the session location's
 * prefix and LocId, each answer checked against the bets contract. Roles and downlines are the
 * platform's to enforce: a member is answered its own tickets, an agent its subtree's.
 */
type Query = Record<string, string | undefined>;

/** The location's draws, newest first (the draw picker's options). */
export const drawsOf = cache((session: SignedInSession): Promise<DrawDate[]> => scopedJson(session, 'draw/dateAll', drawDateListSchema));

/** Whom the caller may list tickets of (the user picker's options): the place-bets pages' read. */
export { betUsersOf } from './bets';

export interface ListPage {
  /** Narrows the listing to one user of the caller's reach; everyone in reach without it. */
  userId?: string;
  pageIndex?: number;
  /** Rows per platform page: the shared pager's page (10,000), so one page fills the table. */
  pageSize?: number;
}

/** docs/product.md#report-page-conventions: newest first. */
function paging({ userId, pageIndex = 1, pageSize = MAX_PAGE_SIZE }: ListPage): Query {
  return { UserId: userId, PageIndex: String(pageIndex), PageSize: String(pageSize), SortBy: 'CreatedDate', SortDir: 'desc' };
}

/** GET bet/page2: the tickets of one draw. */
export function ticketsOfDraw(session: SignedInSession, drawId: number, page: ListPage = {}): Promise<TicketPage> {
  return scopedJson(session, 'bet/page2', ticketPageSchema, { DrawId: String(drawId), ...paging(page) });
}

/** GET bet/page2ByDate: the tickets of the draws from `from` to `to` ('YYYY-MM-DD', both included). */
export function ticketsOfRange(session: SignedInSession, range: { from: string; to: string }, page: ListPage = {}): Promise<TicketPage> {
  return scopedJson(session, 'bet/page2ByDate', ticketPageSchema, { DrawFrom: range.from, DrawTo: range.to, ...paging(page) });
}

/**
 * GET bet/search (4D: the bets of a draw covering a 4-digit number) or, in a TT location, bet/searchT
 * (the Toto entries holding every one of the numbers, "01 02").
 */
export function searchBets(session: SignedInSession, search: { drawId: number; userId?: string; number: string }): Promise<BetLineList> {
  const toto = session.auth.prefix === 'tt';
  return scopedJson(session, toto ? 'bet/searchT' : 'bet/search', betLineListSchema, {
    DrawId: String(search.drawId),
    UserId: search.userId,
    [toto ? 'Numbers' : 'Number']: search.number,
  });
}
