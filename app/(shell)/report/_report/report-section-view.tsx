'use client';

import { useId, useMemo } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportColumn, type ReportRow, type ReportRowSelect, type ReportTotal } from '@/app/_components/report-table/report-table';
import type { ReportRowsToCome } from '@/app/_components/report-table/report-stream';
import type { ReportQuery, ReportSort } from '@/lib/domain/report-conventions';
import { reportHref } from './report-rows';
import styles from './report.module.css';

/** Reports export as xlsx and csv (with BOM, formula-safe cells, the totals rows); ARA is for bet files only. */

/** Rows that open another report: the same page (or `path`) for the row's user, with a new rand. */
export interface ReportDrill {
  /** The page to open (the page's own basePath to drill down). */
  path: string;
  /** The query to keep (LocId, VW, the draw or range); UserId is set from the row. */
  query: ReportQuery;
  extra?: Record<string, string>;
  /** The row field holding the user to open ('UserId' by default). */
  field?: string;
}

export interface ReportSectionProps {
  /** A heading (h2) above the table, already translated; none for a page with one table. */
  title?: string;
  /** The table's caption (what it covers), already translated. */
  caption: string;
  /** Built on the server with reportColumns() (labels translated, money columns right-aligned). */
  columns: readonly ReportColumn[];
  /** The first rows are in the HTML; the table renders the rest progressively. */
  rows: readonly ReportRow[];
  /** The totals line(s): the table's footer, under their columns. */
  totals?: readonly ReportTotal[];
  /** Export file name (its extension follows the format; xlsx and csv with BOM). */
  fileName: string;
  /** A row field holding a colour code (docs/product.md#entities-and-fields): the row takes its colour. */
  colourField?: string;
  initialSort?: ReportSort;
  drill?: ReportDrill;
  /** Names the section for tests and styles (data-report). */
  name: string;
}

export interface ReportSectionViewProps extends ReportSectionProps {
  /** The rest of a big report, streamed after `rows` (its first batch): report-section.tsx. */
  more?: ReportRowsToCome;
}

/**
 * One report table of a report page (client leaf): an optional heading, the shared ReportTable (sort,
 * pager, progressive rows, xlsx/csv export with the totals, the totals as its footer). With `drill`, a row's first cell is a
 * button (and the row takes a click) that opens the report of the row's user.
 */
export function ReportSectionView({ title, caption, columns, rows, more, totals = [], fileName, colourField, initialSort, drill, name }: ReportSectionViewProps) {
  const t = useTranslations('reports');
  const router = useRouter();
  const headingId = useId();
  const field = drill?.field ?? 'UserId';
  const rowSelect = useMemo<ReportRowSelect>(() => ({ name: (row) => t('drill', { user: String(row[field] ?? '') }) }), [t, field]);
  const open = drill
    ? (row: ReportRow) => {
        const userId = String(row[field] ?? '');
        if (userId) router.push(reportHref(drill.path, { ...drill.query, UserId: userId }, drill.extra, Date.now()));
      }
    : undefined;
  return (
    <section className={styles.section} aria-labelledby={title ? headingId : undefined} data-report={name}>
      {title ? (
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
      ) : null}
      <ReportTable
        columns={columns}
        rows={rows}
        more={more}
        caption={caption}
        fileName={fileName}
        colourField={colourField}
        initialSort={initialSort}
        onRowSelect={open}
        rowSelect={rowSelect}
        totals={totals}
      />
    </section>
  );
}
