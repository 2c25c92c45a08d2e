// Registering the Telegram webhook when the gateway is saved (docs/decisions/messaging.md, "Registering
// the webhook"): webhook mode tells the Bot API the site's address for the location and the bot secret
// token, polling mode deletes the webhook, and so does a bot token cleared; a Bot API that refuses or is unreachable never stops the
// save, whose answer and audit row say what happened; a hostile WebhookOrigin is refused before
// anything is saved or sent.
import { and, desc, eq } from 'drizzle-orm';
import { audits, messagingGateways } from '@/platform/db/schema';
import { scoped } from './support/actors';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { REGISTER_TIMEOUT_MS } from '@/platform/services/messaging/webhook';
import { BOT_SECRET, BOT_TOKEN, useMessaging } from './support/messaging';

const ORIGIN = 'https://www.alpha4d.example.com';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const { platform, fake, gatewayBody, tokens, update } = useMessaging(driver);

  const lastAudit = async () => {
    const [row] = await platform.db.select().from(audits).where(and(eq(audits.entity, 'smsGateway'), eq(audits.entityId, 'SG'))).orderBy(desc(audits.id)).limit(1);
    return row?.after as { Webhook?: unknown } | undefined;
  };

  test('webhook mode: setWebhook with the site address of the location, the bot secret token and message updates only; audited', async () => {
    const saved = await update(gatewayBody({ WebhookOrigin: ORIGIN }));
    expect(saved.status).toBe(200);
    const url = `${ORIGIN}/api/webhooks/telegram/SG`;
    expect(saved.body.Webhook).toEqual({ Mode: 'webhook', Ok: true, Url: url, Problem: '', Error: '' });
    expect(fake().webhooks).toEqual([{ method: 'setWebhook', token: BOT_TOKEN, url, secret_token: BOT_SECRET, allowed_updates: ['message'] }]);
    expect(await lastAudit()).toMatchObject({ Webhook: { Mode: 'webhook', Ok: true, Url: url } });
    // Secrets left out are the stored ones: the next save registers the same secret again.
    const { BotToken: _token, BotWebhookSecret: _secret, ...kept } = gatewayBody({ WebhookOrigin: 'http://alpha.localhost:3000' });
    expect((await update(kept)).body.Webhook).toMatchObject({ Ok: true, Url: 'http://alpha.localhost:3000/api/webhooks/telegram/SG' });
    expect(fake().webhooks[1]).toMatchObject({ token: BOT_TOKEN, secret_token: BOT_SECRET });
  });

  test('polling mode: deleteWebhook (getUpdates is refused while one is set)', async () => {
    const saved = await update(gatewayBody({ BotMode: 'polling', WebhookOrigin: ORIGIN }));
    expect(saved.body.Webhook).toEqual({ Mode: 'polling', Ok: true, Url: '', Problem: '', Error: '' });
    expect(fake().webhooks).toEqual([{ method: 'deleteWebhook', token: BOT_TOKEN }]);
    expect(await lastAudit()).toMatchObject({ BotMode: 'polling', Webhook: { Mode: 'polling', Ok: true } });
  });

  test('a Bot API that refuses or cannot be reached: the setting is saved, the answer and the audit say why', async () => {
    fake().botFailWith = 502;
    const refused = await update(gatewayBody({ WebhookOrigin: ORIGIN, SMSHelpdesk: '6580000001' }));
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ SMSHelpdesk: '6580000001', Webhook: { Mode: 'webhook', Ok: false, Problem: 'botApi', Error: 'The Bot API answered 502: Bad Gateway' } });
    expect(await lastAudit()).toMatchObject({ SMSHelpdesk: '6580000001', Webhook: { Ok: false, Problem: 'botApi' } });
    const polling = await update(gatewayBody({ BotMode: 'polling' }));
    expect(polling.body.Webhook).toMatchObject({ Mode: 'polling', Ok: false, Problem: 'botApi' });
    fake().botFailWith = null;

    // Nothing listens on port 9: unreachable, and the token never shows in the answer or the audit.
    const unreachable = await update(gatewayBody({ WebhookOrigin: ORIGIN, BotApiRoot: 'http://127.0.0.1:9', SMSHelpdesk: '6580000002' }));
    expect(unreachable).toMatchObject({ status: 200, body: { SMSHelpdesk: '6580000002', Webhook: { Ok: false, Problem: 'botApi', Error: 'The Bot API could not be reached.' } } });
    expect(JSON.stringify([unreachable.body, await lastAudit()])).not.toContain(BOT_TOKEN);
    const [row] = await platform.db.select().from(messagingGateways).where(eq(messagingGateways.locId, 'SG'));
    expect(row).toMatchObject({ botApiRoot: 'http://127.0.0.1:9', botMode: 'webhook' });
  });

  test('a hostile Bot API: one that never answers is cut off at the registration timeout, a huge error is cut short; the save goes through', async () => {
    fake().botHang = true;
    const started = Date.now();
    const hung = await update(gatewayBody({ WebhookOrigin: ORIGIN, SMSHelpdesk: '6580000003' }));
    const took = Date.now() - started;
    expect(hung).toMatchObject({ status: 200, body: { SMSHelpdesk: '6580000003', Webhook: { Ok: false, Problem: 'botApi', Error: 'The Bot API could not be reached.' } } });
    expect(took).toBeGreaterThanOrEqual(REGISTER_TIMEOUT_MS - 500);
    expect(took).toBeLessThan(REGISTER_TIMEOUT_MS + 4_000);
    fake().botHang = false;

    fake().botFailWith = 500;
    fake().botFailDescription = 'x'.repeat(1_000_000);
    const huge = await update(gatewayBody({ WebhookOrigin: ORIGIN }));
    expect(huge.status).toBe(200);
    const error = (huge.body.Webhook as { Error: string }).Error;
    expect(error.startsWith('The Bot API answered 500: xxx')).toBe(true);
    expect(error.length).toBeLessThanOrEqual(250);
    expect(JSON.stringify(await lastAudit()).length).toBeLessThan(5_000);
  });

  test('webhook mode without a site address or without a secret token tells Telegram nothing and says why', async () => {
    expect((await update(gatewayBody())).body.Webhook).toEqual({ Mode: 'webhook', Ok: false, Url: '', Problem: 'noOrigin', Error: '' });
    expect((await update(gatewayBody({ WebhookOrigin: ORIGIN, BotWebhookSecret: '' }))).body.Webhook).toMatchObject({ Ok: false, Problem: 'noSecret' });
    expect(fake().webhooks).toEqual([]);
  });

  test('a bot token cleared takes its webhook with it (deleteWebhook with the old token), by a save or by dSMSSetting; no bot at all, no outcome', async () => {
    await update(gatewayBody({ WebhookOrigin: ORIGIN }));
    fake().webhooks.length = 0;
    const cleared = await update(gatewayBody({ WebhookOrigin: ORIGIN, BotToken: '' }));
    expect(cleared.body.Webhook).toEqual({ Mode: 'polling', Ok: true, Url: '', Problem: '', Error: '' });
    expect(fake().webhooks).toEqual([{ method: 'deleteWebhook', token: BOT_TOKEN }]);
    // No bot stored and none given: Telegram is not called.
    expect((await update(gatewayBody({ WebhookOrigin: ORIGIN, BotToken: '' }))).body.Webhook).toBeNull();
    expect(fake().webhooks).toHaveLength(1);

    await update(gatewayBody({ WebhookOrigin: ORIGIN }));
    fake().webhooks.length = 0;
    expect((await sendJson(platform, 'PUT', scoped('dSMSSetting'), { Id: 'SG' }, tokens.admin)).status).toBe(200);
    expect(fake().webhooks).toEqual([{ method: 'deleteWebhook', token: BOT_TOKEN }]);
    expect(await lastAudit()).toEqual({ Webhook: { Mode: 'polling', Ok: true, Url: '', Problem: '', Error: '' } });
    // Cleared already: a second dSMSSetting has no bot to forget.
    await sendJson(platform, 'PUT', scoped('dSMSSetting'), { Id: 'SG' }, tokens.admin);
    expect(fake().webhooks).toHaveLength(1);
    expect(await lastAudit()).toBeNull();
  });

  test.each([
    'http://www.alpha4d.example.com',
    'https://evil.example.com/steal',
    'https://evil.example.com?x=1',
    'https://user:pass@evil.example.com',
    'https://EVIL.example.com',
    'javascript:alert(1)',
    'http://alpha.localhost.evil.com',
    'ftp://alpha.localhost',
    '',
  ])('a hostile WebhookOrigin %j is refused 400, before anything is saved or sent', async (origin) => {
    const refused = await update(gatewayBody({ WebhookOrigin: origin, SMSHelpdesk: '6589999999' }));
    expect(refused).toMatchObject({ status: 400, body: { field: 'WebhookOrigin' } });
    expect(fake().webhooks).toEqual([]);
    expect(JSON.stringify(await lastAudit())).not.toContain('6589999999');
  });
});
