// Telegram is told where to post a location's updates when its gateway is saved (docs/decisions/
// messaging.md, "Registering the webhook"): in webhook mode setWebhook with the site's address and the
// bot secret token, in polling mode deleteWebhook (getUpdates is refused while a webhook is set). The
// outcome is answered and audited; a Bot API that refuses or cannot be reached never stops the save.
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
export async function registerWebhook(bot: BotSetting, locId: string, origin: string | undefined): Promise<WebhookOutcome | null> {
  if (bot.botToken === '') return null;
  const mode = bot.botMode === 'polling' ? 'polling' : 'webhook';
  const outcome = (url: string, problem: WebhookOutcome['Problem'] = '', error = ''): WebhookOutcome => ({ Mode: mode, Ok: problem === '', Url: url, Problem: problem, Error: error });
  const api = botApi(bot, REGISTER_TIMEOUT_MS);
  if (mode === 'polling') {
    try {
      await api.deleteWebhook();
      return outcome('');
    } catch (error) {
      return outcome('', 'botApi', botApiFailure(error).reason);
    }
  }
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
