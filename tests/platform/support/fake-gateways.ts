// Local stand-ins for the messaging providers, speaking their wire formats (docs/decisions/messaging.md):
// the Twilio-style SMS API (POST /2010-04-01/Accounts/{account}/Messages.json, form body, basic auth)
// and the Telegram Bot API (POST /bot{token}/{method}, JSON). Each logs what it was sent; `failWith`
// (SMS) and `botFailWith` (Bot API) make the next answers an error status; the Bot API hands out queued
// updates to getUpdates and logs setWebhook and deleteWebhook.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentSms {
  account: string;
  authorization: string;
  To: string;
  From: string;
  Body: string;
}
export interface SentBotMessage {
  token: string;
  chat_id: string;
  text: string;
}

/** A setWebhook or deleteWebhook call, as the Bot API got it. */
export interface WebhookCall {
  method: 'setWebhook' | 'deleteWebhook';
  token: string;
  url?: string;
  secret_token?: string;
  allowed_updates?: string[];
}

export interface FakeGateways {
  url: string;
  sms: SentSms[];
  bot: SentBotMessage[];
  webhooks: WebhookCall[];
  /** Updates the next getUpdates answers (and forgets). */
  updates: unknown[];
  /** While set, the SMS API answers this status. */
  failWith: number | null;
  /** While set, every Bot API method answers this status (with Telegram's error shape). */
  botFailWith: number | null;
  /** The description the Bot API's error answers carry (a hostile one may be huge). */
  botFailDescription: string;
  /** While set, the Bot API never answers (a hung provider). */
  botHang: boolean;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeGateways(): Promise<FakeGateways> {
  const state: Omit<FakeGateways, 'url' | 'close'> = { sms: [], bot: [], webhooks: [], updates: [], failWith: null, botFailWith: null, botFailDescription: 'Bad Gateway', botHang: false };
  let messageId = 100;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const raw = await bodyOf(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const sms = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
      if (sms && request.method === 'POST') {
        if (state.failWith !== null) return reply(state.failWith, { message: 'Gateway unavailable' });
        const form = new URLSearchParams(raw);
        state.sms.push({ account: decodeURIComponent(sms[1] ?? ''), authorization: request.headers.authorization ?? '', To: form.get('To') ?? '', From: form.get('From') ?? '', Body: form.get('Body') ?? '' });
        return reply(201, { sid: `SM${state.sms.length}` });
      }
      const bot = /^\/bot([^/]+)\/(\w+)$/.exec(url.pathname);
      if (bot) {
        const params = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
        if (state.botHang) return; // no answer: the caller's timeout must end it (close() drops the socket)
        if (state.botFailWith !== null) return reply(state.botFailWith, { ok: false, error_code: state.botFailWith, description: state.botFailDescription });
        if (bot[2] === 'sendMessage') {
          state.bot.push({ token: bot[1] ?? '', chat_id: String(params.chat_id), text: String(params.text) });
          messageId += 1;
          return reply(200, { ok: true, result: { message_id: messageId, date: 0, chat: { id: Number(params.chat_id), type: 'private' }, text: params.text } });
        }
        if (bot[2] === 'setWebhook' || bot[2] === 'deleteWebhook') {
          const { url: hook, secret_token, allowed_updates } = params as Omit<WebhookCall, 'method' | 'token'>;
          state.webhooks.push({ method: bot[2], token: bot[1] ?? '', ...(bot[2] === 'setWebhook' ? { url: hook, secret_token, allowed_updates } : {}) });
          return reply(200, { ok: true, result: true, description: bot[2] === 'setWebhook' ? 'Webhook was set' : 'Webhook was deleted' });
        }
        if (bot[2] === 'getUpdates') {
          const updates = state.updates.splice(0);
          return reply(200, { ok: true, result: updates });
        }
        return reply(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
      }
      reply(404, { message: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake = state as FakeGateways;
  fake.url = url;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
