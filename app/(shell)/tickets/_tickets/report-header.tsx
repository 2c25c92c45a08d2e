// The top of every report page built on the ticket pages' context (View Tickets, Ticket History, Bet
// Summary, Bet Summary 2, Out Bets): the title with the filters, then what stops the listing (no
// draw, a bad range, the platform's refusal). One draw or a range of draw dates.
import type { ReactNode } from 'react';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import type { DrawDate } from '@/lib/contract/draws';
import { formatShownDate } from '@/lib/domain/operator-time';
import { fieldDate } from '@/lib/domain/tickets';
import type { PickerUser } from '@/lib/domain/user-picker';
import type { TicketPageContext } from '@/app/(shell)/_shell/page-context';
import { TicketFilters } from './ticket-filters';
import styles from './tickets.module.css';

interface HeaderBase {
  title: string;
  context: TicketPageContext;
  /** The picker's options, as the context loaded them. */
  users: PickerUser[] | null;
  /** The page's own view code when the query names none. */
  vw: string;
  /** The platform's refusal of the listing, already worded. */
  problem?: string | null;
  /** Notes between the filters and the problems. */
  children?: ReactNode;
}

const keptQuery = (context: TicketPageContext, vw: string) => ({ LocId: context.session.auth.locId, VW: context.query.VW ?? vw });

/** One draw: its picker (the draw shown preselected), then "no draws" when there is none. */
export function DrawReportHeader({ title, context, users, vw, problem, children, draws, draw, noDrawsText }: HeaderBase & {
  draws: readonly DrawDate[];
  draw: { DrawId: number } | null;
  noDrawsText: string;
}) {
  return (
    <>
      <PageHeader title={title}>
        <TicketFilters
          key={context.viewKey}
          mode="draw"
          action={context.basePath}
          query={keptQuery(context, vw)}
          draws={draws.map(({ DrawId, DrawDate }) => ({ DrawId, DrawDate }))}
          drawId={draw?.DrawId ?? null}
          users={users}
          userId={context.pickedUser}
        />
      </PageHeader>
      {children}
      {draw ? null : <p className={styles.note}>{noDrawsText}</p>}
      {problem ? <AlertBox kind="error">{problem}</AlertBox> : null}
    </>
  );
}

/** A range of draw dates: the fields show the range used, or the query as typed when it was refused. */
export function RangeReportHeader({ title, context, users, vw, problem, children, range, viewDay, rangeProblem }: HeaderBase & {
  range: { from: string; to: string };
  viewDay: string | undefined;
  /** Why the query's range was refused, already worded; null when it stands. */
  rangeProblem: string | null;
}) {
  const { query } = context;
  return (
    <>
      <PageHeader title={title}>
        <TicketFilters
          key={context.viewKey}
          mode="range"
          action={context.basePath}
          query={keptQuery(context, vw)}
          extra={viewDay ? { ViewDay: viewDay } : undefined}
          users={users}
          userId={context.pickedUser}
          from={rangeProblem ? fieldDate(query.DrawFrom) : formatShownDate(range.from)}
          to={rangeProblem ? fieldDate(query.DrawTo) : formatShownDate(range.to)}
        />
      </PageHeader>
      {children}
      {rangeProblem ? <AlertBox kind="error">{rangeProblem}</AlertBox> : null}
      {problem ? <AlertBox kind="error">{problem}</AlertBox> : null}
    </>
  );
}
