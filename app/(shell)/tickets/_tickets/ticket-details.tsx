'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { Ticket } from '@/lib/contract/bets';
import { formatDollars } from '@/lib/domain/money';
import { betNumbers, drawDateText, localDateTime } from '@/lib/domain/tickets';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { LineTransfer } from './line-transfer';
import { TicketBets, useBetKind } from './ticket-bets';
import type { Outcome } from '@/app/_components/form/outcome';
import { useDeletion } from './use-deletion';
import { useTicket } from './use-ticket';
import dialogBox from '@/app/_components/form/confirm-dialog.module.css';
import ticketStyles from './ticket-details.module.css';
import styles from './tickets.module.css';
import buttons from '@/app/_components/form/action-buttons.module.css';

export interface TicketDetailsProps {
  /** The ticket shown, or null while the dialog is closed. */
  ticketId: number | null;
  /** The latest deletion's outcome, repeated inside the dialog while it is open. */
  outcome: Outcome | null;
  onOutcome: (outcome: Outcome) => void;
  /** A deletion went through, or proved the page out of date: the list must load again. */
  onChanged: () => void;
  onClose: () => void;
  /** The members its lines may be transferred to (none: no transfer offered). */
  members?: readonly string[];
}

function Facts({ ticket }: { ticket: Ticket }) {
  const t = useTranslations('tickets');
  const facts: [string, string][] = [
    [t('details.member'), ticket.UserId],
    [t('details.draw'), drawDateText(ticket.DrawDate)],
    [t('details.created'), localDateTime(ticket.CreatedDate)],
    [t('details.createdBy'), ticket.CreatedBy],
    [t('details.source'), t(`sources.${ticket.Source}`)],
    [t('details.betCount'), String(ticket.Bets.length)],
    [t('details.total'), formatDollars(ticket.Total)],
  ];
  return (
    <dl className={ticketStyles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={ticketStyles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A ticket's details in a modal dialog (bet/view): its fields and bets, and, while the ticket is
 * Deletable, "Delete ticket" and a Delete per bet, each after a confirmation. After a bet goes the
 * ticket loads again and the focus returns to the dialog's title; after the ticket goes the dialog closes.
 */
export function TicketDetails({ ticketId, outcome, onOutcome, onChanged, onClose, members = [] }: TicketDetailsProps) {
  const t = useTranslations('tickets');
  const tApp = useTranslations('app');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);
  const kindOf = useBetKind();
  const [chosen, setChosen] = useState<{ ticketId: number | null; betIds: number[] }>({ ticketId: null, betIds: [] });
  const { ticket, loading, errorText, reload } = useTicket(ticketId, tApp('genericError'));
  const deletion = useDeletion({
    onOutcome,
    onDeleted: (_target, deleted) => {
      onChanged();
      if (deleted.TicketDeleted) return onClose();
      refocus.current = true;
      void reload();
    },
    onStale: () => {
      onChanged();
      void reload();
    },
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (ticketId !== null && !element.open) element.showModal();
    else if (ticketId === null && element.open) element.close();
  }, [ticketId]);

  // After a deletion the button that asked may be gone: the focus goes back to the title.
  useEffect(() => {
    if (deletion.dialog.open || !refocus.current) return;
    refocus.current = false;
    heading.current?.focus();
  }, [deletion.dialog.open]);

  const shown = ticket && ticket.TicketId === ticketId ? ticket : undefined;
  const deletable = shown?.Deletable === true && shown.Bets.length > 0;
  // The ticked lines belong to the ticket shown; another ticket starts with none.
  const betIds = chosen.ticketId === ticketId ? chosen.betIds : [];
  const movable = deletable && members.length > 0;
  const toggle = (betId: number, on: boolean) =>
    setChosen({ ticketId, betIds: on ? [...betIds, betId] : betIds.filter((other) => other !== betId) });
  return (
    <dialog
      ref={dialog}
      className={`${dialogBox.panel} ${ticketStyles.details}`}
      aria-labelledby={`${id}-title`}
      onClose={(event) => {
        // The nested confirmation's close is not this dialog's.
        if (event.target === event.currentTarget && ticketId !== null) onClose();
      }}
    >
      <div className={ticketStyles.detailsHead}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={ticketStyles.detailsTitle}>
          {ticketId === null ? '' : t('details.title', { ticketId: String(ticketId) })}
        </h2>
        <button type="button" className={ticketStyles.closeButton} aria-label={t('details.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      {errorText ? <AlertBox kind="error">{errorText}</AlertBox> : null}
      {loading && !shown ? <Spinner inline label={t('details.loading')} /> : null}
      {shown ? (
        <>
          <Facts ticket={shown} />
          <div className={ticketStyles.betsScroll}>
            <TicketBets
              ticket={shown}
              choice={movable ? { chosen: betIds, toggle } : undefined}
              onDelete={
                deletable
                  ? (bet) =>
                      deletion.ask({ kind: 'bet', betId: bet.BetId, ticketId: shown.TicketId, userId: shown.UserId, number: betNumbers(bet), kindLabel: kindOf(bet), cost: bet.Cost })
                  : undefined
              }
            />
          </div>
          {shown.Deletable ? null : <p className={styles.note}>{t('details.notDeletable')}</p>}
          {movable ? (
            <LineTransfer
              ticketId={shown.TicketId}
              betIds={betIds}
              members={members}
              onOutcome={onOutcome}
              onMoved={(done) => {
                setChosen({ ticketId: null, betIds: [] });
                onChanged();
                if (done && betIds.length === shown.Bets.length) return onClose();
                void reload();
              }}
            />
          ) : null}
        </>
      ) : null}
      <div className={buttons.actions}>
        {deletable ? (
          <button
            type="button"
            className={buttons.dangerButton}
            onClick={() =>
              deletion.ask({
                kind: 'ticket',
                ticketId: shown.TicketId,
                userId: shown.UserId,
                betCount: shown.Bets.length,
                total: shown.Total,
                drawDate: drawDateText(shown.DrawDate),
              })
            }
          >
            {t('details.deleteTicket')}
          </button>
        ) : null}
        <button type="button" className={buttons.secondaryButton} onClick={onClose}>
          {t('details.close')}
        </button>
      </div>
      <ConfirmDialog {...deletion.dialog} />
    </dialog>
  );
}
