// Telegram is told where to post a location's updates when its gateway is saved (docs/decisions/
// messaging.md, "Registering the webhook"): in webhook mode setWebhook with the site's address and the
// bot secret token, in polling mode deleteWebhook (getUpdates is refused while a webhook is set). The
// outcome is answered and audited; a Bot API that refuses or cannot be reached never stops the save.
// A bot token cleared (by a save, or with the whole setting by dSMSSetting) has its webhook deleted
// with the token that set it, so Telegram stops posting to a location that no longer answers.
import type { GatewayUpdate, WebhookOutcome } from '@/lib/contract/messaging';
import { botApi, botApiFailure } from './adapters';
import type { GatewayRow } from './gateway';

/** Short enough that the save answers within the BFF's 10 s, with the database work besides. */
export const REGISTER_TIMEOUT_MS = 5_000;

/** The address Telegram posts to: the site's webhook forwarder (app/api/webhooks), not the platform. */
export const siteWebhookUrl = (origin: string, locId: string) => `${origin}/api/webhooks/telegram/${encodeURIComponent(locId)}`;

type BotSetting = Pick<GatewayRow, 'botToken' | 'botApiRoot' | 'botMode' | 'botWebhookSecret'>;

/** The bot setting as the save will leave it: a secret left out keeps the stored one. */
export function botSettingAfter(stored: GatewayRow | undefined, input: GatewayUpdate): BotSetting {
  return {
    botToken: input.BotToken ?? stored?.botToken ?? '',
    botWebhookSecret: input.BotWebhookSecret ?? stored?.botWebhookSecret ?? '',
    botApiRoot: input.BotApiRoot,
    botMode: input.BotMode,
  };
}

/**
 * Tells Telegram what the saved setting means; null when there is no bot token (nothing to tell).
 * Called before the save's transaction so the audit row holds the outcome without a transaction
 * held open across a network call.
 */
export async function registerWebhook(bot: BotSetting, locId: string, origin: string | undefined, stored?: BotSetting): Promise<WebhookOutcome | null> {
  if (bot.botToken === '') return stored ? forgetWebhook(stored) : null;
  const mode = bot.botMode === 'polling' ? 'polling' : 'webhook';
  const outcome = (url: string, problem: WebhookOutcome['Problem'] = '', error = ''): WebhookOutcome => ({ Mode: mode, Ok: problem === '', Url: url, Problem: problem, Error: error });
  const api = botApi(bot, REGISTER_TIMEOUT_MS);
  if (mode === 'polling') return deleteWebhook(bot);
  if (origin === undefined) return outcome('', 'noOrigin');
  // Without a secret token the platform's webhook refuses every update (404): nothing to register.
  if (bot.botWebhookSecret === '') return outcome('', 'noSecret');
  const url = siteWebhookUrl(origin, locId);
  try {
    await api.setWebhook(url, { secret_token: bot.botWebhookSecret, allowed_updates: ['message'] });
    return outcome(url);
  } catch (error) {
    return outcome(url, 'botApi', botApiFailure(error).reason);
  }
}

/** deleteWebhook with the bot's token: the outcome in polling's shape (no address). */
async function deleteWebhook(bot: BotSetting): Promise<WebhookOutcome> {
  try {
    await botApi(bot, REGISTER_TIMEOUT_MS).deleteWebhook();
    return { Mode: 'polling', Ok: true, Url: '', Problem: '', Error: '' };
  } catch (error) {
    return { Mode: 'polling', Ok: false, Url: '', Problem: 'botApi', Error: botApiFailure(error).reason };
  }
}

/** The stored bot's webhook deleted when its token goes (a save without it, or dSMSSetting); null: no stored bot. */
export function forgetWebhook(stored: BotSetting | undefined): Promise<WebhookOutcome> | null {
  if (!stored || stored.botToken === '') return null;
  return deleteWebhook(stored);
}
