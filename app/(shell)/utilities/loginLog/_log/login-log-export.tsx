'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { buildExport } from '@/app/_components/report-table/report-export';
import { ProgressBar } from '@/app/_components/form/progress-bar';
import { signInTableRow, type SignInTableRow } from '@/app/_components/sign-in-log/rows';
import { useSignInColumns } from '@/app/_components/sign-in-log/sign-in-table';
import { handleApiFailure } from '@/lib/client/api-failure';
import { downloadFile } from '@/lib/client/download-file';
import { requestJson } from '@/lib/client/http';
import type { SignInRow } from '@/lib/contract/sign-in-log';
import type { ExportFormat } from '@/lib/domain/export-cells';
import toolbar from '@/app/_components/report-table/report-toolbar.module.css';

/** Rows asked of the platform per call (its largest page). */
export const EXPORT_PAGE_ROWS = 10_000;
/** The most attempts one export holds: past it, the filters must narrow the log first. */
export const MAX_EXPORT_ROWS = 50_000;

type State = { kind: 'idle' } | { kind: 'reading'; done: number } | { kind: 'done'; count: number } | { kind: 'failed'; message: string };

interface Props {
  /** The filters of the shown page, as the platform takes them (UserId, Result, DateFrom, DateTo). */
  query: Readonly<Record<string, string | undefined>>;
  /** How many attempts the filters match. */
  total: number;
}

/**
 * Exports every page of the Login Log's filtered attempts, not only the shown 100 (the table's own
 * export): it reads them through the BFF, 10,000 a call, with its progress shown, and makes the
 * workbook or CSV in the browser as the report table does. An attempt logged while it reads shifts the
 * pages by one; a row read twice is kept once. At most 50,000 attempts at once.
 */
export function LoginLogExport({ query, total }: Props) {
  const t = useTranslations('signInLog');
  const tApp = useTranslations('app');
  const columns = useSignInColumns();
  const [state, setState] = useState<State>({ kind: 'idle' });
  if (total <= 0) return null;
  const tooMany = total > MAX_EXPORT_ROWS;
  const busy = state.kind === 'reading';

  async function exportAll(format: ExportFormat) {
    setState({ kind: 'reading', done: 0 });
    try {
      const rows: SignInTableRow[] = [];
      const seen = new Set<number>();
      const pages = Math.ceil(total / EXPORT_PAGE_ROWS);
      for (let index = 1; index <= pages + 1; index++) {
        const search = new URLSearchParams({ PageIndex: String(index), PageSize: String(EXPORT_PAGE_ROWS) });
        for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
        const page = await requestJson<{ Items?: SignInRow[] }>(`/api/v1/loginLog?${search}`);
        const items = Array.isArray(page.Items) ? page.Items : [];
        for (const item of items) {
          if (seen.has(item.Id) || rows.length >= MAX_EXPORT_ROWS) continue;
          seen.add(item.Id);
          rows.push(signInTableRow(item, (result) => t(`results.${result}`)));
        }
        setState({ kind: 'reading', done: rows.length });
        if (items.length < EXPORT_PAGE_ROWS || rows.length >= MAX_EXPORT_ROWS) break;
      }
      downloadFile(await buildExport(format, columns, rows, 'login-log-all'));
      setState({ kind: 'done', count: rows.length });
    } catch (error) {
      const message = handleApiFailure(error, tApp('genericError'));
      setState(message === null ? { kind: 'idle' } : { kind: 'failed', message });
    }
  }

  return (
    <section className={toolbar.toolbar} aria-label={t('exportAll.label')} aria-busy={busy}>
      <div role="group" aria-label={t('exportAll.label')} className={toolbar.exports}>
        {(['xlsx', 'csv'] as const).map((format) => (
          <button key={format} type="button" className={toolbar.exportButton} disabled={busy || tooMany} onClick={() => void exportAll(format)}>
            {t(`exportAll.${format}`, { total })}
          </button>
        ))}
      </div>
      <div role="status" className={toolbar.status}>
        {tooMany ? t('exportAll.tooMany', { max: MAX_EXPORT_ROWS }) : null}
        {state.kind === 'reading' ? <ProgressBar percent={(state.done / Math.min(total, MAX_EXPORT_ROWS)) * 100} label={t('exportAll.reading', { done: state.done, total })} /> : null}
        {state.kind === 'done' ? t('exportAll.done', { count: state.count }) : null}
        {state.kind === 'failed' ? <span role="alert">{state.message}</span> : null}
      </div>
    </section>
  );
}
