// GET /bench/report-table?mode=table|naive|paged&rows=20000: the report-table benchmark's page
// (bench/report-table.mjs). It exists only when the app runs with BENCH_PAGES=1; otherwise it is a
// 404. No sign-in: /bench is outside the signed-in sections (lib/session/gate.ts), and it shows only
// synthetic rows, generated in the browser.
import { NextIntlClientProvider } from 'next-intl';
import { notFound } from 'next/navigation';
import { BENCH_MODES, type BenchMode } from './bench-rows';
import { ReportTableBench } from './report-table-bench';

export const dynamic = 'force-dynamic';

const DEFAULT_ROWS = 20_000;
const MAX_ROWS = 100_000;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default async function ReportTableBenchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (process.env.BENCH_PAGES !== '1') notFound();
  const query = await searchParams;
  const requested = first(query.mode);
  const mode: BenchMode = BENCH_MODES.find((known) => known === requested) ?? 'table';
  const rows = Math.min(MAX_ROWS, Math.max(0, Math.trunc(Number(first(query.rows) ?? DEFAULT_ROWS)) || 0));
  return (
    <main style={{ padding: 16 }}>
      <NextIntlClientProvider>
        <ReportTableBench mode={mode} rowCount={rows} />
      </NextIntlClientProvider>
    </main>
  );
}
