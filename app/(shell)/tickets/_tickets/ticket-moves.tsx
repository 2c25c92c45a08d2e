'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { fieldText, type ReportRow } from '@/app/_components/report-table/report-table';
import { formatDollars } from '@/lib/domain/money';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { MemberSelect } from './member-select';
import { useMove } from './use-move';
import type { Outcome } from '@/app/_components/form/outcome';
import styles from './tickets.module.css';
import buttons from '@/app/_components/form/action-buttons.module.css';

export interface TicketMovesProps {
  /** The tickets of the page (TicketId, UserId, DrawDate, DrawDateIso, Total). */
  rows: readonly ReportRow[];
  /** The members the caller may move bets to (its downline's members; empty for a member). */
  members: readonly string[];
  onOutcome: (outcome: Outcome) => void;
  onMoved: () => void;
}

/**
 * Transfer or combine tickets of the page: a checkbox per ticket, then "Transfer to" a member (every
 * chosen ticket moves whole) or "Combine" (two or more tickets of one member and draw become the
 * oldest of them). Each asks first; the platform refuses a closed draw and says why.
 */
export function TicketMoves({ rows, members, onOutcome, onMoved }: TicketMovesProps) {
  const t = useTranslations('tickets.moves');
  const id = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const [toUserId, setToUserId] = useState('');
  const [problem, setProblem] = useState('');
  const move = useMove({
    onOutcome,
    onMoved: (_move, done) => {
      if (done) setChosen([]);
      onMoved();
    },
  });
  const picked = rows.filter((row) => chosen.includes(Number(row.TicketId)));
  const ids = picked.map((row) => Number(row.TicketId)).sort((a, b) => a - b);

  function toggle(ticketId: number, on: boolean) {
    setProblem('');
    setChosen((current) => (on ? [...current, ticketId] : current.filter((other) => other !== ticketId)));
  }

  function transfer() {
    if (ids.length === 0) return setProblem(t('chooseTickets'));
    if (!toUserId) return setProblem(t('chooseMember'));
    move.ask({ kind: 'transfer', ticketIds: ids, toUserId });
  }

  function combine() {
    if (ids.length < 2) return setProblem(t('chooseTwo'));
    const [first] = picked;
    if (picked.some((row) => row.UserId !== first?.UserId || row.DrawDateIso !== first?.DrawDateIso)) return setProblem(t('oneMemberAndDraw'));
    move.ask({ kind: 'combine', ticketIds: ids, userId: fieldText(first?.UserId) });
  }

  if (rows.length === 0) return null;
  return (
    <details className={styles.moves}>
      <summary>{t('title')}</summary>
      <fieldset className={styles.moveList} aria-describedby={problem ? `${id}-problem` : undefined}>
        <legend>{t('chooseLegend')}</legend>
        {rows.map((row) => {
          const ticketId = Number(row.TicketId);
          return (
            <label key={ticketId} className={styles.moveCheck}>
              <input type="checkbox" checked={chosen.includes(ticketId)} onChange={(event) => toggle(ticketId, event.target.checked)} />
              {t('ticketLabel', { ticketId: String(ticketId), userId: fieldText(row.UserId), drawDate: fieldText(row.DrawDate), total: formatDollars(fieldText(row.Total)) })}
            </label>
          );
        })}
      </fieldset>
      {problem ? <p id={`${id}-problem`} className={styles.error} role="alert">{problem}</p> : null}
      <div className={buttons.actions}>
        {members.length > 0 ? (
          <>
            <MemberSelect id={`${id}-to`} members={members} value={toUserId} onChange={(value) => { setToUserId(value); setProblem(''); }} />
            <button type="button" className={buttons.secondaryButton} disabled={move.busy} onClick={transfer}>
              {t('transfer')}
            </button>
          </>
        ) : null}
        <button type="button" className={buttons.secondaryButton} disabled={move.busy} onClick={combine}>
          {t('combine')}
        </button>
      </div>
      <ConfirmDialog {...move.dialog} />
    </details>
  );
}
