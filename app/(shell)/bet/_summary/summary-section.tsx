'use client';

import { useId, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { BET_EXPORTS } from '@/app/_components/report-table/report-export';
import { ReportTable } from '@/app/_components/report-table/report-table';
import type { Summary } from '@/lib/contract/bet-listings';
import type { Game } from '@/lib/contract/common';
import { formatDollars } from '@/lib/domain/money';
import { figureKeys, summaryColumns, summaryReportRow, type SummaryView } from './summary-rows';
import styles from './summary.module.css';

export interface SummarySectionProps {
  view: SummaryView;
  game: Game;
  summary: Summary;
  /** The section's heading, already translated. */
  title: string;
  /** The table's caption (what it covers), already translated. */
  caption: string;
  fileName: string;
}

/**
 * One summary of a bet-summary page: its heading, the platform's Sum over every row (tickets, bets,
 * lines, stakes and cost, money with exactly 2 decimals) and the rows in the shared report table,
 * which sorts, pages and exports them. The rows keep the platform's order (by member, kind or draw
 * date): a summary row has no CreatedDate to sort by.
 */
export function SummarySection({ view, game, summary, title, caption, fileName }: SummarySectionProps) {
  const t = useTranslations('betSummary');
  const headingId = useId();
  const columns = useMemo(() => summaryColumns(view, game, (key) => t(`columns.${key}`)), [view, game, t]);
  const rows = useMemo(
    () => summary.Rows.map((row) => summaryReportRow(row, { kind: (kind) => t(`kinds.${kind}`), status: (status) => t(`statuses.${status}`) })),
    [summary.Rows, t],
  );
  const sum = summary.Sum;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-summary={view}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <dl className={styles.sum} data-testid={`summary-sum-${view}`} aria-label={t('sumLabel', { title })}>
        {figureKeys(game).map((key) => (
          <div key={key} className={styles.figure} data-field={key}>
            <dt>{t(`columns.${key}`)}</dt>
            <dd>{typeof sum[key] === 'number' ? String(sum[key]) : formatDollars(sum[key])}</dd>
          </div>
        ))}
      </dl>
      <ReportTable columns={columns} rows={rows} caption={caption} fileName={fileName} exportFormats={BET_EXPORTS} />
    </section>
  );
}
