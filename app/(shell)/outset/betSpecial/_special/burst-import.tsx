'use client';

import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { ReportTable, type ReportColumn, type ReportRow, type ReportRowAction } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { BinBurstImport, BinBurstImportAdmin } from '@/lib/contract/bet-special';
import { MAX_IMPORT_CHARS, MAX_IMPORT_LINES, MAX_LINE_CHARS, parseBurstImport, type BurstProblem } from '@/lib/domain/bin-burst-import';
import { formatShownDateTime } from '@/lib/domain/operator-time';
import { drawDateText } from '@/lib/domain/tickets';
import { ApiError } from '@/lib/http/api-error';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';

const IMPORT_URL = '/api/v1/binBurstImport';
const LIST_URL = '/api/v1/binBurstImportAdmin';
const PAYOUT_URL = '/api/v1/generateBurstImportPayOut';
/** A file's bytes are at most 4 per character: past this it cannot be within MAX_IMPORT_CHARS. */
const MAX_FILE_BYTES = MAX_IMPORT_CHARS * 4;

/**
 * The bin-burst import: pick a closed draw and a `number,big,small` file; every bad line is named (read
 * here as the platform reads it, and the platform's refusal shown if it finds more); the imports of
 * the location, each with its payout generated once its draw has a result.
 */
export function BurstImport({ initial }: { initial: BinBurstImportAdmin }) {
  const t = useTranslations('betSpecial.burst');
  const tApp = useTranslations('app');
  const fileInput = useRef<HTMLInputElement>(null);
  const [list, setList] = useState(initial);
  const [drawId, setDrawId] = useState(String(initial.Draws[0]?.DrawId ?? ''));
  const [problems, setProblems] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<BinBurstImport | null>(null);

  const problemText = (problem: BurstProblem) => {
    const reason = t(`problems.${problem.Code}`, { kb: MAX_IMPORT_CHARS / 1024, lines: MAX_IMPORT_LINES, chars: MAX_LINE_CHARS });
    return problem.Line ? t('lineProblem', { line: problem.Line, reason }) : reason;
  };

  async function refresh() {
    setList(await requestJson<BinBurstImportAdmin>(LIST_URL));
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    setProblems([]);
    const file = fileInput.current?.files?.[0];
    if (!drawId || !file) {
      setOutcome({ kind: 'error', text: t(drawId ? 'fileRequired' : 'drawRequired') });
      (drawId ? fileInput.current : document.getElementById('burst-draw'))?.focus();
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      setProblems([problemText({ Line: 0, Code: 'tooLarge', Reason: '' })]);
      return;
    }
    setBusy(true);
    try {
      const text = await file.text();
      const parsed = parseBurstImport(text);
      if (!parsed.ok) {
        setProblems([...parsed.problems.map(problemText), ...(parsed.more ? [t('more', { count: parsed.more })] : [])]);
        return;
      }
      const answer = await requestJson<{ Import: BinBurstImport }>(IMPORT_URL, { method: 'POST', json: { DrawId: Number(drawId), FileName: file.name.slice(0, 120), Text: text } });
      setShown(answer.Import);
      setOutcome({ kind: 'success', text: t('imported', { count: answer.Import.Lines.length, drawDate: drawDateText(answer.Import.DrawDate) }) });
      if (fileInput.current) fileInput.current.value = '';
      await refresh();
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null && error instanceof ApiError && error.body.data?.length) setProblems(error.body.data);
      else if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  async function generate(id: number) {
    setOutcome(null);
    setBusy(true);
    try {
      const answer = await requestJson<BinBurstImport>(PAYOUT_URL, { method: 'PUT', json: { DrawId: id } });
      setShown(answer);
      setOutcome({ kind: 'success', text: t('payoutDone', { drawDate: drawDateText(answer.DrawDate), total: answer.Payout?.Total ?? '0.00' }) });
      await refresh();
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'DrawDate', label: t('columns.draw'), kind: 'text', sortKey: 'DrawIso' },
      { key: 'FileName', label: t('columns.file'), kind: 'text' },
      { key: 'Numbers', label: t('columns.numbers'), kind: 'number' },
      { key: 'TotalBig', label: t('columns.big'), kind: 'money' },
      { key: 'TotalSmall', label: t('columns.small'), kind: 'money' },
      { key: 'ImportedBy', label: t('columns.importedBy'), kind: 'text' },
      { key: 'ImportedDate', label: t('columns.importedDate'), kind: 'text' },
      { key: 'Payout', label: t('columns.payout'), kind: 'text' },
    ],
    [t],
  );
  const rows = useMemo<ReportRow[]>(
    () =>
      list.Imports.map((row) => ({
        DrawId: row.DrawId,
        DrawIso: row.DrawDate,
        DrawDate: drawDateText(row.DrawDate),
        FileName: row.FileName,
        Numbers: row.Numbers,
        TotalBig: row.TotalBig,
        TotalSmall: row.TotalSmall,
        ImportedBy: row.ImportedBy,
        ImportedDate: formatShownDateTime(row.ImportedDate),
        Payout: row.PayoutTotal ?? (row.Resulted ? t('payoutDue') : t('noResult')),
        Resulted: row.Resulted ? 1 : 0,
      })),
    [list.Imports, t],
  );
  const actions = useMemo<ReportRowAction[]>(
    () => [
      {
        key: 'payout',
        label: t('columns.action'),
        text: t('generate'),
        name: (row) => t('generateFor', { drawDate: String(row.DrawDate) }),
        applies: (row) => row.Resulted === 1,
      },
    ],
    [t],
  );
  const payoutColumns = useMemo<ReportColumn[]>(
    () => [
      { key: 'Prize', label: t('columns.prize'), kind: 'text' },
      { key: 'Number', label: t('columns.number'), kind: 'text' },
      { key: 'Big', label: t('columns.big'), kind: 'money' },
      { key: 'Small', label: t('columns.small'), kind: 'money' },
      { key: 'Win', label: t('columns.win'), kind: 'money' },
    ],
    [t],
  );
  const payoutRows = useMemo<ReportRow[]>(() => (shown?.Payout?.Rows ?? []).map((row) => ({ ...row, Prize: t(`prizes.${row.Prize}`) })), [shown, t]);

  return (
    <section className={styles.section} aria-labelledby="burst-heading">
      <form className={styles.form} onSubmit={(event) => void upload(event)} noValidate aria-busy={busy}>
        <h2 id="burst-heading" className={styles.heading}>
          {t('heading')}
        </h2>
        <p className={styles.note}>{t('format')}</p>
        {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
        {problems.length ? (
          <AlertBox kind="error">
            <p>{t('refused')}</p>
            <ul aria-label={t('problemsLabel')}>
              {problems.map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </ul>
          </AlertBox>
        ) : null}
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="burst-draw">{t('draw')}</label>
            <select id="burst-draw" value={drawId} onChange={(event) => setDrawId(event.target.value)}>
              {list.Draws.length === 0 ? <option value="">{t('noDraws')}</option> : null}
              {list.Draws.map((draw) => (
                <option key={draw.DrawId} value={draw.DrawId}>
                  {t(draw.Resulted ? 'drawResulted' : 'drawClosed', { drawDate: drawDateText(draw.DrawDate) })}
                </option>
              ))}
            </select>
          </div>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor="burst-file">{t('file')}</label>
            <input id="burst-file" ref={fileInput} type="file" accept=".csv,.txt,text/csv,text/plain" />
          </div>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primaryButton} disabled={busy}>
            {t('import')}
          </button>
          {busy ? <Spinner inline label={t('working')} /> : null}
        </div>
      </form>
      <ReportTable columns={columns} rows={rows} caption={t('caption')} fileName="bin-burst-imports.xls" rowActions={actions} onRowAction={(_, row) => void generate(Number(row.DrawId))} />
      {shown?.Payout ? (
        <ReportTable
          columns={payoutColumns}
          rows={payoutRows}
          caption={t('payoutCaption', { drawDate: drawDateText(shown.DrawDate), total: shown.Payout.Total })}
          fileName="bin-burst-payout.xls"
        />
      ) : null}
    </section>
  );
}
