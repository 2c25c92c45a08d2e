// The outbox (docs/decisions/messaging.md, "Outbox"): every outbound message is first a QUEUED row
// of `messages`; sendDueMessages sends the due ones. Rows are claimed with FOR UPDATE SKIP LOCKED
// inside one transaction that also writes the outcome, so two platform instances never send a row
// twice. A failed attempt is retried after a backoff (30 s, doubling, at most 30 min) until
// MAX_ATTEMPTS, then the row is FAILED with its reason. With no gateway configured for the channel
// the row stays QUEUED (no attempt counted): nothing is lost, it goes once a gateway is set.
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { MessageChannel } from '@/lib/contract/messaging';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { startPeriodic, type PeriodicTask } from '../jobs/periodic';
import { send, SendFailure } from './adapters';
import { botConfigured, gatewayRowOf, smsConfigured, type GatewayRow } from './gateway';

export type MessageRowDb = typeof messages.$inferSelect;
export type MessageKind = 'reply' | 'result' | 'strike' | 'alert' | 'unregistered' | (string & {});

export const MAX_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 30 * 60_000;
/** Rows one run claims (each holds its lock until the run's transaction ends). */
const BATCH = 20;

/** The wait after the n-th failed attempt (n from 1). */
export const backoffMs = (attempts: number) => Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

export interface NewMessage {
  locId: string;
  /** The user the conversation belongs to (shown on the Telegram view), if known. */
  userId?: string | null;
  channel: MessageChannel;
  /** Phone number (digits, country code, no plus) or Telegram chat id. */
  to: string;
  text: string;
  kind: MessageKind;
  /** The inbound message this answers. */
  replyTo?: number | null;
}

/** SMS bodies and Telegram messages are cut to this many characters. */
export const MAX_TEXT = 1600;

/**
 * THE way other code sends a message: it is written to the outbox (in the caller's transaction when
 * `db` is one) and sent by the outbox sender. Answers the queued row.
 */
export async function enqueueMessage(db: Db, message: NewMessage): Promise<MessageRowDb> {
  const [row] = await db
    .insert(messages)
    .values({
      locId: message.locId,
      userId: message.userId ?? null,
      channel: message.channel,
      direction: 'OUT',
      kind: message.kind,
      peer: message.to,
      text: message.text.slice(0, MAX_TEXT),
      status: 'QUEUED',
      replyTo: message.replyTo ?? null,
    })
    .returning();
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}

const configuredFor = (gateway: GatewayRow | undefined, channel: string) => (channel === 'sms' ? smsConfigured(gateway) : botConfigured(gateway));

export interface SendRun {
  sent: number;
  failed: number;
  /** Left QUEUED: no gateway for the channel, or a retry later. */
  waiting: number;
}

/** Sends the QUEUED messages that are due (one batch). */
export async function sendDueMessages(db: Db, now: Date): Promise<SendRun> {
  const run: SendRun = { sent: 0, failed: 0, waiting: 0 };
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.direction, 'OUT'), eq(messages.status, 'QUEUED'), or(isNull(messages.nextAttemptAt), lte(messages.nextAttemptAt, now))))
      .orderBy(asc(messages.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const gateways = new Map<string, GatewayRow | undefined>();
    for (const row of due) {
      if (!gateways.has(row.locId)) gateways.set(row.locId, await gatewayRowOf(tx, row.locId));
      const gateway = gateways.get(row.locId);
      if (!configuredFor(gateway, row.channel) || !gateway) {
        run.waiting += 1;
        continue;
      }
      const attempts = row.attempts + 1;
      try {
        const providerId = await send(gateway, { channel: row.channel as MessageChannel, to: row.peer, text: row.text });
        await tx.update(messages).set({ status: 'SENT', attempts, providerId: providerId || null, error: null, sentAt: now, nextAttemptAt: null }).where(eq(messages.id, row.id));
        run.sent += 1;
      } catch (error) {
        const reason = error instanceof SendFailure ? error.message : 'The message could not be sent.';
        const final = attempts >= MAX_ATTEMPTS || (error instanceof SendFailure && !error.retryable);
        await tx
          .update(messages)
          .set({ status: final ? 'FAILED' : 'QUEUED', attempts, error: reason, nextAttemptAt: final ? null : new Date(now.getTime() + backoffMs(attempts)) })
          .where(eq(messages.id, row.id));
        if (final) run.failed += 1;
        else run.waiting += 1;
      }
    }
  });
  return run;
}

/** POST resendSms: a FAILED or SENT outbound message is queued again (attempts start over). */
export async function requeueMessage(db: Db, id: number): Promise<MessageRowDb | undefined> {
  const [row] = await db
    .update(messages)
    .set({ status: 'QUEUED', attempts: 0, error: null, nextAttemptAt: null, sentAt: null })
    .where(and(eq(messages.id, id), eq(messages.direction, 'OUT'), sql`${messages.status} in ('FAILED', 'SENT')`))
    .returning();
  return row;
}

/** The platform's sender: every `intervalMs`, the due batch. */
export function startOutboxSender(db: Db, intervalMs = 2000): Promise<PeriodicTask> {
  return startPeriodic('outbox sender', () => sendDueMessages(db, new Date()), intervalMs);
}
