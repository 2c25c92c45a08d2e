// The messaging calls (docs/decisions/messaging.md). Under /api/v1/{4d|tt}/ with SMSGateway:
// GET SMSGateway (every location of the caller, with what is configured), GET SMSGatewayById?Id=
// (one location's setting, secrets masked), PUT updateSMSGateway, PUT dSMSSetting (clears a
// location's gateway and SMS setting). Agents and admins: GET dSMS (conversations of the caller's
// downline, in and out, with status) and POST resendSms (queues a failed or sent message again).
// Any signed-in user: PUT mobile2 and PUT betEntryAlert (its own).
import { z } from './zod';
import { isoDateTimeSchema, locIdSchema, textField } from './common';
import { mobileNumberSchema } from './mobile';

export const SMS_PROVIDERS = ['twilio'] as const;
export const BOT_MODES = ['webhook', 'polling'] as const;
export const MESSAGE_CHANNELS = ['sms', 'telegram'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_STATUSES = ['RECEIVED', 'QUEUED', 'SENT', 'FAILED'] as const;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const time = (label: string) =>
  textField(label, { max: 5 }).refine((value) => value === '' || TIME.test(value), `${label} must be a time like 09:00 (24 hours).`);

const url = (label: string) =>
  textField(label, { max: 200 }).refine((value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value), `${label} must be an http or https address.`);

/**
 * The site address Telegram posts a location's updates to: scheme and host (and port) only, https, or
 * http on a local name for tests (localhost, *.localhost, 127.0.0.1). The BFF fills it from the host
 * the admin saves on (docs/decisions/messaging.md, "Registering the webhook").
 */
export function isWebhookOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // The origin exactly: no user, path, query or fragment, and already in its canonical form.
  if (url.origin !== value) return false;
  if (url.protocol === 'https:') return true;
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1';
  return url.protocol === 'http:' && local;
}
export const webhookOriginSchema = z
  .string({ error: 'WebhookOrigin must be text.' })
  .max(200, 'WebhookOrigin may be at most 200 characters.')
  .refine(isWebhookOrigin, 'WebhookOrigin must be the site\'s https address (scheme and host only).');

/** A secret: left out keeps the stored one, '' clears it. */
const secret = (label: string) => textField(label, { max: 200 }).optional();

/** PUT updateSMSGateway: the whole setting of location Id (secrets only when changed). */
export const gatewayUpdateSchema = z.object({
  Id: locIdSchema,
  SMSNumber: textField('SMSNumber', { max: 32 }),
  SMSHelpdesk: textField('SMSHelpdesk', { max: 64 }),
  TelegramBot: textField('TelegramBot', { max: 64 }).refine((value) => value === '' || /^[A-Za-z][A-Za-z0-9_]{3,63}$/.test(value), 'TelegramBot must be a bot user name (letters, digits, _).'),
  OpenTime: time('OpenTime'),
  CloseTime: time('CloseTime'),
  OpenDay: textField('OpenDay', { max: 64 }),
  SMSProvider: z.enum(['', ...SMS_PROVIDERS], { error: `SMSProvider must be empty or one of ${SMS_PROVIDERS.join(', ')}.` }),
  SMSBaseUrl: url('SMSBaseUrl'),
  SMSAccount: textField('SMSAccount', { max: 100 }),
  SMSSender: textField('SMSSender', { max: 32 }),
  SMSToken: secret('SMSToken'),
  SMSWebhookSecret: secret('SMSWebhookSecret'),
  BotMode: z.enum(BOT_MODES, { error: `BotMode must be one of ${BOT_MODES.join(', ')}.` }),
  BotApiRoot: url('BotApiRoot'),
  BotToken: secret('BotToken'),
  BotWebhookSecret: secret('BotWebhookSecret'),
  /** Set by the BFF, never by the page: where Telegram is told to post (webhook mode). */
  WebhookOrigin: webhookOriginSchema.optional(),
});
export type GatewayUpdate = z.output<typeof gatewayUpdateSchema>;
export type GatewayUpdateInput = z.input<typeof gatewayUpdateSchema>;

/** GET SMSGatewayById, PUT dSMSSetting: the location. */
export const gatewayIdQuerySchema = z.object({ Id: locIdSchema });
export const gatewayIdBodySchema = z.object({ Id: locIdSchema });

/** A stored secret as the browser sees it: '' when none, else its last 4 characters behind dots (all dots when short). */
export const maskedSchema = z.string();

export const gatewaySchema = z.object({
  LocId: z.string(),
  SMSNumber: z.string(),
  SMSHelpdesk: z.string(),
  TelegramBot: z.string(),
  OpenTime: z.string(),
  CloseTime: z.string(),
  OpenDay: z.string(),
  SMSProvider: z.string(),
  SMSBaseUrl: z.string(),
  SMSAccount: z.string(),
  SMSSender: z.string(),
  SMSToken: maskedSchema,
  SMSWebhookSecret: maskedSchema,
  BotMode: z.enum(BOT_MODES),
  BotApiRoot: z.string(),
  BotToken: maskedSchema,
  BotWebhookSecret: maskedSchema,
  /** Where the provider and Telegram post inbound messages (the platform's path). */
  SMSWebhookPath: z.string(),
  BotWebhookPath: z.string(),
});
export type Gateway = z.infer<typeof gatewaySchema>;

/**
 * Why Telegram was not told: no site address came with the save (webhook mode), no bot secret token
 * is stored (the webhook would refuse every update), or the Bot API refused or could not be reached.
 */
export const WEBHOOK_PROBLEMS = ['noOrigin', 'noSecret', 'botApi'] as const;
export const webhookOutcomeSchema = z.object({
  /** webhook: setWebhook was asked; polling: deleteWebhook (getUpdates is refused while one is set, and a cleared bot token takes its webhook with it). */
  Mode: z.enum(BOT_MODES),
  Ok: z.boolean(),
  /** The address given to setWebhook; '' in polling mode or when none could be given. */
  Url: z.string(),
  Problem: z.enum(['', ...WEBHOOK_PROBLEMS]),
  /** The Bot API's answer when it refused or could not be reached; '' otherwise. */
  Error: z.string(),
});
export type WebhookOutcome = z.infer<typeof webhookOutcomeSchema>;

/** PUT updateSMSGateway's answer: the setting, and what Telegram was told (null: no bot token). */
export const gatewaySavedSchema = gatewaySchema.extend({ Webhook: webhookOutcomeSchema.nullable() });
export type GatewaySaved = z.infer<typeof gatewaySavedSchema>;

export const gatewaySummarySchema = z.object({
  LocId: z.string(),
  LocName: z.string(),
  SMSNumber: z.string(),
  TelegramBot: z.string(),
  SMSConfigured: z.boolean(),
  BotConfigured: z.boolean(),
  Queued: z.number().int(),
  Failed: z.number().int(),
});
export const gatewayListSchema = z.object({ Gateways: z.array(gatewaySummarySchema) });
export type GatewaySummary = z.infer<typeof gatewaySummarySchema>;

/** GET dSMS: ?UserId= one conversation (else the latest messages of the downline); ?Channel=. */
export const conversationQuerySchema = z.object({
  UserId: textField('UserId', { max: 32 }).optional(),
  Channel: z.enum(['', ...MESSAGE_CHANNELS], { error: 'Channel must be sms or telegram.' }).optional(),
});

export const messageRowSchema = z.object({
  Id: z.number().int(),
  UserId: z.string().nullable(),
  Channel: z.enum(MESSAGE_CHANNELS),
  Direction: z.enum(['IN', 'OUT']),
  Kind: z.string(),
  Peer: z.string(),
  Text: z.string(),
  Status: z.enum(MESSAGE_STATUSES),
  Attempts: z.number().int(),
  Error: z.string().nullable(),
  CreatedAt: isoDateTimeSchema,
  SentAt: isoDateTimeSchema.nullable(),
});
export type MessageRow = z.infer<typeof messageRowSchema>;
export const conversationSchema = z.object({
  Users: z.array(z.object({ UserId: z.string(), Last: isoDateTimeSchema, Count: z.number().int() })),
  Messages: z.array(messageRowSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST resendSms */
export const resendSchema = z.object({ Id: z.number({ error: 'Id must be a whole number.' }).int('Id must be a whole number.').positive('Id must be a whole number.').max(2_147_483_647, 'Id is unknown.') });
export const resentSchema = z.object({ Message: messageRowSchema });

/** PUT mobile2 */
export const mobile2UpdateSchema = z.object({ Mobile2: mobileNumberSchema });
export const mobilesSchema = z.object({ UserId: z.string(), Mobile: z.string(), Mobile2: z.string(), BetEntryAlert: z.boolean() });
export type Mobiles = z.infer<typeof mobilesSchema>;

/** PUT betEntryAlert */
export const betEntryAlertUpdateSchema = z.object({ BetEntryAlert: z.boolean({ error: 'BetEntryAlert must be true or false.' }) });
