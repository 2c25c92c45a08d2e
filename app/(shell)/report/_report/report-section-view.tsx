'use client';

import { useId, useMemo } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportRow, type ReportRowSelect } from '@/app/_components/report-table/report-table';
import { unpackRows, type PackedRows } from '@/lib/domain/report-table';
import { reportHref } from './report-rows';
import type { ReportSectionProps } from './report-section';
import { ReportTotals } from './report-totals';
import styles from './report.module.css';

/** Reports export as xls and csv (with BOM, formula-safe cells); ARA is for bet files only. */
const REPORT_EXPORTS = ['xls', 'csv'] as const;

export type ReportSectionViewProps = Omit<ReportSectionProps, 'rows'> & { packedRows: PackedRows };

/**
 * One report table of a report page (client leaf): an optional heading, the shared ReportTable (sort,
 * pager, progressive rows, xls/csv export) and its totals line. With `drill`, a row's first cell is a
 * button (and the row takes a click) that opens the report of the row's user. Its rows come packed
 * (report-section.tsx) and are unpacked once here.
 */
export function ReportSectionView({ title, caption, columns, packedRows, totals = [], fileName, colourField, initialSort, drill, name }: ReportSectionViewProps) {
  const t = useTranslations('reports');
  const router = useRouter();
  const headingId = useId();
  const rows = useMemo<ReportRow[]>(() => unpackRows(packedRows), [packedRows]);
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
        caption={caption}
        fileName={fileName}
        colourField={colourField}
        initialSort={initialSort}
        exportFormats={REPORT_EXPORTS}
        onRowSelect={open}
        rowSelect={rowSelect}
      />
      <ReportTotals columns={columns} totals={totals} caption={t('totalsOf', { caption })} />
    </section>
  );
}
