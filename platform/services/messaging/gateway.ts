// The gateway setting of a location (docs/decisions/messaging.md): the SMS setting the instruction
// pages show (sms_settings) and the adapters' configuration (messaging_gateways). Secrets are stored
// as given and answered masked; an update that leaves a secret out keeps it.
import { eq } from 'drizzle-orm';
import type { Gateway, GatewayUpdate } from '@/lib/contract/messaging';
import type { Db } from '../../db/client';
import { messagingGateways, smsSettings } from '../../db/schema';

export type GatewayRow = typeof messagingGateways.$inferSelect;

/** '' when none; the last 4 characters behind dots when long enough to stay secret, else dots only. */
export function mask(value: string): string {
  if (value === '') return '';
  return value.length >= 12 ? `••••${value.slice(-4)}` : '••••';
}

export async function gatewayRowOf(db: Db, locId: string): Promise<GatewayRow | undefined> {
  const [row] = await db.select().from(messagingGateways).where(eq(messagingGateways.locId, locId));
  return row;
}

export const smsConfigured = (row: GatewayRow | undefined): row is GatewayRow =>
  !!row && row.smsProvider !== '' && row.smsBaseUrl !== '' && row.smsAccount !== '' && row.smsToken !== '';
export const botConfigured = (row: GatewayRow | undefined): row is GatewayRow => !!row && row.botToken !== '';

export const smsWebhookPath = (locId: string) => `/api/v1/webhooks/sms/${encodeURIComponent(locId)}`;
export const botWebhookPath = (locId: string) => `/api/v1/webhooks/telegram/${encodeURIComponent(locId)}`;

export async function gatewayOf(db: Db, locId: string): Promise<Gateway> {
  const [setting] = await db.select().from(smsSettings).where(eq(smsSettings.locId, locId));
  const row = await gatewayRowOf(db, locId);
  return {
    LocId: locId,
    SMSNumber: setting?.smsNumber ?? '',
    SMSHelpdesk: setting?.smsHelpdesk ?? '',
    TelegramBot: setting?.telegramBot ?? '',
    OpenTime: setting?.openTime ?? '',
    CloseTime: setting?.closeTime ?? '',
    OpenDay: setting?.openDay ?? '',
    SMSProvider: row?.smsProvider ?? '',
    SMSBaseUrl: row?.smsBaseUrl ?? '',
    SMSAccount: row?.smsAccount ?? '',
    SMSSender: row?.smsSender ?? '',
    SMSToken: mask(row?.smsToken ?? ''),
    SMSWebhookSecret: mask(row?.smsWebhookSecret ?? ''),
    BotMode: row?.botMode === 'polling' ? 'polling' : 'webhook',
    BotApiRoot: row?.botApiRoot ?? '',
    BotToken: mask(row?.botToken ?? ''),
    BotWebhookSecret: mask(row?.botWebhookSecret ?? ''),
    SMSWebhookPath: smsWebhookPath(locId),
    BotWebhookPath: botWebhookPath(locId),
  };
}

/** Writes the whole setting; answers what was before and after (masked) for the audit row. */
export async function saveGateway(tx: Db, input: GatewayUpdate, now: Date): Promise<void> {
  const locId = input.Id;
  const setting = {
    smsNumber: input.SMSNumber,
    smsHelpdesk: input.SMSHelpdesk,
    telegramBot: input.TelegramBot,
    openTime: input.OpenTime,
    closeTime: input.CloseTime,
    openDay: input.OpenDay,
  };
  await tx.insert(smsSettings).values({ locId, ...setting }).onConflictDoUpdate({ target: smsSettings.locId, set: setting });
  const secrets = {
    ...(input.SMSToken !== undefined ? { smsToken: input.SMSToken } : {}),
    ...(input.SMSWebhookSecret !== undefined ? { smsWebhookSecret: input.SMSWebhookSecret } : {}),
    ...(input.BotToken !== undefined ? { botToken: input.BotToken } : {}),
    ...(input.BotWebhookSecret !== undefined ? { botWebhookSecret: input.BotWebhookSecret } : {}),
  };
  const values = {
    smsProvider: input.SMSProvider,
    smsBaseUrl: input.SMSBaseUrl,
    smsAccount: input.SMSAccount,
    smsSender: input.SMSSender,
    botMode: input.BotMode,
    botApiRoot: input.BotApiRoot,
    ...secrets,
    updatedAt: now,
  };
  await tx.insert(messagingGateways).values({ locId, ...values }).onConflictDoUpdate({ target: messagingGateways.locId, set: values });
}

/** PUT dSMSSetting: the location's gateway and SMS setting are cleared (queued messages stay queued). */
export async function clearGateway(tx: Db, locId: string): Promise<void> {
  await tx.delete(messagingGateways).where(eq(messagingGateways.locId, locId));
  await tx
    .update(smsSettings)
    .set({ smsNumber: '', smsHelpdesk: '', telegramBot: '', openTime: '', closeTime: '', openDay: '' })
    .where(eq(smsSettings.locId, locId));
}
