'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, useTransition, type CSSProperties, type MouseEvent } from 'react';
import type { ExportFormat } from '@/lib/domain/export-cells';
import type { ReportSort } from '@/lib/domain/report-conventions';
import { clampPage, pageCount, PAGER_PAGE_SIZE, pageRows, renderBatches, sortRows } from '@/lib/domain/report-table';
import { ReportBatch } from './report-batch';
import { sortFieldOf, type ReportColumn, type ReportRow, type ReportRowAction, type ReportRowSelect, type ReportTotal } from './report-columns';
import { actionWidth, contentWidths, fitTable, sizedMinWidth, sizedTemplate } from './column-widths';
import { ReportFoot } from './report-foot';
import { downloadFile } from '@/lib/client/download-file';
import { buildExport, TABLE_EXPORTS } from './report-export';
import { ReportPager } from './report-pager';
import { SortHeader } from './sort-header';
import { useProgressiveRows } from './use-progressive-rows';
import actionStyles from './report-actions.module.css';
import styles from './report-table.module.css';
import toolbar from './report-toolbar.module.css';

export type { ColumnKind, ReportColumn, ReportRow, ReportRowAction, ReportRowSelect, ReportTotal } from './report-columns';
export { fieldText } from './report-columns';

export interface ReportTableProps {
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** The table's accessible name (and visible caption), already translated. */
  caption?: string;
  /** The row field holding a colour code (lib/domain/colour-codes.ts); the row takes its colour. */
  colourField?: string;
  /** Name of the export downloads; its extension is replaced by the format's. */
  fileName?: string;
  exportFormats?: readonly ExportFormat[];
  /** Rows per page of the shared pager (docs/product.md#constants-and-limits: 10000). */
  pageSize?: number;
  /** The order the rows start in; without it, the order they came in. */
  initialSort?: ReportSort;
  /**
   * Makes rows selectable (to open a row's details): the first cell becomes a button for the keyboard,
   * and a click anywhere on the row selects it. `rowSelect` names the buttons; keep it stable.
   */
  onRowSelect?: (row: ReportRow) => void;
  rowSelect?: ReportRowSelect;
  /** Button columns after the data columns (keep the array stable); a press calls onRowAction. */
  rowActions?: readonly ReportRowAction[];
  onRowAction?: (action: string, row: ReportRow) => void;
  /**
   * Whether the toolbar counts the rows ("Rows 1–100 of 100"); a page that pages on the server says
   * its own count (the row count of one page would contradict it), so it turns this off.
   */
  rowCount?: boolean;
  /** Totals rows (Total, Self, ...): the table's footer, under their columns; the XLSX and CSV exports end with them. */
  totals?: readonly ReportTotal[];
}

const NO_ACTIONS: readonly ReportRowAction[] = [];
const NO_TOTALS: readonly ReportTotal[] = [];
const DEFAULT_SELECT: ReportRowSelect = {};

const EXPORT_LABELS = { xlsx: 'exportXlsx', csv: 'exportCsv', ara: 'exportAra' } as const;

/**
 * A report as a table (client leaf). The rows come in as props; sorting, paging and exports run on
 * them here. A page renders progressively (500 rows every 60 ms) in batches whose layout cost stays
 * bounded however many rows are already out; see report-table.module.css and docs/decisions/widgets-and-tables.md.
 */
export function ReportTable({
  columns,
  rows,
  caption,
  colourField,
  fileName,
  exportFormats = TABLE_EXPORTS,
  pageSize = PAGER_PAGE_SIZE,
  initialSort,
  onRowSelect,
  rowSelect = DEFAULT_SELECT,
  rowActions = NO_ACTIONS,
  onRowAction,
  rowCount = true,
  totals = NO_TOTALS,
}: ReportTableProps) {
  const t = useTranslations('reportTable');
  const [sort, setSort] = useState<ReportSort | null>(initialSort ?? null);
  const [page, setPage] = useState(1);
  // A new order or page renders its first batch as a transition: the old rows stay until it is ready.
  const [pending, startTransition] = useTransition();
  const sorted = useMemo(() => (sort ? sortRows(rows, sortFieldOf(columns, sort.field), sort.direction) : rows), [rows, columns, sort]);
  const pages = pageCount(sorted.length, pageSize);
  const current = clampPage(page, pages);
  const visible = useMemo(() => pageRows(sorted, current, pageSize), [sorted, current, pageSize]);
  const batches = useMemo(() => renderBatches(visible.length).map(([start, end]) => ({ start, rows: visible.slice(start, end) })), [visible]);
  const { shown, done } = useProgressiveRows(visible.length, visible);
  const firstRow = (current - 1) * pageSize;

  const sortBy = (field: string) =>
    startTransition(() => {
      setSort((previous) => ({ field, direction: previous?.field === field && previous.direction === 'asc' ? 'desc' : 'asc' }));
      setPage(1);
    });
  const goTo = (target: number) => startTransition(() => setPage(target));
  const { tableStyle, nameCap, compact } = useMemo(() => {
    // Columns as wide as their content (the labels of the totals count in the first column); a table
    // too wide for the desktop box goes compact, then cuts its longest names (fitTable).
    const foot = totals.map((total) => ({ ...total.row, [columns[0]?.key ?? '']: total.label }));
    const widths = contentWidths(columns, rows, foot);
    const buttons = rowActions.map((action) => actionWidth(action.label, action.text));
    const fit = fitTable(columns, widths, buttons);
    const style = { '--report-columns': sizedTemplate(columns, widths, buttons, fit.nameCap), '--report-min-width': sizedMinWidth(columns, widths, buttons, fit.nameCap) } as CSSProperties;
    return { tableStyle: style, ...fit };
  }, [columns, rows, totals, rowActions]);
  const select = onRowSelect ? rowSelect : undefined;
  // The XLSX writer loads on the first export; the file follows when it is ready.
  const exportAs = (format: ExportFormat) => void buildExport(format, columns, sorted, fileName, totals).then(downloadFile);

  // One listener for every row's buttons and clicks: rows carry their position in data-row.
  const onTableClick = (event: MouseEvent<HTMLTableElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    const rowElement = target?.closest<HTMLElement>('tr[data-row]');
    const row = rowElement ? sorted[Number(rowElement.dataset.row)] : undefined;
    if (!target || !row) return;
    const action = target.closest<HTMLElement>('[data-row-action]')?.dataset.rowAction;
    if (action !== undefined) onRowAction?.(action, row);
    else if (onRowSelect && !target.closest('[data-action-cell]') && !selectingText()) onRowSelect(row);
  };

  return (
    <section className={styles.report}>
      <div className={toolbar.toolbar}>
        <p className={toolbar.status}>
          {done
            ? rowCount && sorted.length > 0 && t('summary', { from: firstRow + 1, to: firstRow + visible.length, total: sorted.length })
            : t('progress', { shown, total: visible.length })}
        </p>
        {exportFormats.length > 0 && (
          <div role="group" aria-label={t('exports')} className={toolbar.exports}>
            {exportFormats.map((format) => (
              <button key={format} type="button" className={toolbar.exportButton} onClick={() => exportAs(format)}>
                {t(EXPORT_LABELS[format])}
              </button>
            ))}
          </div>
        )}
      </div>
      <div className={styles.scroll}>
        <table
          role="table"
          className={compact ? `${styles.table} ${styles.compact}` : styles.table}
          style={tableStyle}
          aria-busy={pending || !done}
          aria-rowcount={sorted.length + 1 + totals.length}
          onClick={select || rowActions.length > 0 ? onTableClick : undefined}
        >
          {caption && <caption className={styles.caption}>{caption}</caption>}
          <thead role="rowgroup" className={styles.head}>
            <tr role="row" className={styles.row} aria-rowindex={1}>
              {columns.map((column) => (
                <SortHeader key={column.key} column={column} sort={sort} onSort={sortBy} />
              ))}
              {rowActions.map((action) => (
                <th key={action.key} role="columnheader" scope="col" className={actionStyles.actionHead} title={action.label}>
                  {action.label}
                </th>
              ))}
            </tr>
          </thead>
          {batches.filter((batch) => batch.start < shown).map((batch) => (
            <ReportBatch
              key={batch.start}
              rows={batch.rows}
              columns={columns}
              colourField={colourField}
              firstRow={firstRow + batch.start}
              select={select}
              actions={rowActions}
              nameCap={nameCap}
            />
          ))}
          {sorted.length === 0 && (
            <tbody role="rowgroup" className={styles.emptyGroup}>
              <tr role="row" className={styles.row}>
                <td role="cell" className={styles.empty} colSpan={columns.length + rowActions.length}>
                  {t('empty')}
                </td>
              </tr>
            </tbody>
          )}
          <ReportFoot columns={columns} totals={totals} actions={rowActions} firstIndex={sorted.length + 2} />
        </table>
      </div>
      {pages > 1 && <ReportPager page={current} pages={pages} onPage={goTo} />}
    </section>
  );
}

/** A drag that selected text is reading, not a click on the row. */
function selectingText(): boolean {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString().trim() !== '';
}
