// Helpers of the bet tests: keys, the open draw of a location, placing and reading CreditLeft.
import { randomUUID } from 'node:crypto';
import { scoped } from './actors';
import { sendJson } from './entry';
import type { Answer, Platform } from './harness';

export interface DrawItem {
  DrawId: number;
  DrawDate: string;
  CloseDate: string;
  Status: string;
}

export interface PlacedBet {
  BetId: number;
  Kind: string;
  Number?: string;
  Numbers?: string[];
  Cost: string;
  Count: number;
}

export interface PlacedTicket {
  TicketId: number;
  UserId: string;
  DrawId: number;
  Total: string;
  CreditLeft: string;
  Replayed: boolean;
  Deletable: boolean;
  Source: string;
  Bets: PlacedBet[];
}

export const newKey = () => randomUUID();

/** The draw taking bets now in the location (the tests' clock is before Sunday's 18:00 close). */
export async function openDraw(platform: Platform, token: string, locId = 'SG'): Promise<DrawItem> {
  const answer = await platform.get<DrawItem>(scoped('draw/activeLatest', locId), token);
  if (answer.status !== 200 || answer.body.Status !== 'OPEN') throw new Error(`no open draw in ${locId}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Every draw of the location, newest first. */
export async function drawsOf(platform: Platform, token: string, locId = 'SG'): Promise<DrawItem[]> {
  return (await platform.get<DrawItem[]>(scoped('draw/dateAll', locId), token)).body;
}

export function placeTicket<T = PlacedTicket>(platform: Platform, token: string, body: unknown, locId = 'SG'): Promise<Answer<T>> {
  return sendJson<T>(platform, 'POST', scoped('bet', locId), body, token);
}

export function placeText<T = { Tickets: PlacedTicket[]; Ignored: unknown[] }>(
  platform: Platform,
  token: string,
  body: unknown,
  locId = 'SG',
): Promise<Answer<T>> {
  return sendJson<T>(platform, 'POST', scoped('bet/t', locId), body, token);
}

export function remove<T = unknown>(platform: Platform, token: string, resource: string, query: string, locId = 'SG'): Promise<Answer<T>> {
  return platform.request<T>(scoped(resource, locId, query), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
}

/** The member's CreditLeft as its profile shows it (read by an admin). */
export async function creditLeftOf(platform: Platform, adminToken: string, userId: string, locId = 'SG'): Promise<string> {
  const answer = await platform.get<{ CreditLeft: string }>(scoped('dMemberProfile', locId, `UserId=${userId}`), adminToken);
  return answer.body.CreditLeft;
}

/** Money text to cents, for sums in assertions. */
export const cents = (money: string) => Math.round(Number(money) * 100);
