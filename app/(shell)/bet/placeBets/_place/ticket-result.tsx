'use client';

import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { PlacedText, PlacedTicket } from '@/lib/contract/bets';
import { formatDollars } from '@/lib/domain/money';
import { drawDateText } from '@/lib/domain/tickets';
import styles from './place-bets.module.css';

/** The tickets a submit placed (one per draw), each with its bets, and what the bet text left out. */
export function TicketResult({ tickets, ignored }: { tickets: PlacedTicket[]; ignored: PlacedText['Ignored'] }) {
  const t = useTranslations('placeBets');
  const last = tickets.at(-1);
  return (
    <AlertBox kind="success">
      {tickets.map((ticket) => (
        <section key={ticket.TicketId} className={styles.ticket} data-testid="placed-ticket" data-ticket-id={ticket.TicketId}>
          <p>
            {t(ticket.Replayed ? 'replayed' : 'placed', {
              ticketId: ticket.TicketId,
              userId: ticket.UserId,
              drawDate: drawDateText(ticket.DrawDate),
              count: ticket.Bets.length,
              total: formatDollars(ticket.Total),
            })}
          </p>
          <ul className={styles.placedBets}>
            {ticket.Bets.map((bet) => (
              <li key={bet.BetId}>
                {bet.Kind === 'TT'
                  ? t('placedEntry', { numbers: bet.Numbers.join(' '), amount: formatDollars(bet.Amount), count: bet.Count, cost: formatDollars(bet.Cost) })
                  : t('placedBet', {
                      number: bet.Number,
                      big: formatDollars(bet.Big),
                      small: formatDollars(bet.Small),
                      kind: t(`kinds.${bet.Kind.toLowerCase()}`),
                      cost: formatDollars(bet.Cost),
                    })}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {last ? <p data-testid="credit-after">{t('creditAfter', { creditLeft: formatDollars(last.CreditLeft) })}</p> : null}
      {ignored.length > 0 ? (
        <p>
          {t('ignoredPlaced', { items: ignored.map((item) => item.Text).join(' ') })}
        </p>
      ) : null}
    </AlertBox>
  );
}
