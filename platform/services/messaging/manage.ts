// The SMS Gateway page and the Telegram view (docs/decisions/messaging.md). The gateway is an ADMIN's
// with SMSGateway (the access table), of a 4D location the admin has (404 otherwise, and under TT);
// conversations are the caller's downline's (404 for a user outside it); a resend is audited.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Conversation, GatewaySaved, GatewaySummary, GatewayUpdate, MessageRow } from '@/lib/contract/messaging';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { reachableUser, assertInDownline } from '../users/downline';
import { locationOfUser, locationsOfUser } from '../users/locations';
import { isFullAdmin, type UserRow } from '../users/users';
import { botConfigured, clearGateway, gatewayOf, gatewayRowOf, saveGateway, smsConfigured } from './gateway';
import { requeueMessage, type MessageRowDb } from './outbox';
import { botSettingAfter, forgetWebhook, registerWebhook } from './webhook';

export interface ManageContext {
  db: Db;
  actor: UserRow;
  locId: string;
  game: string;
  now: Date;
}

function assertNotToto(context: ManageContext): void {
  // The SMS Gateway page is non-TT (docs/product.md menu rules).
  if (context.game === 'TT') throw PlatformError.notFound();
}

async function assertGatewayLocation(context: ManageContext, locId: string): Promise<void> {
  assertNotToto(context);
  const found = await locationOfUser(context.db, locId, context.actor.userId);
  if (!found?.available) throw PlatformError.notFound();
}

export async function listGateways(context: ManageContext): Promise<GatewaySummary[]> {
  assertNotToto(context);
  const locations = await locationsOfUser(context.db, context.actor.userId);
  const counts = await context.db
    .select({ locId: messages.locId, status: messages.status, count: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.direction, 'OUT'))
    .groupBy(messages.locId, messages.status);
  const countOf = (locId: string, status: string) => counts.find((row) => row.locId === locId && row.status === status)?.count ?? 0;
  const answer: GatewaySummary[] = [];
  for (const location of locations) {
    const gateway = await gatewayOf(context.db, location.locId);
    const row = await gatewayRowOf(context.db, location.locId);
    answer.push({
      LocId: location.locId,
      LocName: location.name,
      SMSNumber: gateway.SMSNumber,
      TelegramBot: gateway.TelegramBot,
      SMSConfigured: smsConfigured(row),
      BotConfigured: botConfigured(row),
      Queued: countOf(location.locId, 'QUEUED'),
      Failed: countOf(location.locId, 'FAILED'),
    });
  }
  return answer;
}

export async function readGateway(context: ManageContext, locId: string) {
  await assertGatewayLocation(context, locId);
  return gatewayOf(context.db, locId);
}

const audited = (gateway: Awaited<ReturnType<typeof gatewayOf>>) => ({ ...gateway }) as Record<string, unknown>;

/**
 * PUT updateSMSGateway. Telegram is told first (webhook.ts), outside the transaction: its outcome is
 * answered and lands in the save's own audit row, and a Bot API that fails never stops the save.
 */
export async function updateGateway(context: ManageContext, input: GatewayUpdate): Promise<GatewaySaved> {
  await assertGatewayLocation(context, input.Id);
  const stored = await gatewayRowOf(context.db, input.Id);
  const webhook = await registerWebhook(botSettingAfter(stored, input), input.Id, input.WebhookOrigin, stored);
  return context.db.transaction(async (tx) => {
    const before = await gatewayOf(tx, input.Id);
    await saveGateway(tx, input, context.now);
    const after = await gatewayOf(tx, input.Id);
    await writeAudit(tx, { actorId: context.actor.userId, entity: 'smsGateway', entityId: input.Id, action: 'UPDATE', locId: input.Id, before: audited(before), after: { ...audited(after), Webhook: webhook } });
    return { ...after, Webhook: webhook };
  });
}

export async function deleteGateway(context: ManageContext, locId: string) {
  await assertGatewayLocation(context, locId);
  // The bot's webhook goes with the setting (webhook.ts), told before the transaction as on a save.
  const webhook = await forgetWebhook(await gatewayRowOf(context.db, locId));
  return context.db.transaction(async (tx) => {
    const before = await gatewayOf(tx, locId);
    await clearGateway(tx, locId);
    const after = await gatewayOf(tx, locId);
    await writeAudit(tx, { actorId: context.actor.userId, entity: 'smsGateway', entityId: locId, action: 'DELETE', locId, before: audited(before), after: webhook ? { Webhook: webhook } : null });
    return after;
  });
}

export function messageAnswer(row: MessageRowDb): MessageRow {
  return {
    Id: row.id,
    UserId: row.userId,
    Channel: row.channel === 'sms' ? 'sms' : 'telegram',
    Direction: row.direction === 'IN' ? 'IN' : 'OUT',
    Kind: row.kind,
    Peer: row.peer,
    Text: row.text,
    Status: row.status as MessageRow['Status'],
    Attempts: row.attempts,
    Error: row.error,
    CreatedAt: row.createdAt.toISOString(),
    SentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The newest messages looked at for the list of conversations. */
const SCAN = 1000;
const MAX_MESSAGES = 200;

export async function conversations(context: ManageContext, query: { UserId?: string; Channel?: string }): Promise<Conversation> {
  const { db, actor, locId } = context;
  const channel = query.Channel ? eq(messages.channel, query.Channel) : undefined;
  const recent = await db.select().from(messages).where(and(eq(messages.locId, locId), channel)).orderBy(desc(messages.id)).limit(SCAN);
  const reach = new Map<string, boolean>();
  const fullAdmin = await isFullAdmin(db, actor);
  // Unregistered senders' messages (no user) are the full admin's alone.
  const maySee = async (userId: string | null): Promise<boolean> => {
    if (userId === null) return fullAdmin;
    if (!reach.has(userId)) reach.set(userId, !!(await reachableUser(db, actor, userId)));
    return reach.get(userId) ?? false;
  };
  const users = new Map<string, { UserId: string; Last: string; Count: number }>();
  const visible: MessageRowDb[] = [];
  for (const row of recent) {
    if (!(await maySee(row.userId))) continue;
    visible.push(row);
    if (row.userId) {
      const entry = users.get(row.userId) ?? { UserId: row.userId, Last: row.createdAt.toISOString(), Count: 0 };
      entry.Count += 1;
      users.set(row.userId, entry);
    }
  }
  let shown = visible;
  if (query.UserId) {
    const target = await assertInDownline(db, actor, query.UserId);
    shown = await db
      .select()
      .from(messages)
      .where(and(eq(messages.locId, locId), eq(messages.userId, target.userId), channel))
      .orderBy(desc(messages.id))
      .limit(MAX_MESSAGES);
  }
  return { Users: [...users.values()], Messages: shown.slice(0, MAX_MESSAGES).reverse().map(messageAnswer) };
}

/** POST resendSms: an outbound message of the caller's downline (404 otherwise) is queued again. */
export async function resendMessage(context: ManageContext, id: number): Promise<MessageRow> {
  const { db, actor } = context;
  const [row] = await db.select().from(messages).where(and(eq(messages.id, id), eq(messages.locId, context.locId)));
  const visible = row && (row.userId === null ? await isFullAdmin(db, actor) : !!(await reachableUser(db, actor, row.userId)));
  if (!row || !visible) throw PlatformError.notFound('Message not found.');
  if (row.direction !== 'OUT') throw PlatformError.badRequest('Only an outbound message can be sent again.', 'Id');
  if (row.status === 'QUEUED') throw new PlatformError(409, 'The message is already queued.', 'Id');
  return db.transaction(async (tx) => {
    const queued = await requeueMessage(tx, id);
    if (!queued) throw new PlatformError(409, 'The message is already queued.', 'Id');
    await writeAudit(tx, { actorId: actor.userId, entity: 'message', entityId: id, action: 'UPDATE', targetUserId: row.userId, locId: row.locId, before: { Status: row.status, Attempts: row.attempts }, after: { Status: 'QUEUED', Attempts: 0 } });
    return messageAnswer(queued);
  });
}
