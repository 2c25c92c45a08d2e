// Inbound messages (docs/decisions/messaging.md): POST /api/v1/webhooks/sms/{LocId} (the SMS
// gateway's form POST, signed: X-Gateway-Signature is the hex HMAC-SHA256 of the raw body under the
// location's webhook secret) and POST /api/v1/webhooks/telegram/{LocId} (a Bot API Update, carrying
// the location's secret in X-Telegram-Bot-Api-Secret-Token). No session: the signature is the
// caller's proof. The body is capped before it is read; a missing signature is 401, a wrong one 403;
// a location without that gateway (or without a webhook secret) is 404.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { normalizeMobile } from '@/lib/contract/constants';
import { PlatformError } from '../errors';
import { cappedBody } from '../http/body-limit';
import type { BaseEnv } from '../http/env';
import { parseInput } from '../http/parse';
import { gatewayRowOf } from '../services/messaging/gateway';
import { handleInbound } from '../services/messaging/inbound';
import { secretMatches, signatureMatches, SMS_SIGNATURE_HEADER, TELEGRAM_SECRET_HEADER } from '../services/messaging/signature';
import { handleTelegramUpdate, telegramUpdateSchema } from '../services/messaging/telegram';
import { findLocation } from '../services/users/locations';

export const SMS_WEBHOOK_MAX_BYTES = 4 * 1024;
export const TELEGRAM_WEBHOOK_MAX_BYTES = 32 * 1024;

const smsInboundSchema = z.object({
  From: z.string({ error: 'From is required.' }).max(32, 'From is too long.'),
  Body: z.string({ error: 'Body is required.' }).max(1600, 'Body is too long.'),
  MessageSid: z.string({ error: 'MessageSid is required.' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'MessageSid must be 1-64 letters, digits, _ or -.'),
});

async function gatewayFor(c: Context<BaseEnv>) {
  const locId = c.req.param('locId') ?? '';
  const location = locId.length <= 8 ? await findLocation(c.var.deps.db, locId) : undefined;
  const gateway = location ? await gatewayRowOf(c.var.deps.db, location.locId) : undefined;
  return { locId: location?.locId ?? '', gateway };
}

export const webhookRoutes = new Hono<BaseEnv>()
  .post('/webhooks/sms/:locId', cappedBody(SMS_WEBHOOK_MAX_BYTES, 'The message body is too large.'), async (c) => {
    const { locId, gateway } = await gatewayFor(c);
    if (!gateway || gateway.smsWebhookSecret === '') throw PlatformError.notFound();
    const signature = c.req.header(SMS_SIGNATURE_HEADER);
    if (!signature) throw new PlatformError(401, 'The message is not signed.', SMS_SIGNATURE_HEADER);
    const raw = await c.req.text();
    if (!signatureMatches(gateway.smsWebhookSecret, raw, signature)) throw PlatformError.forbidden('The signature does not match.', SMS_SIGNATURE_HEADER);
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) {
      throw new PlatformError(415, 'Send a form (application/x-www-form-urlencoded).', 'body');
    }
    const form = Object.fromEntries(new URLSearchParams(raw));
    const input = parseInput(smsInboundSchema, form);
    const phone = normalizeMobile(input.From);
    const outcome = await handleInbound(c.var.deps.db, {
      locId,
      channel: 'sms',
      peer: /^[1-9]\d{9,14}$/.test(phone) ? phone : input.From.replace(/[^\d]/g, '').slice(0, 32) || 'unknown',
      phone: /^[1-9]\d{9,14}$/.test(phone) ? phone : '',
      providerId: input.MessageSid,
      text: input.Body,
      now: c.var.deps.now(),
    });
    return c.json({ Received: true, Duplicate: outcome.duplicate });
  })
  .post('/webhooks/telegram/:locId', cappedBody(TELEGRAM_WEBHOOK_MAX_BYTES, 'The update is too large.'), async (c) => {
    const { locId, gateway } = await gatewayFor(c);
    if (!gateway || gateway.botToken === '' || gateway.botWebhookSecret === '') throw PlatformError.notFound();
    const given = c.req.header(TELEGRAM_SECRET_HEADER);
    if (!given) throw new PlatformError(401, 'The update carries no secret token.', TELEGRAM_SECRET_HEADER);
    if (!secretMatches(gateway.botWebhookSecret, given)) throw PlatformError.forbidden('The secret token does not match.', TELEGRAM_SECRET_HEADER);
    const raw = await c.req.text();
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw PlatformError.badRequest('The update is not JSON.', 'body');
    }
    const update = parseInput(telegramUpdateSchema, body);
    await handleTelegramUpdate(c.var.deps.db, locId, update, c.var.deps.now());
    return c.json({ Received: true });
  });
