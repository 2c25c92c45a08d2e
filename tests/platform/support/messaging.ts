// The messaging tests' common ground: a platform on the driver with actor tokens, the local SMS
// gateway and Bot API (support/fake-gateways.ts), the SG gateway setting pointing at them, and the
// webhook senders (the SMS form signed with the location's secret, the Telegram update with its token).
import { eq } from 'drizzle-orm';
import { tickets } from '@/platform/db/schema';
import { sendDueMessages } from '@/platform/services/messaging/outbox';
import { signBody } from '@/platform/services/messaging/signature';
import { scoped, useActorTokens } from './actors';
import type { DriverCase } from './drivers';
import { sendJson } from './entry';
import { startFakeGateways, type FakeGateways } from './fake-gateways';
import { usePlatform } from './harness';

export const SECRET = 'webhook-secret-for-tests-0001';
export const BOT_TOKEN = '123456:TEST-bot-token-abcdef';
export const BOT_SECRET = 'telegram-secret-token-0001';
export const MEMBER1_PHONE = '6591230001';
export const AGENT2_PHONE = '6591230002';

export interface Gateway {
  LocId: string;
  SMSToken: string;
  SMSWebhookSecret: string;
  BotToken: string;
  BotWebhookSecret: string;
  SMSProvider: string;
  SMSNumber: string;
  TelegramBot: string;
  /** PUT updateSMSGateway's answer: what Telegram was told. */
  Webhook?: { Mode: string; Ok: boolean; Url: string; Problem: string; Error: string } | null;
}
export interface Conversation {
  Users: { UserId: string; Count: number }[];
  Messages: { Id: number; Direction: string; Status: string; Text: string; Kind: string; UserId: string | null; Error: string | null; Attempts: number }[];
}

export function useMessaging(driver: DriverCase) {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const started: { gateways?: FakeGateways } = {};
  /** The local gateways (they start in beforeAll). */
  const fake = (): FakeGateways => {
    if (!started.gateways) throw new Error('the fake gateways are not started');
    return started.gateways;
  };
  beforeAll(async () => {
    started.gateways = await startFakeGateways();
  });
  afterAll(() => started.gateways?.close());
  beforeEach(() => {
    const gateways = fake();
    gateways.sms.length = 0;
    gateways.bot.length = 0;
    gateways.webhooks.length = 0;
    gateways.failWith = null;
    gateways.botFailWith = null;
    gateways.botFailDescription = 'Bad Gateway';
    gateways.botHang = false;
  });

  const gatewayBody = (overrides: Record<string, unknown> = {}) => ({
    Id: 'SG',
    SMSNumber: '6580001234',
    SMSHelpdesk: '6580005678',
    TelegramBot: 'DrawDeskDemoBot',
    OpenTime: '09:00',
    CloseTime: '18:30',
    OpenDay: 'Mon-Sun',
    SMSProvider: 'twilio',
    SMSBaseUrl: fake().url,
    SMSAccount: 'AC123',
    SMSSender: '6580001234',
    SMSToken: 'sms-auth-token-0000001234',
    SMSWebhookSecret: SECRET,
    BotMode: 'webhook',
    BotApiRoot: fake().url,
    BotToken: BOT_TOKEN,
    BotWebhookSecret: BOT_SECRET,
    ...overrides,
  });
  const update = (body: unknown, token = tokens.admin, locId = 'SG') => sendJson<Gateway & { message?: string }>(platform, 'PUT', scoped('updateSMSGateway', locId), body, token);
  const inboundSms = (fields: Record<string, string>, { secret = SECRET, signature, locId = 'SG' }: { secret?: string; signature?: string | null; locId?: string } = {}) => {
    const body = new URLSearchParams(fields).toString();
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (signature !== null) headers['x-gateway-signature'] = signature ?? `sha256=${signBody(secret, body)}`;
    return platform.request<{ Received?: boolean; Duplicate?: boolean; message?: string }>(`/api/v1/webhooks/sms/${locId}`, { method: 'POST', headers, body });
  };
  const telegram = (body: unknown, secret: string | null = BOT_SECRET) =>
    platform.request<{ Received?: boolean }>('/api/v1/webhooks/telegram/SG', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret }) },
      body: JSON.stringify(body),
    });
  const send = () => sendDueMessages(platform.db, new Date());
  const ticketsOf = (userId: string) => platform.db.select().from(tickets).where(eq(tickets.userId, userId));
  return {
    platform,
    tokens,
    fake,
    gatewayBody,
    update,
    inboundSms,
    telegram,
    send,
    ticketsOf,
  };
}
