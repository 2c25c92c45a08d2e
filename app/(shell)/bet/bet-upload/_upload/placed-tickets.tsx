'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { DrawOption } from '@/app/_components/widgets/draw-date-picker';
import type { AcceptedGroup, ProcessLine } from '@/lib/contract/files';
import { formatDollars } from '@/lib/domain/money';
import { drawDateText, ticketsHref } from '@/lib/domain/tickets';
import styles from './bet-upload.module.css';

const TICKETS_PATH = '/tickets/page';

/** View Tickets on the ticket's draw, narrowed to its member, where the ticket is listed. */
function ticketLink(locId: string, userId: string, drawId: number | undefined): string {
  return ticketsHref(TICKETS_PATH, { LocId: locId, VW: 'TICKET', UserId: userId, DrawId: drawId === undefined ? undefined : String(drawId) });
}

/** The line groups a job placed, each with its tickets as links to View Tickets. */
export function PlacedTickets({ locId, userId, lines, draws }: { locId: string; userId: string; lines: readonly ProcessLine[]; draws: readonly DrawOption[] }) {
  const t = useTranslations('betUpload.process');
  const groups = lines.filter((line): line is AcceptedGroup => line.Result === 'ACCEPTED');
  if (groups.length === 0) return null;
  const drawIdOf = (date: string | undefined) => draws.find((draw) => draw.DrawDate === date)?.DrawId;
  return (
    <div className={styles.placed}>
      <h3 className={styles.subheading}>{t('ticketsTitle')}</h3>
      <ul className={styles.ticketList} data-testid="placed-tickets">
        {groups.map((group) =>
          group.TicketIds.map((ticketId, index) => {
            const drawDate = group.DrawDates[index] ?? group.DrawDates[0];
            return (
              <li key={ticketId} data-ticket-id={ticketId}>
                <Link href={ticketLink(locId, userId, drawIdOf(drawDate))}>{t('ticket', { ticketId })}</Link>{' '}
                {t('ticketLines', {
                  from: group.FromLine,
                  to: group.ToLine,
                  count: group.Count,
                  drawDate: drawDate ? drawDateText(drawDate) : '',
                  total: formatDollars(group.Total),
                })}
              </li>
            );
          }),
        )}
      </ul>
    </div>
  );
}
