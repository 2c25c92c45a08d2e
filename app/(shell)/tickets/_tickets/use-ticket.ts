import { useState } from 'react';
import useSWR from 'swr';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { Ticket } from '@/lib/contract/bets';

/** GET bet/view through the BFF forwarder, which adds the location's prefix and LocId. */
export function ticketUrl(ticketId: number): string {
  return `/api/v1/bet/view?TicketId=${encodeURIComponent(String(ticketId))}`;
}

const fetchTicket = (url: string) => requestJson<Ticket>(url);

/**
 * One ticket with its bets, for its details. A failure goes through handleApiFailure (a session that
 * ended leaves for its page; anything else gives the text to show, reported when it has no message);
 * the text belongs to the ticket that failed, so it never shows for another one.
 */
export function useTicket(ticketId: number | null, genericText: string) {
  const key = ticketId === null ? null : ticketUrl(ticketId);
  const [failure, setFailure] = useState<{ key: string; text: string } | null>(null);
  const { data, isLoading, mutate } = useSWR<Ticket>(key, fetchTicket, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error, failedKey) => {
      const text = handleApiFailure(error, genericText);
      if (text !== null) setFailure({ key: failedKey, text });
    },
    onSuccess: (_ticket, loadedKey) => setFailure((current) => (current?.key === loadedKey ? null : current)),
  });
  return { ticket: data, loading: isLoading, errorText: failure && failure.key === key ? failure.text : null, reload: mutate };
}
