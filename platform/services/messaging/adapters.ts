// The two adapters of the messaging seam (docs/decisions/messaging.md, "Wire formats").
// SMS, provider profile 'twilio': POST {base}/2010-04-01/Accounts/{account}/Messages.json, form
// fields To (+digits), From (the sender), Body; HTTP basic auth account:token; a 2xx JSON answer
// carries the message's `sid`. Telegram: the Bot API's sendMessage through grammy, apiRoot a setting.
import { Api } from 'grammy';
import type { MessageChannel } from '@/lib/contract/messaging';
import type { GatewayRow } from './gateway';

/** Every provider call gives up after this long (the attempt counts as failed and is retried). */
export const SEND_TIMEOUT_MS = 10_000;

export interface Outgoing {
  channel: MessageChannel;
  to: string;
  text: string;
}

/** A refusal or an unreachable provider: the message is retried later, `reason` is shown. */
export class SendFailure extends Error {
  constructor(
    message: string,
    /** false: retrying cannot help (e.g. the provider refused the number). */
    readonly retryable = true,
  ) {
    super(message);
    this.name = 'SendFailure';
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

async function sendSms(gateway: GatewayRow, to: string, text: string): Promise<string> {
  const url = `${trimSlash(gateway.smsBaseUrl)}/2010-04-01/Accounts/${encodeURIComponent(gateway.smsAccount)}/Messages.json`;
  const body = new URLSearchParams({ To: `+${to}`, From: gateway.smsSender, Body: text });
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${gateway.smsAccount}:${gateway.smsToken}`).toString('base64')}`,
      },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SendFailure(`The SMS gateway could not be reached (${error instanceof Error ? error.name : 'error'}).`);
  }
  const answer = (await response.json().catch(() => null)) as { sid?: unknown; message?: unknown } | null;
  if (!response.ok) {
    const said = typeof answer?.message === 'string' ? `: ${answer.message.slice(0, 200)}` : '';
    // 4xx other than 429 is the provider refusing this message: retrying would not help.
    throw new SendFailure(`The SMS gateway answered ${response.status}${said}`, response.status >= 500 || response.status === 429);
  }
  return typeof answer?.sid === 'string' ? answer.sid.slice(0, 64) : '';
}

/** The Bot API of a gateway's token, at its own root when set (a test's or a relay's). */
export function botApi(gateway: Pick<GatewayRow, 'botToken' | 'botApiRoot'>, timeoutMs = SEND_TIMEOUT_MS): Api {
  const timeoutSeconds = timeoutMs / 1000;
  return new Api(gateway.botToken, gateway.botApiRoot ? { apiRoot: trimSlash(gateway.botApiRoot), timeoutSeconds } : { timeoutSeconds });
}

/** A failed Bot API call in its own words (its error code, if it answered); never the token. */
export function botApiFailure(error: unknown): { reason: string; code?: number } {
  const code = (error as { error_code?: unknown }).error_code;
  const description = (error as { description?: unknown }).description;
  if (typeof code !== 'number') return { reason: 'The Bot API could not be reached.' };
  return { reason: `The Bot API answered ${code}${typeof description === 'string' ? `: ${description.slice(0, 200)}` : ''}`, code };
}

async function sendTelegram(gateway: GatewayRow, chatId: string, text: string): Promise<string> {
  try {
    const sent = await botApi(gateway).sendMessage(chatId, text);
    return String(sent.message_id);
  } catch (error) {
    const { reason, code } = botApiFailure(error);
    throw new SendFailure(reason, code === undefined || code >= 500 || code === 429);
  }
}

/** Sends one message; answers the provider's id. Throws SendFailure. */
export async function send(gateway: GatewayRow, message: Outgoing): Promise<string> {
  return message.channel === 'sms' ? sendSms(gateway, message.to, message.text) : sendTelegram(gateway, message.to, message.text);
}
