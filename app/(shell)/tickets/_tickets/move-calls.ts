// Moving bets before the close, through the BFF forwarder: bet/transfer (whole tickets to another
// member), bet/transfer4 (chosen lines into one new ticket of another member, under a key kept across
// retries) and bet/page/combine (tickets of one member and draw into the first). Types only.
import { requestJson } from '@/lib/client/http';
import type { Ticket, Transferred } from '@/lib/contract/bets';

export function transferTickets(ticketIds: readonly number[], toUserId: string): Promise<Transferred> {
  return requestJson<Transferred>('/api/v1/bet/transfer', { method: 'POST', json: { TicketIds: ticketIds, ToUserId: toUserId } });
}

export function transferLines(betIds: readonly number[], toUserId: string, key: string): Promise<Transferred> {
  return requestJson<Transferred>('/api/v1/bet/transfer4', { method: 'POST', json: { BetIds: betIds, ToUserId: toUserId, IdempotencyKey: key } });
}

export function combineTickets(ticketIds: readonly number[]): Promise<Ticket> {
  return requestJson<Ticket>('/api/v1/bet/page/combine', { method: 'POST', json: { TicketIds: ticketIds } });
}
