'use client';

import { useTranslations } from 'next-intl';
import type { Bet, Ticket } from '@/lib/contract/bets';
import { formatMoney } from '@/lib/domain/money';
import { betKindKey, betNumbers } from '@/lib/domain/tickets';
import ticketStyles from './ticket-details.module.css';
import styles from './tickets.module.css';
import buttons from '@/app/_components/form/action-buttons.module.css';

export interface TicketBetsProps {
  ticket: Ticket;
  /** Shown when the ticket is Deletable: a Delete button per bet. */
  onDelete?: (bet: Bet) => void;
  /** Shown when lines may be transferred: a checkbox per bet (the ticked BetIds, and their toggle). */
  choice?: { chosen: readonly number[]; toggle: (betId: number, on: boolean) => void };
}

/** A bet's kind as shown: translated, with a Toto entry's tag after it. */
export function useBetKind(): (bet: Bet) => string {
  const t = useTranslations('tickets');
  return (bet) => {
    const kind = t(`kinds.${betKindKey(bet)}`);
    return bet.Kind === 'TT' && bet.Tag ? `${kind} · ${t(`tags.${bet.Tag}`)}` : kind;
  };
}

/**
 * The bets of a ticket: number(s), kind, stakes (Big and Small for 4D, Amount for Toto), the lines a
 * bet stands for and its cost, all money with 2 decimals. A table on a wide screen; under 600 px each
 * bet is a card of labelled cells (the roles keep it a table for screen readers).
 */
export function TicketBets({ ticket, onDelete, choice }: TicketBetsProps) {
  const t = useTranslations('tickets');
  const kindOf = useBetKind();
  const toto = ticket.Bets.some((bet) => bet.Kind === 'TT');
  const header = [
    t(toto ? 'columns.Numbers' : 'columns.Number'),
    t('columns.Kind'),
    ...(toto ? [t('columns.Amount')] : [t('columns.Big'), t('columns.Small')]),
    t('columns.Count'),
    t('columns.Cost'),
  ];
  if (ticket.Bets.length === 0) return <p className={styles.note}>{t('details.noBets')}</p>;
  return (
    <table role="table" className={ticketStyles.bets} aria-label={t('details.bets', { ticketId: String(ticket.TicketId) })}>
      <thead role="rowgroup">
        <tr role="row">
          {choice ? (
            <th role="columnheader" scope="col">
              <span className="visually-hidden">{t('moves.chooseColumn')}</span>
            </th>
          ) : null}
          {header.map((label) => (
            <th key={label} role="columnheader" scope="col">
              {label}
            </th>
          ))}
          {onDelete ? (
            <th role="columnheader" scope="col">
              <span className="visually-hidden">{t('columns.action')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {ticket.Bets.map((bet) => {
          const number = betNumbers(bet);
          const stakes = bet.Kind === 'TT' ? [bet.Amount] : [bet.Big, bet.Small];
          const cells = [number, kindOf(bet), ...stakes.map((money) => formatMoney(money)), String(bet.Count), formatMoney(bet.Cost)];
          return (
            <tr key={bet.BetId} role="row">
              {choice ? (
                <td role="cell">
                  <input
                    type="checkbox"
                    aria-label={t('moves.chooseLine', { number })}
                    checked={choice.chosen.includes(bet.BetId)}
                    onChange={(event) => choice.toggle(bet.BetId, event.target.checked)}
                  />
                </td>
              ) : null}
              {cells.map((text, index) => (
                <td key={header[index]} role="cell" data-label={header[index]} className={index >= 2 ? ticketStyles.numeric : index === 0 ? ticketStyles.number : undefined}>
                  {text}
                </td>
              ))}
              {onDelete ? (
                <td role="cell" className={ticketStyles.betAction}>
                  <button
                    type="button"
                    className={buttons.smallDanger}
                    aria-label={t('details.deleteBetName', { number })}
                    onClick={() => onDelete(bet)}
                  >
                    {t('details.deleteBet')}
                  </button>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
