// Shared by the ticket pages' client tests (tickets-*.test.tsx): a native <dialog> for jsdom, the
// providers, and tickets as bet/view answers them.
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import type { Ticket } from '@/lib/contract/bets';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

/** jsdom has <dialog> without showModal and close: the open attribute and the close event are enough here. */
export function installDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** Messages, the GMT+8 time zone and an SWR cache of the test's own. */
export function Providers({ children, locale = 'en' }: { children: ReactNode; locale?: 'en' | 'zh' }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Singapore">
        {children}
      </NextIntlClientProvider>
    </SWRConfig>
  );
}

export const FOUR_D_TICKET: Ticket = {
  TicketId: 12,
  UserId: 'member1',
  LocId: 'SG',
  DrawId: 3,
  DrawDate: '2026-03-04',
  CreatedDate: '2026-03-03T02:00:00.000Z',
  CreatedBy: 'agent1',
  Source: 'WEB',
  Total: '1234.50',
  Deletable: true,
  Bets: [
    { BetId: 101, Kind: 'ORDINARY', Number: '1234', Big: '1', Small: '2.00', Count: 1, Cost: '3.00' },
    { BetId: 102, Kind: 'ROLL', Number: '12R4', Big: '123.15', Small: '0.00', Count: 10, Cost: '1231.50' },
  ],
};

export const TOTO_TICKET: Ticket = {
  ...FOUR_D_TICKET,
  TicketId: 30,
  LocId: 'TT',
  Source: 'SMS',
  Total: '14.00',
  Bets: [
    { BetId: 301, Kind: 'TT', Numbers: ['01', '02', '03', '04', '05', '06', '07'], Roll: false, Tag: 'STAR', Amount: '2.00', Count: 7, Cost: '14.00' },
  ],
};
