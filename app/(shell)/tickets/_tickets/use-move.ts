import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { handleApiFailure } from '@/lib/client/api-failure';
import { newIdempotencyKey } from '@/lib/client/idempotency';
import { formatDollars } from '@/lib/domain/money';
import { ApiError } from '@/lib/http/api-error';
import type { ConfirmDialogProps } from '@/app/_components/form/confirm-dialog';
import { combineTickets, transferLines, transferTickets } from './move-calls';
import type { Outcome } from '@/app/_components/form/outcome';

/** A move waiting for its confirmation. */
export type Move =
  | { kind: 'transfer'; ticketIds: number[]; toUserId: string }
  | { kind: 'lines'; ticketId: number; betIds: number[]; toUserId: string }
  | { kind: 'combine'; ticketIds: number[]; userId: string };

export interface MoveOptions {
  onOutcome: (outcome: Outcome) => void;
  /** The move went through, or the platform said the page is out of date (404, 409): reload. */
  onMoved: (move: Move, done: boolean) => void;
}

/**
 * Transfer and combine behind a confirmation: ask() opens it, its button sends the call. A transfer
 * of lines keeps its key across a retry of the same lines (a lost answer moves them once).
 */
export function useMove({ onOutcome, onMoved }: MoveOptions) {
  const t = useTranslations('tickets.moves');
  const tApp = useTranslations('app');
  const [move, setMove] = useState<Move | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef({ of: '', key: '' });

  async function run(asked: Move): Promise<string> {
    if (asked.kind === 'combine') {
      const ticket = await combineTickets(asked.ticketIds);
      return t('combined', { count: asked.ticketIds.length, ticketId: String(ticket.TicketId), total: formatDollars(ticket.Total) });
    }
    if (asked.kind === 'transfer') {
      const done = await transferTickets(asked.ticketIds, asked.toUserId);
      return t('transferred', { count: asked.ticketIds.length, userId: done.ToUserId, total: formatDollars(done.Total), creditLeft: formatDollars(done.CreditLeft) });
    }
    const of = `${asked.betIds.join(',')}>${asked.toUserId}`;
    if (key.current.of !== of) key.current = { of, key: newIdempotencyKey() };
    const done = await transferLines(asked.betIds, asked.toUserId, key.current.key);
    key.current = { of: '', key: '' };
    return t('linesTransferred', { count: asked.betIds.length, userId: done.ToUserId, ticketId: String(done.TicketIds[0] ?? ''), total: formatDollars(done.Total), creditLeft: formatDollars(done.CreditLeft) });
  }

  async function confirm() {
    if (move === null || busy) return;
    setBusy(true);
    try {
      onOutcome({ kind: 'success', text: await run(move) });
      onMoved(move, true);
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) onOutcome({ kind: 'error', text: t('refused', { reason: text }) });
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) onMoved(move, false);
    } finally {
      setBusy(false);
      setMove(null);
    }
  }

  let texts = { title: '', text: '', confirmText: '' };
  if (move?.kind === 'transfer') {
    texts = { title: t('transferTitle'), text: t('transferText', { count: move.ticketIds.length, ids: move.ticketIds.join(', '), userId: move.toUserId }), confirmText: t('transfer') };
  } else if (move?.kind === 'lines') {
    texts = { title: t('linesTitle'), text: t('linesText', { count: move.betIds.length, ticketId: String(move.ticketId), userId: move.toUserId }), confirmText: t('transferLines') };
  } else if (move?.kind === 'combine') {
    const [first, ...rest] = move.ticketIds;
    texts = { title: t('combineTitle'), text: t('combineText', { ids: rest.join(', '), ticketId: String(first ?? ''), userId: move.userId }), confirmText: t('combine') };
  }
  const dialog: ConfirmDialogProps = {
    open: move !== null,
    ...texts,
    busy,
    tone: 'primary',
    busyText: t('moving'),
    onConfirm: () => void confirm(),
    onCancel: () => setMove(null),
  };
  return { ask: setMove, busy, dialog };
}
