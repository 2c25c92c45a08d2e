// Webhook signatures (docs/decisions/messaging.md, "Signature"), compared in constant time.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The SMS webhook's header: hex HMAC-SHA256 of the raw body under the location's webhook secret. */
export const SMS_SIGNATURE_HEADER = 'x-gateway-signature';
/** Telegram's own header carrying the secret_token given to setWebhook. */
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

export const signBody = (secret: string, body: string) => createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** Whether `signature` (hex, optionally 'sha256=' first) is the body's HMAC. */
export function signatureMatches(secret: string, body: string, signature: string): boolean {
  const given = signature.trim().replace(/^sha256=/i, '');
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = createHmac('sha256', secret).update(body, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** Whether the given secret token equals the stored one (digests compared: lengths never leak). */
export function secretMatches(stored: string, given: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return stored !== '' && timingSafeEqual(digest(stored), digest(given));
}
