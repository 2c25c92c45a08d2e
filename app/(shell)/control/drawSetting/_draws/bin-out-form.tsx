'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import buttons from '@/app/_components/buttons.module.css';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { JobStarted } from '@/lib/contract/results';
import { confirmNumbers, outDraftOf, outProblems, outText, sentIndexOf, stakeColumns, type OutDraft, type StakeColumn } from '@/lib/domain/bin-out';
import { formatMoney } from '@/lib/domain/money';
import { ApiError } from '@/lib/http/api-error';
import { AmountCells, AmountHeaders, useColumnName } from './amount-cells';
import { startTool, type ToolResult } from './tool-calls';
import { useFailureText } from './use-failure-text';
import styles from './draw-setting.module.css';

export interface BinOutFormProps {
  locId: string;
  drawId: number;
  game: '4D' | 'TT';
  /** The burst run here (the draw's latest), or null: only "as is" is offered. */
  burst: ToolResult<'burst'> | null;
  /** The Outs typed: kept by the panel, so nothing typed is lost on a refusal or a view change. */
  draft: OutDraft;
  onDraft: (draft: OutDraft) => void;
  /** A job (or the panel) is running: nothing is sent. */
  disabled: boolean;
  onStarted: (started: JobStarted) => void;
}

const cellKey = (number: string, column: StakeColumn) => `${number}\u0000${column}`;

/**
 * Bin confirm: confirm the Out of the draw's latest burst as it is, or edit the Out of each number
 * (0 to its In, at most 2 decimals) before confirming. The shared rules (lib/domain/bin-out.ts) check
 * every cell first; a refusal shows at its number when the platform names one.
 */
export function BinOutForm({ locId, drawId, game, burst, draft, onDraft, disabled, onStarted }: BinOutFormProps) {
  const t = useTranslations('drawSetting.tools');
  const failureText = useFailureText();
  const name = useColumnName();
  const columns = stakeColumns(game);
  const numbers = burst?.Numbers ?? [];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const idOf = (index: number, column: StakeColumn) => `bin-out-${index}-${column}`;

  async function send(edited: boolean) {
    if (disabled || sending) return;
    setFormError('');
    let sent: ReturnType<typeof confirmNumbers> | undefined;
    if (edited) {
      const problems = outProblems(numbers, draft, game);
      if (problems.length > 0) {
        const found: Record<string, string> = {};
        for (const problem of problems) {
          const row = numbers.find((item) => item.Number === problem.number);
          found[cellKey(problem.number, problem.column)] = t(`confirm.problems.${problem.code}`, { in: formatMoney(row?.In[problem.column] ?? '0.00') });
        }
        setErrors(found);
        setFormError(t('confirm.fix'));
        const first = problems[0];
        if (first) document.getElementById(idOf(numbers.findIndex((row) => row.Number === first.number), first.column))?.focus();
        return;
      }
      sent = confirmNumbers(numbers, draft, game);
    }
    setErrors({});
    setSending(true);
    try {
      onStarted(await startTool(locId, 'confirm', drawId, sent));
    } catch (error) {
      const text = failureText(error);
      const index = error instanceof ApiError ? sentIndexOf(error.body.field) : null;
      const number = index === null ? undefined : sent?.[index]?.Number;
      const column = columns[0];
      if (number && column && error instanceof ApiError) {
        setErrors({ [cellKey(number, column)]: error.body.message });
        document.getElementById(idOf(numbers.findIndex((row) => row.Number === number), column))?.focus();
      } else if (text !== null) setFormError(text);
    } finally {
      setSending(false);
    }
  }

  const change = (number: string, column: StakeColumn, value: string) => {
    onDraft({ ...draft, [number]: { ...draft[number], [column]: value } });
    const key = cellKey(number, column);
    if (errors[key]) setErrors((current) => ({ ...current, [key]: '' }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(true);
  };

  const busy = disabled || sending;
  return (
    <form className={styles.toolResult} onSubmit={submit} noValidate aria-busy={sending}>
      <h3 className={styles.subheading}>{t('confirm.title')}</h3>
      <p className={styles.hint}>{t(burst && numbers.length > 0 ? 'confirm.hintEdit' : 'confirm.hintNoBurst')}</p>
      {numbers.length > 0 ? (
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('confirm.editCaption', { count: numbers.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <AmountHeaders what={t('burst.in')} columns={columns} />
                <AmountHeaders what={t('burst.burst')} columns={columns} />
                <AmountHeaders what={t('confirm.out')} columns={columns} />
              </tr>
            </thead>
            <tbody>
              {numbers.map((row, index) => (
                <tr key={row.Number}>
                  <th scope="row">{row.Number}</th>
                  <AmountCells amounts={row.In} columns={columns} />
                  <AmountCells amounts={row.Burst} columns={columns} />
                  {columns.map((column) => {
                    const id = idOf(index, column);
                    const error = errors[cellKey(row.Number, column)];
                    return (
                      <td key={column}>
                        <input
                          id={id}
                          className={styles.amount}
                          inputMode="decimal"
                          autoComplete="off"
                          maxLength={16}
                          value={outText(draft, row, column)}
                          aria-label={t('confirm.outLabel', { what: name(t('confirm.out'), column), number: row.Number })}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          onChange={(event) => change(row.Number, column, event.target.value)}
                        />
                        {error ? (
                          <small id={`${id}-error`} className={styles.problem}>
                            {error}
                          </small>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {formError ? <AlertBox kind="error">{formError}</AlertBox> : null}
      <div className={styles.buttons}>
        {numbers.length > 0 ? (
          <>
            <button type="submit" className={buttons.primary} disabled={busy}>
              {t('confirm.edited')}
            </button>
            <button type="button" className={buttons.secondary} disabled={busy} onClick={() => onDraft(outDraftOf(numbers, game))}>
              {t('confirm.restore')}
            </button>
          </>
        ) : null}
        <button type="button" className={numbers.length > 0 ? buttons.secondary : buttons.primary} disabled={busy} onClick={() => void send(false)}>
          {t('confirm.asIs')}
        </button>
      </div>
    </form>
  );
}
