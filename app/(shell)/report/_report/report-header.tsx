// The top of every report page under /report: the title with the pickers (ReportFilters: one draw or a
// From/To range, and whose report for agents and admins), then what stops or qualifies the report: no
// draw to show, a refused range, the platform's refusal. Renders on the server; only the form hydrates.
import type { ReactNode } from 'react';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { formatShownDate } from '@/lib/domain/operator-time';
import { fieldDate } from '@/lib/domain/tickets';
import type { PickerUser } from '@/lib/domain/user-picker';
import { keptQuery, type ReportPageContext } from './page-context';
import type { RangeReport } from './range-report';
import { ReportFilters } from './report-filters';
import type { ReportDrawOption } from './report-rows';
import styles from './report.module.css';

interface HeaderBase {
  /** The page title (h1), already translated. */
  title: string;
  context: ReportPageContext;
  /** Whose report is shown (the answer's UserId), for the picker; the context's pick by default. */
  shownUser?: string;
  /** Page parameters the form carries along (ViewDay, ...). */
  extra?: Record<string, string>;
  /** Notes between the filters and the problems (the way back up, a group choice, ...). */
  children?: ReactNode;
}

export type ReportHeaderProps = HeaderBase &
  (
    | {
        mode: 'draw';
        /** The picker's options as the context loaded them (null: no user picker). */
        users: PickerUser[] | null;
        /** The platform's refusal of the report, already worded. */
        problem?: string | null;
        /** The draws to pick from, newest first (settledDrawsOf). */
        draws: readonly ReportDrawOption[];
        /** The draw shown (chosenReportDraw), or null when there is none. */
        draw: ReportDrawOption | null;
        /** Said when there is no draw to show, already translated. */
        noDrawsText: string;
      }
    | {
        mode: 'range';
        /** What loadRangeReport loaded: the range used, its refusal, the picker's users, the platform's refusal. */
        loaded: RangeReport<unknown>;
      }
  );

/** The header of a report page; see ReportHeaderProps. */
export function ReportHeader(props: ReportHeaderProps) {
  const { title, context, shownUser, extra, children } = props;
  const { users, problem } = props.mode === 'draw' ? props : { users: props.loaded.users, problem: props.loaded.result?.problem };
  const userId = users ? (shownUser ?? context.pickedUser) : null;
  const common = { action: context.basePath, query: keptQuery(context), extra, users, userId };
  const { query } = context;
  return (
    <>
      <PageHeader title={title}>
        {props.mode === 'draw' ? (
          <ReportFilters key={context.viewKey} mode="draw" {...common} draws={props.draws.map(({ DrawId, DrawDate }) => ({ DrawId, DrawDate }))} drawId={props.draw?.DrawId ?? null} />
        ) : (
          <ReportFilters
            key={context.viewKey}
            mode="range"
            {...common}
            from={props.loaded.rangeProblem ? fieldDate(query.DrawFrom) : formatShownDate(props.loaded.range.from)}
            to={props.loaded.rangeProblem ? fieldDate(query.DrawTo) : formatShownDate(props.loaded.range.to)}
          />
        )}
      </PageHeader>
      {children}
      {props.mode === 'draw' && !props.draw ? <p className={styles.note}>{props.noDrawsText}</p> : null}
      {props.mode === 'range' && props.loaded.rangeProblem ? <AlertBox kind="error">{props.loaded.rangeProblem}</AlertBox> : null}
      {problem ? <AlertBox kind="error">{problem}</AlertBox> : null}
    </>
  );
}
