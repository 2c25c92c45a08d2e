'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { MemberSelect } from './member-select';
import type { Outcome } from '@/app/_components/form/outcome';
import { useMove } from './use-move';
import styles from './tickets.module.css';
import buttons from '@/app/_components/form/action-buttons.module.css';

export interface LineTransferProps {
  ticketId: number;
  /** The bets ticked in the ticket's table. */
  betIds: readonly number[];
  members: readonly string[];
  onOutcome: (outcome: Outcome) => void;
  /** The lines moved (done) or the ticket proved out of date: reload it and the list. */
  onMoved: (done: boolean) => void;
}

/** bet/transfer4 from a ticket's details: the ticked lines go into one new ticket of the member chosen. */
export function LineTransfer({ ticketId, betIds, members, onOutcome, onMoved }: LineTransferProps) {
  const t = useTranslations('tickets.moves');
  const id = useId();
  const [toUserId, setToUserId] = useState('');
  const [problem, setProblem] = useState('');
  const move = useMove({ onOutcome, onMoved: (_move, done) => onMoved(done) });

  function ask() {
    if (betIds.length === 0) return setProblem(t('chooseLines'));
    if (!toUserId) return setProblem(t('chooseMember'));
    setProblem('');
    move.ask({ kind: 'lines', ticketId, betIds: [...betIds], toUserId });
  }

  return (
    <div className={buttons.actions}>
      <MemberSelect id={`${id}-to`} members={members} value={toUserId} onChange={(value) => { setToUserId(value); setProblem(''); }} />
      <button type="button" className={buttons.secondaryButton} disabled={move.busy} onClick={ask}>
        {t('transferLines')}
      </button>
      {problem ? <p className={styles.error} role="alert">{problem}</p> : null}
      <ConfirmDialog {...move.dialog} />
    </div>
  );
}
