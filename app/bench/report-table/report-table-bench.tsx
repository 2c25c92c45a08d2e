'use client';

import { startTransition, useEffect, useMemo, useState } from 'react';
import { ReportTable } from '@/app/_components/report-table/report-table';
import { BENCH_COLUMNS, benchRows, type BenchMode } from './bench-rows';
import { NaiveTable } from './naive-table';

/**
 * The benchmark's client side: once hydrated, the page "receives" its rows as a client navigation
 * would, in a transition, and renders them with the real ReportTable or the naive baseline. The rows
 * are generated in the browser, so no 20,000-row payload crosses the wire. Text here is for the
 * benchmark only.
 */
export function ReportTableBench({ mode, rowCount }: { mode: BenchMode; rowCount: number }) {
  const [received, setReceived] = useState(false);
  useEffect(() => startTransition(() => setReceived(true)), []);
  const rows = useMemo(() => (received ? benchRows(rowCount) : null), [received, rowCount]);
  if (!rows) return <p>Generating {rowCount} rows…</p>;
  if (mode === 'naive') return <NaiveTable columns={BENCH_COLUMNS} rows={rows} />;
  return (
    <ReportTable
      columns={BENCH_COLUMNS}
      rows={rows}
      caption={`Benchmark: ${rowCount} rows`}
      colourField="Code"
      pageSize={mode === 'table' ? Math.max(1, rowCount) : undefined}
    />
  );
}
