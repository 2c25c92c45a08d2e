// Inbound text bets (docs/decisions/messaging.md, "Inbound bets"): a message from a registered phone
// (mobile or mobile2) or a Telegram chat that shared such a phone is parsed by the one bet-text
// parser and placed by the one placement code (services/bets/text.ts) with the phone's owner as the
// actor: the member written first must be the owner or in its downline. Every message is logged; the
// same provider message id counts once (unique key; a repeat places nothing and gets no reply). The
// reply (ticket, bets, cost, CreditLeft, or each error at its position) goes through the outbox.
import { and, asc, eq, or } from 'drizzle-orm';
import type { MessageChannel } from '@/lib/contract/messaging';
import type { PlacedTicket } from '@/lib/contract/bets';
import { parseBetText } from '@/lib/domain/bet-text';
import type { Db } from '../../db/client';
import { messages, telegramChats, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { BetTextRefused, placeText } from '../bets/text';
import { findUser, type UserRow } from '../users/users';
import { enqueueMessage } from './outbox';

/** The fixed replies (SMS and bot replies are English, like the bet-text error messages). */
export const REPLY = {
  unregistered: 'This number is not registered. Register it on the website (Mobile) before betting by SMS or bot.',
  noDayCode: 'Write your member ID, then a day code, then the numbers with their stakes.',
  botStart: 'Welcome. Step 1: share your phone number with this bot (send your contact). Step 2: register the same number on the website (Mobile).',
  botShareOwn: 'Share your own phone number (your contact), not someone else\'s.',
  botLinked: (phone: string) => `Your number ${phone} is linked to this chat. Step 2: register ${phone} on the website (Mobile), then send bets here.`,
  botNotLinked: 'Share your phone number with this bot first (send your contact), then send bets.',
  failed: 'Your bet could not be placed. Check the website or call the help desk.',
} as const;

export interface Inbound {
  locId: string;
  channel: MessageChannel;
  /** Phone (digits, country code, no plus) for SMS; chat id for Telegram. */
  peer: string;
  /** The phone the bet is from (for Telegram: the one the chat shared), '' when unknown. */
  phone: string;
  /** The provider's message id: the same id twice is handled once. */
  providerId: string;
  text: string;
  now: Date;
}

export interface InboundOutcome {
  duplicate: boolean;
  messageId: number | null;
  tickets: PlacedTicket[];
}

/** The user a registered phone belongs to (mobile first, then mobile2; the lowest id if several). */
export async function ownerOfPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  if (phone === '') return undefined;
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(or(eq(users.mobile, phone), eq(users.mobile2, phone)))
    .orderBy(asc(users.userId))
    .limit(1);
  return row ? findUser(db, row.userId) : undefined;
}

/** Where a user is reached on a channel: its mobile (SMS) or a chat that shared it (Telegram). */
async function addressOf(db: Db, locId: string, user: UserRow, channel: MessageChannel): Promise<string | undefined> {
  const phones = [user.mobile, user.mobile2].filter((phone) => phone !== '');
  if (channel === 'sms') return phones[0];
  for (const phone of phones) {
    const [chat] = await db.select().from(telegramChats).where(and(eq(telegramChats.locId, locId), eq(telegramChats.phone, phone))).limit(1);
    if (chat) return chat.chatId;
  }
  return undefined;
}

/** The reply to placed tickets: per ticket its number, draw date, each bet and cost; then CreditLeft. */
export function placedReply(tickets: PlacedTicket[], ignored: { Text: string }[]): string {
  const lines: string[] = [];
  for (const ticket of tickets) {
    lines.push(`Ticket ${ticket.TicketId} ${ticket.UserId} ${ticket.DrawDate}`);
    for (const bet of ticket.Bets) {
      lines.push(bet.Kind === 'TT' ? `${bet.Numbers.join(' ')}${bet.Roll ? ' R' : ''} ${bet.Amount} = ${bet.Cost}` : `${bet.Number} B${bet.Big} S${bet.Small}${bet.Kind === 'ORDINARY' ? '' : ` ${bet.Kind}`} = ${bet.Cost}`);
    }
    lines.push(`Cost ${ticket.Total}`);
  }
  const last = tickets[tickets.length - 1];
  if (last) lines.push(`CreditLeft ${last.CreditLeft}`);
  if (ignored.length > 0) lines.push(`Ignored: ${ignored.map((item) => item.Text).join(' ')}`);
  return lines.join('\n');
}

/** The reply to a text that does not parse: each error at its 1-based character position. */
export function errorReply(issues: { Index: number; Message: string }[]): string {
  return issues.map((issue) => `Error at position ${issue.Index + 1}: ${issue.Message}`).join('\n');
}

/** Logs, dedupes, places and replies. Never throws for the sender's mistakes (they get a reply). */
export async function handleInbound(db: Db, inbound: Inbound): Promise<InboundOutcome> {
  const owner = await ownerOfPhone(db, inbound.phone);
  const [logged] = await db
    .insert(messages)
    .values({
      locId: inbound.locId,
      userId: owner?.userId ?? null,
      channel: inbound.channel,
      direction: 'IN',
      kind: 'bet',
      peer: inbound.peer,
      text: inbound.text,
      providerId: inbound.providerId,
      status: 'RECEIVED',
      createdAt: inbound.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!logged) return { duplicate: true, messageId: null, tickets: [] };
  const reply = (text: string, kind = 'reply') =>
    enqueueMessage(db, { locId: inbound.locId, userId: owner?.userId ?? null, channel: inbound.channel, to: inbound.peer, text, kind, replyTo: logged.id });
  if (!owner) {
    await reply(inbound.channel === 'telegram' && inbound.phone === '' ? REPLY.botNotLinked : REPLY.unregistered, 'unregistered');
    return { duplicate: false, messageId: logged.id, tickets: [] };
  }
  const parsed = parseBetText(inbound.text, { location: inbound.locId });
  if (parsed.errors.length === 0 && !parsed.dayCode) {
    await reply(REPLY.noDayCode);
    return { duplicate: false, messageId: logged.id, tickets: [] };
  }
  try {
    const { answer } = await placeText(
      { db, actor: owner, locId: inbound.locId, now: inbound.now, source: inbound.channel === 'sms' ? 'SMS' : 'BOT' },
      { Text: inbound.text, IdempotencyKey: `msg-${inbound.channel}-${logged.id}` },
    );
    const text = placedReply(answer.Tickets, answer.Ignored);
    await reply(text);
    await alertAgent(db, inbound, answer.Tickets, text);
    return { duplicate: false, messageId: logged.id, tickets: answer.Tickets };
  } catch (error) {
    if (error instanceof BetTextRefused) await reply(errorReply(error.issues));
    else if (error instanceof PlatformError) await reply(error.message);
    else {
      await reply(REPLY.failed);
      throw error;
    }
    return { duplicate: false, messageId: logged.id, tickets: [] };
  }
}

/** betEntryAlert: the member's agent, when it asked for them, gets a copy on the same channel. */
async function alertAgent(db: Db, inbound: Inbound, tickets: PlacedTicket[], text: string): Promise<void> {
  const member = tickets[0] ? await findUser(db, tickets[0].UserId) : undefined;
  const agent = member?.parentId ? await findUser(db, member.parentId) : undefined;
  if (!agent?.betEntryAlert) return;
  const to = await addressOf(db, inbound.locId, agent, inbound.channel);
  if (!to) return;
  await enqueueMessage(db, { locId: inbound.locId, userId: agent.userId, channel: inbound.channel, to, text: `Bet from ${member?.userId ?? ''}:\n${text}`, kind: 'alert' });
}

/** Step one of the bot registration: the chat shares its own contact; its phone is stored for the chat. */
export async function linkTelegramChat(db: Db, locId: string, chatId: string, phone: string): Promise<void> {
  await db
    .insert(telegramChats)
    .values({ locId, chatId, phone })
    .onConflictDoUpdate({ target: [telegramChats.locId, telegramChats.chatId], set: { phone } });
}

export async function phoneOfChat(db: Db, locId: string, chatId: string): Promise<string> {
  const [row] = await db.select().from(telegramChats).where(and(eq(telegramChats.locId, locId), eq(telegramChats.chatId, chatId)));
  return row?.phone ?? '';
}
