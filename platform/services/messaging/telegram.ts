// Telegram updates (by webhook or long polling, as the gateway's BotMode says): /start answers the
// two-step registration; a shared contact (the sender's own) links the chat to its phone (step one);
// any other text is a bet from the phone the chat shared (step two is that phone being registered on
// the website as mobile or mobile2).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeMobile } from '@/lib/contract/constants';
import type { Db } from '../../db/client';
import { messagingGateways } from '../../db/schema';
import { startPeriodic, type PeriodicTask } from '../jobs/periodic';
import { botApi } from './adapters';
import { handleInbound, linkTelegramChat, phoneOfChat, REPLY } from './inbound';
import { enqueueMessage } from './outbox';

/** The part of an Update this platform reads; everything else is ignored. */
export const telegramUpdateSchema = z.object({
  update_id: z.number().int().nonnegative(),
  message: z
    .object({
      message_id: z.number().int(),
      chat: z.object({ id: z.number().int() }),
      from: z.object({ id: z.number().int() }).optional(),
      text: z.string().max(4096).optional(),
      contact: z.object({ phone_number: z.string().max(32), user_id: z.number().int().optional() }).optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;

export async function handleTelegramUpdate(db: Db, locId: string, update: TelegramUpdate, now: Date): Promise<void> {
  const message = update.message;
  if (!message) return;
  const chatId = String(message.chat.id);
  const say = (text: string, kind = 'reply') => enqueueMessage(db, { locId, channel: 'telegram', to: chatId, text, kind });
  if (message.contact) {
    if (message.contact.user_id === undefined || message.contact.user_id !== message.from?.id) {
      await say(REPLY.botShareOwn);
      return;
    }
    const phone = normalizeMobile(message.contact.phone_number);
    if (!/^[1-9]\d{9,14}$/.test(phone)) {
      await say(REPLY.botShareOwn);
      return;
    }
    await linkTelegramChat(db, locId, chatId, phone);
    await say(REPLY.botLinked(phone));
    return;
  }
  const text = message.text?.trim() ?? '';
  if (text === '') return;
  if (text.startsWith('/start') || text.startsWith('/help')) {
    await say(REPLY.botStart);
    return;
  }
  const phone = await phoneOfChat(db, locId, chatId);
  await handleInbound(db, { locId, channel: 'telegram', peer: chatId, phone, providerId: `${chatId}:${message.message_id}`, text, now });
}

/** Long polling: every gateway in 'polling' mode asks for its updates (no wait) and handles them. */
export async function pollTelegram(db: Db, now: Date): Promise<number> {
  const polling = await db.select().from(messagingGateways).where(eq(messagingGateways.botMode, 'polling'));
  let handled = 0;
  for (const gateway of polling) {
    if (gateway.botToken === '') continue;
    const updates = await botApi(gateway).getUpdates({ offset: gateway.botOffset, timeout: 0, limit: 100, allowed_updates: ['message'] });
    for (const raw of updates) {
      const parsed = telegramUpdateSchema.safeParse(raw);
      if (parsed.success) await handleTelegramUpdate(db, gateway.locId, parsed.data, now);
      handled += 1;
      await db.update(messagingGateways).set({ botOffset: raw.update_id + 1 }).where(eq(messagingGateways.locId, gateway.locId));
    }
  }
  return handled;
}

export function startTelegramPoller(db: Db, intervalMs = 3000): Promise<PeriodicTask> {
  return startPeriodic('telegram poller', () => pollTelegram(db, new Date()), intervalMs);
}
