// The frame every one-draw report of /report/_strikes shares (strike, strike 2, draw result, stake,
// out): the page context, the user picker's options, the draws to pick from, the strike texts and the
// chosen draw's report loaded once; then the page with its ReportHeader over the page's own sections.
import type { ReactNode } from 'react';
import type { ReportQuery } from '@/lib/domain/report-conventions';
import type { PickerUser } from '@/lib/domain/user-picker';
import type { SearchParams } from '@/lib/http/search-params';
import { handlePageError, type SignedInSession } from '@/lib/session/server';
import { listing, reportPageContext, type Listing, type ReportPageContext } from '../_report/page-context';
import { ReportHeader } from '../_report/report-header';
import type { ReportDrawOption } from '../_report/report-rows';
import styles from '../_report/report.module.css';
import { strikeTexts, type StrikeTranslate } from './labels';
import type { RowLabels } from './strike-rows';

/** Whose report on which draw: what each strike report call takes. */
export interface StrikeRequest {
  userId: string | undefined;
  drawId: number;
}

export interface StrikePageSpec<D extends ReportDrawOption, T> {
  /** The page's own route (without /embed), its view code (RPTSTRIKE, ...) and query. */
  path: string;
  vw: string;
  searchParams: SearchParams;
  /** The draws the page offers (settled, resulted or every draw), newest first. */
  draws: (session: SignedInSession) => Promise<D[]>;
  /** The draw the query asks for, else the page's default; null when there is none. */
  choose: (draws: readonly D[], query: ReportQuery) => D | null;
  /** The report(s) of the chosen draw. */
  load: (session: SignedInSession, request: StrikeRequest) => Promise<T>;
}

/** A loaded strike page: `result` is null without a draw, else the report or the platform's refusal. */
export interface StrikePage<D extends ReportDrawOption, T> {
  context: ReportPageContext;
  users: PickerUser[] | null;
  draws: readonly D[];
  draw: D | null;
  t: StrikeTranslate;
  labels: RowLabels;
  result: Listing<T> | null;
}

/** Loads a one-draw strike page: the context, picker, draws and texts together, then the draw's report. */
export async function loadStrikePage<D extends ReportDrawOption, T>(spec: StrikePageSpec<D, T>): Promise<StrikePage<D, T>> {
  const context = await reportPageContext(spec.path, spec.vw, spec.searchParams);
  const { session, query } = context;
  const [users, draws, { t, labels }] = await Promise.all([context.users, spec.draws(session).catch(handlePageError), strikeTexts(session.auth.locId)]);
  const draw = spec.choose(draws, query);
  const result = draw ? await listing(spec.load(session, { userId: context.userId, drawId: draw.DrawId })) : null;
  return { context, users, draws, draw, t, labels, result };
}

export interface StrikeFrameProps {
  page: StrikePage<ReportDrawOption, unknown>;
  /** The page title and what is said when there is no draw, already translated. */
  title: string;
  noDrawsText: string;
  /** Whose report is shown (the answer's UserId), for the picker. */
  shownUser?: string;
  /** Notes under the pickers. */
  notes?: ReactNode;
  /** The report's sections (nothing while there is no report). */
  children?: ReactNode;
}

/** A strike page: its header (title, draw and user pickers, notes, problems) over its sections. */
export function StrikeFrame({ page, title, noDrawsText, shownUser, notes, children }: StrikeFrameProps) {
  return (
    <div className={styles.page}>
      <ReportHeader
        mode="draw"
        title={title}
        context={page.context}
        users={page.users}
        shownUser={shownUser}
        draws={page.draws}
        draw={page.draw}
        noDrawsText={noDrawsText}
        problem={page.result?.problem}
      >
        {notes}
      </ReportHeader>
      {children}
    </div>
  );
}
