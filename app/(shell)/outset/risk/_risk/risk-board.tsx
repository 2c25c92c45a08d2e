'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { Field } from '@/app/_components/form/field';
import { ReportTable, type ReportColumn, type ReportRow, type ReportRowAction } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { RiskBoard, RiskNumber } from '@/lib/contract/risk-board';
import { formatMoney } from '@/lib/domain/money';
import { formatShownDateTime } from '@/lib/domain/operator-time';
import { RISK_TOP } from '@/lib/domain/risk-board';
import { drawDateText } from '@/lib/domain/tickets';
import { ApiError } from '@/lib/http/api-error';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';

const BOARD_URL = '/api/v1/riskBoard';
const LOCK_URL = '/api/v1/riskLock';
const CAP_URL = '/api/v1/riskCap';
/** How often the board is read again (docs/decisions/risk-board.md, "Live"). */
const POLL_MS = 2_000;
const NUMBER = /^\d{4}$/;
const CAP = /^\d{1,12}(\.\d{1,2})?$/;
const fetchBoard = (url: string) => requestJson<RiskBoard>(url);

/**
 * The board: read again every two seconds while the page is open (no reload), the auto-lock cap and a
 * number lock form, the locked numbers and the top numbers by potential payout, each with Lock or Unlock.
 */
export function RiskBoardView({ initial }: { initial: RiskBoard }) {
  const t = useTranslations('riskBoard');
  const tApp = useTranslations('app');
  const { data, error: stale, mutate } = useSWR<RiskBoard>(BOARD_URL, fetchBoard, { fallbackData: initial, refreshInterval: POLL_MS, revalidateOnFocus: true });
  const board = data ?? initial;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [cap, setCap] = useState(board.Cap ?? '');
  const [capError, setCapError] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);

  async function send(action: () => Promise<string>, onField?: (field: string, text: string) => boolean) {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'success', text: await action() });
      await mutate();
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      const field = error instanceof ApiError ? error.body.field : undefined;
      if (text !== null && !(field && onField?.(field, text))) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  function saveCap(event: FormEvent<HTMLFormElement>, clear: boolean) {
    event.preventDefault();
    const value = cap.trim();
    if (!clear && !(CAP.test(value) && Number(value) > 0)) return setCapError(t('capInvalid'));
    setCapError(null);
    void send(
      async () => {
        const saved = await requestJson<{ Cap: string | null }>(CAP_URL, { method: 'PUT', json: { Cap: clear ? null : value } });
        if (clear) setCap('');
        return saved.Cap === null ? t('capCleared') : t('capSaved', { cap: formatMoney(saved.Cap) });
      },
      (field, text) => field === 'Cap' && (setCapError(text), true),
    );
  }

  function setLock(target: string, locked: boolean) {
    if (!board.Draw) return;
    const drawId = board.Draw.DrawId;
    void send(
      async () => {
        await requestJson<{ Number: RiskNumber }>(LOCK_URL, { method: 'POST', json: { DrawId: drawId, Number: target, Locked: locked } });
        return t(locked ? 'locked' : 'unlocked', { number: target });
      },
      (field, text) => field === 'Number' && (setNumberError(text), true),
    );
  }

  function lockTyped(event: FormEvent<HTMLFormElement>, locked: boolean) {
    event.preventDefault();
    const value = number.trim();
    if (!NUMBER.test(value)) return setNumberError(t('numberInvalid'));
    setNumberError(null);
    setLock(value, locked);
  }

  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'Number', label: t('columns.number'), kind: 'text' },
      { key: 'Status', label: t('columns.status'), kind: 'text' },
      { key: 'Big', label: t('columns.big'), kind: 'money' },
      { key: 'Small', label: t('columns.small'), kind: 'money' },
      { key: 'FIRST', label: t('columns.first'), kind: 'money' },
      { key: 'SECOND', label: t('columns.second'), kind: 'money' },
      { key: 'THIRD', label: t('columns.third'), kind: 'money' },
      { key: 'STARTER', label: t('columns.starter'), kind: 'money' },
      { key: 'CONSOLATION', label: t('columns.consolation'), kind: 'money' },
      { key: 'MaxPayout', label: t('columns.maxPayout'), kind: 'money' },
      { key: 'SharePercent', label: t('columns.share'), kind: 'number' },
    ],
    [t],
  );
  const actions = useMemo<readonly ReportRowAction[]>(
    () => [
      { key: 'lock', label: t('columns.action'), text: t('lock'), name: (row) => t('lockNumber', { number: String(row.Number) }), applies: (row) => row.Locked !== true },
      { key: 'unlock', label: t('columns.action'), text: t('unlock'), name: (row) => t('unlockNumber', { number: String(row.Number) }), applies: (row) => row.Locked === true },
    ],
    [t],
  );
  const rowsOf = (numbers: readonly RiskNumber[]): ReportRow[] =>
    numbers.map((row) => ({
      Number: row.Number,
      Status: t(row.AutoLocked ? 'statuses.autoLocked' : row.Locked ? 'statuses.locked' : 'statuses.open'),
      Locked: row.Locked,
      Big: row.Big,
      Small: row.Small,
      ...row.Payouts,
      MaxPayout: row.MaxPayout,
      SharePercent: row.SharePercent,
    }));
  const top = useMemo(() => rowsOf(board.Top), [board.Top]); // eslint-disable-line react-hooks/exhaustive-deps
  const locked = useMemo(() => rowsOf(board.Locked), [board.Locked]); // eslint-disable-line react-hooks/exhaustive-deps
  const onAction = (action: string, row: ReportRow) => setLock(String(row.Number), action === 'lock');

  return (
    <>
      <div className={styles.section} aria-live="polite">
        {board.Draw ? (
          <p>
            <strong>{t('draw', { drawDate: drawDateText(board.Draw.DrawDate), close: formatShownDateTime(board.Draw.CloseAt) })}</strong>
            {' · '}
            {t('summary', { numbers: board.Numbers, big: formatMoney(board.TotalBig), small: formatMoney(board.TotalSmall) })}
          </p>
        ) : (
          <p>{t('noDraw')}</p>
        )}
        <p className={styles.note} data-testid="risk-as-of">
          {stale ? t('stale', { time: formatShownDateTime(board.AsOf) }) : `${t('live')} ${t('asOf', { time: formatShownDateTime(board.AsOf) })}`}
        </p>
      </div>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <form className={styles.form} onSubmit={(event) => saveCap(event, false)} noValidate aria-busy={busy} aria-labelledby="risk-cap-heading">
        <h2 id="risk-cap-heading" className={styles.heading}>
          {t('capHeading')}
        </h2>
        <p className={styles.note}>{board.Cap ? t('capNow', { cap: formatMoney(board.Cap) }) : t('capNone')}</p>
        <div className={styles.row}>
          <Field name="Cap" label={t('cap')} hint={t('capHint')} error={capError ?? undefined} value={cap} onChange={setCap} required={false} inputMode="decimal" autoComplete="off" maxLength={15} />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primaryButton} disabled={busy}>
            {t('saveCap')}
          </button>
          {board.Cap ? (
            <button type="button" className={buttons.secondaryButton} disabled={busy} onClick={(event) => saveCap(event as unknown as FormEvent<HTMLFormElement>, true)}>
              {t('clearCap')}
            </button>
          ) : null}
          {busy ? <Spinner inline label={t('saving')} /> : null}
        </div>
      </form>
      {board.Draw ? (
        <form className={styles.form} onSubmit={(event) => lockTyped(event, true)} noValidate aria-busy={busy} aria-labelledby="risk-lock-heading">
          <h2 id="risk-lock-heading" className={styles.heading}>
            {t('lockHeading')}
          </h2>
          <div className={styles.row}>
            <Field name="Number" label={t('number')} hint={t('numberHint')} error={numberError ?? undefined} value={number} onChange={setNumber} required={false} inputMode="numeric" autoComplete="off" maxLength={4} />
          </div>
          <div className={styles.actions}>
            <button type="submit" className={buttons.primaryButton} disabled={busy}>
              {t('lock')}
            </button>
            <button type="button" className={buttons.secondaryButton} disabled={busy} onClick={(event) => lockTyped(event as unknown as FormEvent<HTMLFormElement>, false)}>
              {t('unlock')}
            </button>
          </div>
        </form>
      ) : null}
      <section className={styles.section} aria-labelledby="risk-locked-heading">
        <h2 id="risk-locked-heading" className={styles.heading}>
          {t('lockedHeading')}
        </h2>
        {locked.length === 0 ? (
          <p className={styles.note}>{t('noLocked')}</p>
        ) : (
          <ReportTable columns={columns} rows={locked} caption={t('lockedHeading')} fileName="risk-locked.xls" rowActions={actions} onRowAction={onAction} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="risk-top-heading">
        <h2 id="risk-top-heading" className={styles.heading}>
          {t('topHeading', { count: RISK_TOP })}
        </h2>
        {top.length === 0 ? (
          <p className={styles.note}>{t('noBets')}</p>
        ) : (
          <ReportTable columns={columns} rows={top} caption={t('topHeading', { count: RISK_TOP })} fileName="risk-board.xls" rowActions={actions} onRowAction={onAction} />
        )}
      </section>
    </>
  );
}
