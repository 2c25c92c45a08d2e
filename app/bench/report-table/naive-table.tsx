import { memo, useMemo } from 'react';
import { cellText, type ReportColumn, type ReportRow } from '@/app/_components/report-table/report-columns';
import { useProgressiveRows } from '@/app/_components/report-table/use-progressive-rows';
import { RENDER_BATCH_SIZE, renderBatches } from '@/lib/domain/report-table';

/*
 * The benchmark's baseline (docs/performance.md, "500 rows every 60 ms, appended to one table"): the same
 * rows and pacing as ReportTable, each batch memoised so React renders only the new rows, but appended
 * to ONE growing tbody of an auto-layout table, so the browser lays the whole table out again on each
 * batch.
 */
const NaiveBatch = memo(function NaiveBatch({ rows, columns }: { rows: readonly ReportRow[]; columns: readonly ReportColumn[] }) {
  return (
    <>
      {rows.map((row, index) => (
        <tr key={index}>
          {columns.map((column) => (
            <td key={column.key}>{cellText(column.kind, row[column.key])}</td>
          ))}
        </tr>
      ))}
    </>
  );
});

export function NaiveTable({ columns, rows }: { columns: readonly ReportColumn[]; rows: readonly ReportRow[] }) {
  const { shown } = useProgressiveRows(rows.length, rows);
  const batches = useMemo(() => renderBatches(rows.length, RENDER_BATCH_SIZE).map(([start, end]) => ({ start, rows: rows.slice(start, end) })), [rows]);
  return (
    <table style={{ minWidth: 1060, fontSize: 13, borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key}>{column.label}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {batches
          .filter((batch) => batch.start < shown)
          .map((batch) => (
            <NaiveBatch key={batch.start} rows={batch.rows} columns={columns} />
          ))}
      </tbody>
    </table>
  );
}
