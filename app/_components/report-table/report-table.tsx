'use client';

import { useTranslations } from 'next-intl';
import { startTransition as startLowPriority, use, useEffect, useMemo, useState, useTransition, type CSSProperties, type MouseEvent } from 'react';
import type { ExportFormat } from '@/lib/domain/export-cells';
import type { ReportSort } from '@/lib/domain/report-conventions';
import { clampPage, pageCount, PAGER_PAGE_SIZE, pageRows, renderBatches, sortRows } from '@/lib/domain/report-table';
import { ReportBatch } from './report-batch';
import { footCells, sortFieldOf, type ReportColumn, type ReportRow, type ReportRowAction, type ReportRowSelect, type ReportTotal } from './report-columns';
import { actionWidth, contentWidths, fitTable, sizedMinWidth, sizedTemplate } from './column-widths';
import { ReportFoot } from './report-foot';
import { downloadFile } from '@/lib/client/download-file';
import { buildExport, TABLE_EXPORTS } from './report-export';
import { ReportPager } from './report-pager';
import type { ReportRowsToCome } from './report-stream';
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
  /**
   * The rest of a big report, still on its way (report-stream.ts): `rows` are then only its first
   * ones. The table counts, lays out and pages the whole report meanwhile; a sort, another page or an
   * export waits for the rest.
   */
  more?: ReportRowsToCome;
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
  more,
}: ReportTableProps) {
  const t = useTranslations('reportTable');
  const [sort, setSort] = useState<ReportSort | null>(initialSort ?? null);
  const [page, setPage] = useState(1);
  // A new order or page renders its first batch as a transition: the old rows stay until it is ready.
  const [pending, startTransition] = useTransition();
  const arriving = useArrivingRows(rows, more);
  // Streamed rows come in the initial order already: sorting them again is only for another order.
  const presorted = more?.sorted === true && sort === initialSort;
  // Another order or page needs every row: until they are there, its transition waits for them.
  const known = arriving.complete || (presorted || sort === null) && page === 1 ? arriving.rows : use(arriving.all);
  const total = more ? more.total : rows.length;
  const sorted = useMemo(() => (sort && !presorted ? sortRows(known, sortFieldOf(columns, sort.field), sort.direction) : known), [known, columns, sort, presorted]);
  const pages = pageCount(total, pageSize);
  const current = clampPage(page, pages);
  const firstRow = (current - 1) * pageSize;
  const visible = useMemo(() => pageRows(sorted, current, pageSize), [sorted, current, pageSize]);
  const pageTotal = Math.max(0, Math.min(pageSize, total - firstRow));
  const batches = useMemo(() => renderBatches(visible.length).map(([start, end]) => ({ start, rows: visible.slice(start, end) })), [visible]);
  // What the progressive rows start over on: another report, order or page (not the rest's arrival).
  const view = useMemo(() => ({ rows, more, columns, sort, current, pageSize }), [rows, more, columns, sort, current, pageSize]);
  const { shown, done } = useProgressiveRows(pageTotal, view, visible.length);

  const sortBy = (field: string) =>
    startTransition(() => {
      setSort((previous) => ({ field, direction: previous?.field === field && previous.direction === 'asc' ? 'desc' : 'asc' }));
      setPage(1);
    });
  const goTo = (target: number) => startTransition(() => setPage(target));
  const { tableStyle, nameCap, compact } = useMemo(() => {
    // Columns as wide as their content (the labels of the totals count in the first column); a table
    // too wide for the desktop box goes compact, then cuts its longest names (fitTable).
    const widths = more?.widths ?? contentWidths(columns, rows, footCells(columns, totals));
    const buttons = rowActions.map((action) => actionWidth(action.label, action.text));
    const fit = fitTable(columns, widths, buttons);
    const style = { '--report-columns': sizedTemplate(columns, widths, buttons, fit.nameCap), '--report-min-width': sizedMinWidth(columns, widths, buttons, fit.nameCap) } as CSSProperties;
    return { tableStyle: style, ...fit };
  }, [columns, rows, totals, rowActions, more]);
  const select = onRowSelect ? rowSelect : undefined;
  // The XLSX writer loads on the first export; the file follows when it is ready.
  const exportAs = (format: ExportFormat) => {
    // Rows still on their way come in the order of the view (no other order can be set before them).
    const whole = arriving.complete ? Promise.resolve(sorted) : arriving.all;
    void whole.then((all) => buildExport(format, columns, all, fileName, totals)).then(downloadFile);
  };

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
            ? rowCount && total > 0 && t('summary', { from: firstRow + 1, to: firstRow + pageTotal, total })
            : t('progress', { shown, total: pageTotal })}
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
          aria-rowcount={total + 1 + totals.length}
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
          {total === 0 && (
            <tbody role="rowgroup" className={styles.emptyGroup}>
              <tr role="row" className={styles.row}>
                <td role="cell" className={styles.empty} colSpan={columns.length + rowActions.length}>
                  {t('empty')}
                </td>
              </tr>
            </tbody>
          )}
          <ReportFoot columns={columns} totals={totals} actions={rowActions} firstIndex={total + 2} />
        </table>
      </div>
      {pages > 1 && <ReportPager page={current} pages={pages} onPage={goTo} />}
    </section>
  );
}

interface ArrivingRows {
  /** The rows there are: `rows`, then, once every part has come, the whole report. */
  rows: readonly ReportRow[];
  complete: boolean;
  /** The whole report once every part has come (`rows` when nothing is to come). */
  all: Promise<readonly ReportRow[]>;
}

/**
 * A streamed report's rows as they arrive: the first ones, then all of them at once (a transition).
 * A rest that fails to come (the page's stream broke) throws to the error page, as a failed report
 * call does, rather than leave the table counting rows that will never show.
 */
function useArrivingRows(rows: readonly ReportRow[], more: ReportRowsToCome | undefined): ArrivingRows {
  const all = useMemo(() => (more ? Promise.all(more.parts).then((parts) => rows.concat(...parts)) : Promise.resolve(rows)), [rows, more]);
  const [arrived, setArrived] = useState<{ all: Promise<readonly ReportRow[]>; rows?: readonly ReportRow[]; failed?: unknown } | null>(null);
  useEffect(() => {
    if (!more) return;
    let live = true;
    all.then(
      (whole) => {
        if (live) startLowPriority(() => setArrived({ all, rows: whole }));
      },
      (failed: unknown) => {
        if (live) setArrived({ all, failed: failed ?? new Error('The report did not arrive.') });
      },
    );
    return () => {
      live = false;
    };
  }, [all, more]);
  if (!more) return { rows, complete: true, all };
  if (arrived?.all !== all) return { rows, complete: false, all };
  if (arrived.failed !== undefined) throw arrived.failed;
  return { rows: arrived.rows ?? rows, complete: true, all };
}

/** A drag that selected text is reading, not a click on the row. */
function selectingText(): boolean {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString().trim() !== '';
}
