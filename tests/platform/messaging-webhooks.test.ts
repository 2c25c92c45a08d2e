// The messaging webhooks under hostile callers: the SMS form unsigned, badly signed, for an unknown or
// unconfigured location, too big or with hostile fields; the Telegram update over its cap, nested to it,
// in wrong shapes or past the Bot API's text length. Each is refused before anything is placed or sent.
import { eq } from 'drizzle-orm';
import { messages } from '@/platform/db/schema';
import { signBody } from '@/platform/services/messaging/signature';
import { platformDrivers } from './support/drivers';
import { BOT_SECRET, MEMBER1_PHONE, SECRET, useMessaging } from './support/messaging';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const messaging = useMessaging(driver);
  const { platform, fake, gatewayBody, update, inboundSms, telegram, send, ticketsOf } = messaging;

  test('the SMS webhook refuses: unsigned 401, a wrong signature 403, an unknown or unconfigured location 404, a big body 413, hostile fields 400', async () => {
    await update(gatewayBody());
    const fields = { From: MEMBER1_PHONE, Body: 'member1 0 1234 1-', MessageSid: 'SMsig0001' };
    expect((await inboundSms(fields, { signature: null })).status).toBe(401);
    expect((await inboundSms(fields, { secret: 'another-secret' })).status).toBe(403);
    expect((await inboundSms(fields, { signature: 'sha256=zz' })).status).toBe(403);
    expect((await inboundSms(fields, { signature: `sha256=${'0'.repeat(64)}` })).status).toBe(403);
    expect((await inboundSms(fields, { locId: 'XX' })).status).toBe(404);
    expect((await inboundSms(fields, { locId: 'MG' })).status).toBe(404);
    expect((await inboundSms({ ...fields, Body: 'x'.repeat(5000) })).status).toBe(413);
    expect((await inboundSms({ ...fields, MessageSid: '../../etc' })).status).toBe(400);
    expect((await inboundSms({ From: MEMBER1_PHONE, Body: 'x' })).status).toBe(400);
    const json = JSON.stringify(fields);
    const asJson = await platform.request('/api/v1/webhooks/sms/SG', { method: 'POST', headers: { 'content-type': 'application/json', 'x-gateway-signature': signBody(SECRET, json) }, body: json });
    expect(asJson.status).toBe(415);
    expect(await platform.db.select().from(messages).where(eq(messages.providerId, 'SMsig0001'))).toEqual([]);
  });

  test('the Telegram webhook refuses hostile updates: over 32 KiB 413, deep nesting or wrong shapes 400, long texts 400, and places nothing', async () => {
    await update(gatewayBody());
    const raw = (body: string) =>
      platform.request<{ message?: string }>('/api/v1/webhooks/telegram/SG', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': BOT_SECRET },
        body,
      });
    const before = (await ticketsOf('member1')).length;
    const chat = { id: 555009, type: 'private' };
    const from = { id: 777009, is_bot: false, first_name: 'H' };
    // Over the cap, whatever it holds: refused before it is parsed.
    expect((await raw(`{"update_id":1,"pad":"${'x'.repeat(33 * 1024)}"}`)).status).toBe(413);
    // Nested as deep as the cap allows, where the schema expects an object or a string: a 400, at once.
    const deep = 16 * 1024 - 32;
    expect((await raw(`{"update_id":2,"message":${'['.repeat(deep)}${']'.repeat(deep)}}`)).status).toBe(400);
    expect((await raw(`{"update_id":3,"message":{"message_id":1,"date":0,"chat":${JSON.stringify(chat)},"text":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}}`)).status).toBe(400);
    // A text past the Bot API's 4096 characters, a number where a string goes, not JSON at all.
    expect((await telegram({ update_id: 4, message: { message_id: 1, date: 0, chat, from, text: '1'.repeat(4097) } })).status).toBe(400);
    expect((await telegram({ update_id: 5, message: { message_id: 1, date: 0, chat: { id: 'x', type: 'private' }, from, text: 'hi' } })).status).toBe(400);
    expect((await raw('{"update_id":6,"message":')).status).toBe(400);
    // Unknown fields by the thousand are dropped, not walked into anything.
    const noise = Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`k${index}`, index]));
    expect((await telegram({ update_id: 7, ...noise })).status).toBe(200);
    expect((await ticketsOf('member1')).length).toBe(before);
    await send();
    expect(fake().bot).toEqual([]);
  });
});
