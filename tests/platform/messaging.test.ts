// The messaging seam (docs/decisions/messaging.md) against local providers speaking the wire formats:
// the gateway calls (ADMIN with SMSGateway; secrets masked; audited), inbound SMS bets through the
// signed webhook (placed once per message id, replies through the outbox with the ticket and
// CreditLeft, each error at its position, the fixed reply to an unregistered number), the outbox's
// retries and backoff, the Telegram bot's two-step link and bet (webhook and long polling), the
// Telegram view's conversations and resend, mobile2 and betEntryAlert.
import { and, eq } from 'drizzle-orm';
import { audits, messages } from '@/platform/db/schema';
import { REPLY } from '@/platform/services/messaging/inbound';
import { backoffMs, MAX_ATTEMPTS, sendDueMessages } from '@/platform/services/messaging/outbox';
import { pollTelegram } from '@/platform/services/messaging/telegram';
import { scoped } from './support/actors';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { AGENT2_PHONE, BOT_TOKEN, type Conversation, type Gateway, MEMBER1_PHONE, useMessaging } from './support/messaging';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const messaging = useMessaging(driver);
  const { platform, tokens, fake, gatewayBody, update, inboundSms, telegram, send, ticketsOf } = messaging;

  test('the gateway calls: an ADMIN with SMSGateway saves the setting, secrets come back masked, kept when left out, audited', async () => {
    const saved = await update(gatewayBody());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ LocId: 'SG', SMSProvider: 'twilio', SMSToken: '••••1234', SMSWebhookSecret: '••••0001', BotToken: '••••cdef', OpenTime: '09:00' });
    expect(JSON.stringify(saved.body)).not.toContain(BOT_TOKEN);
    const { SMSToken: _token, BotToken: _bot, ...withoutSecrets } = gatewayBody({ SMSHelpdesk: '' });
    expect((await update(withoutSecrets)).body).toMatchObject({ SMSToken: '••••1234', BotToken: '••••cdef', SMSHelpdesk: '' });
    const byId = await platform.get<Gateway>(scoped('SMSGatewayById', 'SG', 'Id=SG'), tokens.admin);
    expect(byId.body).toMatchObject({ SMSToken: '••••1234', SMSHelpdesk: '' });
    const list = await platform.get<{ Gateways: { LocId: string; SMSConfigured: boolean; BotConfigured: boolean }[] }>(scoped('SMSGateway'), tokens.admin);
    expect(list.body.Gateways).toContainEqual(expect.objectContaining({ LocId: 'SG', SMSConfigured: true, BotConfigured: true }));
    // The instruction pages read the same SMS setting.
    expect((await platform.get<{ SMSHelpdesk: string; OpenTime: string }>(scoped('smsSetting'), tokens.member1)).body).toMatchObject({ SMSHelpdesk: '', OpenTime: '09:00' });
    const rows = await platform.db.select().from(audits).where(and(eq(audits.entity, 'smsGateway'), eq(audits.entityId, 'SG')));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(rows)).not.toContain(BOT_TOKEN);
    expect(JSON.stringify(rows)).not.toContain('sms-auth-token');
    await update(gatewayBody({ SMSHelpdesk: '6580005678' }));
  });

  test('the gateway calls refuse: no SMSGateway (clerk, agents, members) 403, TT 404, a location not the admin\'s 404, bad fields 400', async () => {
    for (const who of ['clerk', 'agent1', 'member1'] as const) {
      expect((await platform.get(scoped('SMSGateway'), tokens[who])).status).toBe(403);
      expect((await update(gatewayBody(), tokens[who])).status).toBe(403);
      expect((await sendJson(platform, 'PUT', scoped('dSMSSetting'), { Id: 'SG' }, tokens[who])).status).toBe(403);
    }
    expect((await platform.get(scoped('SMSGateway', 'TT'), tokens.admin)).status).toBe(404);
    expect((await platform.get(scoped('SMSGatewayById', 'SG', 'Id=XX'), tokens.admin)).status).toBe(404);
    expect(await update(gatewayBody({ OpenTime: '25:00' }))).toMatchObject({ status: 400, body: { field: 'OpenTime' } });
    expect(await update(gatewayBody({ SMSBaseUrl: 'ftp://x' }))).toMatchObject({ status: 400, body: { field: 'SMSBaseUrl' } });
    expect(await update(gatewayBody({ SMSAccount: 'a\u0000b' }))).toMatchObject({ status: 400, body: { field: 'SMSAccount' } });
  });

  test('an SMS bet from member1\'s registered phone is placed once; the reply names the ticket and CreditLeft', async () => {
    await update(gatewayBody());
    expect((await sendJson(platform, 'PUT', scoped('mobile'), { Mobile: MEMBER1_PHONE }, tokens.member1)).status).toBe(200);
    const before = (await ticketsOf('member1')).length;
    const first = await inboundSms({ From: `+${MEMBER1_PHONE}`, To: '+6580001234', Body: 'member1 0 1234 1-2', MessageSid: 'SMabc0001' });
    expect(first).toMatchObject({ status: 200, body: { Received: true, Duplicate: false } });
    const placed = await ticketsOf('member1');
    expect(placed.length).toBe(before + 3);
    expect(placed.filter((row) => row.source === 'SMS')).toHaveLength(3);
    expect(await send()).toMatchObject({ sent: 1 });
    expect(fake().sms).toHaveLength(1);
    expect(fake().sms[0]).toMatchObject({ To: `+${MEMBER1_PHONE}`, From: '6580001234', account: 'AC123' });
    expect(fake().sms[0]?.authorization).toBe(`Basic ${Buffer.from('AC123:sms-auth-token-0000001234').toString('base64')}`);
    expect(fake().sms[0]?.Body).toMatch(/^Ticket \d+ member1 \d{4}-\d{2}-\d{2}\n1234 B1\.00 S2\.00 = 3\.00\nCost 3\.00/);
    expect(fake().sms[0]?.Body).toMatch(/CreditLeft \d+\.\d{2}$/);
    // The same message id again: nothing placed, no reply.
    expect(await inboundSms({ From: MEMBER1_PHONE, To: '+6580001234', Body: 'member1 0 1234 1-2', MessageSid: 'SMabc0001' })).toMatchObject({ status: 200, body: { Duplicate: true } });
    expect((await ticketsOf('member1')).length).toBe(before + 3);
    expect(await send()).toMatchObject({ sent: 0 });
  });

  test('a bad text gets each error at its position; another branch\'s member is refused; an unregistered number gets the fixed reply', async () => {
    await update(gatewayBody());
    await sendJson(platform, 'PUT', scoped('mobile'), { Mobile: MEMBER1_PHONE }, tokens.member1);
    const before = (await ticketsOf('member1')).length;
    const member2Before = (await ticketsOf('member2')).length;
    await inboundSms({ From: MEMBER1_PHONE, Body: 'member1 0 1234 1-2 12X4 1-', MessageSid: 'SMbad0001' });
    await inboundSms({ From: MEMBER1_PHONE, Body: 'member2 0 1234 1-', MessageSid: 'SMother001' });
    await inboundSms({ From: '6599999999', Body: 'member1 0 1234 1-', MessageSid: 'SMunreg001' });
    await send();
    const bodies = Object.fromEntries(fake().sms.map((sms) => [sms.To, [] as string[]]));
    for (const sms of fake().sms) bodies[sms.To]?.push(sms.Body);
    expect(bodies[`+${MEMBER1_PHONE}`]?.[0]).toMatch(/^Error at position 20: /);
    expect(bodies[`+${MEMBER1_PHONE}`]?.[1]).toBe('User not found.');
    expect(bodies['+6599999999']).toEqual([REPLY.unregistered]);
    expect((await ticketsOf('member1')).length).toBe(before);
    expect((await ticketsOf('member2')).length).toBe(member2Before);
    const logged = await platform.db.select().from(messages).where(eq(messages.providerId, 'SMunreg001'));
    expect(logged).toEqual([expect.objectContaining({ direction: 'IN', userId: null, peer: '6599999999', status: 'RECEIVED' })]);
  });

  test('the outbox: no gateway keeps messages queued; failures retry with backoff, then FAIL with the reason; resendSms queues again', async () => {
    await sendJson(platform, 'PUT', scoped('dSMSSetting'), { Id: 'SG' }, tokens.admin);
    await sendJson(platform, 'PUT', scoped('mobile'), { Mobile: MEMBER1_PHONE }, tokens.member1);
    const { enqueueMessage } = await import('@/platform/services/messaging/outbox');
    const queued = await enqueueMessage(platform.db, { locId: 'SG', userId: 'member1', channel: 'sms', to: MEMBER1_PHONE, text: 'Result 1234', kind: 'result' });
    expect(await send()).toMatchObject({ sent: 0 });
    const [still] = await platform.db.select().from(messages).where(eq(messages.id, queued.id));
    expect(still).toMatchObject({ status: 'QUEUED', attempts: 0 });
    await update(gatewayBody());
    fake().failWith = 503;
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await sendDueMessages(platform.db, now);
      const [row] = await platform.db.select().from(messages).where(eq(messages.id, queued.id));
      expect(row?.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row).toMatchObject({ status: 'QUEUED', error: 'The SMS gateway answered 503: Gateway unavailable' });
        expect(row?.nextAttemptAt?.getTime()).toBe(now.getTime() + backoffMs(attempt));
        // Not due before its backoff.
        await sendDueMessages(platform.db, new Date(now.getTime() + backoffMs(attempt) - 1000));
        expect((await platform.db.select().from(messages).where(eq(messages.id, queued.id)))[0]?.attempts).toBe(attempt);
        now = new Date(now.getTime() + backoffMs(attempt));
      } else {
        expect(row).toMatchObject({ status: 'FAILED', error: 'The SMS gateway answered 503: Gateway unavailable' });
      }
    }
    fake().failWith = null;
    expect((await sendJson(platform, 'POST', scoped('resendSms'), { Id: queued.id }, tokens.agent3)).status).toBe(404);
    expect((await sendJson(platform, 'POST', scoped('resendSms'), { Id: queued.id }, tokens.member1)).status).toBe(403);
    const resent = await sendJson<{ Message: { Status: string } }>(platform, 'POST', scoped('resendSms'), { Id: queued.id }, tokens.agent2);
    expect(resent).toMatchObject({ status: 200, body: { Message: { Status: 'QUEUED' } } });
    expect((await sendJson(platform, 'POST', scoped('resendSms'), { Id: queued.id }, tokens.agent2)).status).toBe(409);
    expect((await sendJson(platform, 'POST', scoped('resendSms'), { Id: 'x' }, tokens.agent2)).status).toBe(400);
    await send();
    expect(fake().sms.map((sms) => sms.Body)).toContain('Result 1234');
    const [sent] = await platform.db.select().from(messages).where(eq(messages.id, queued.id));
    expect(sent).toMatchObject({ status: 'SENT', providerId: expect.stringMatching(/^SM/) });
  });

  test('the bot: a Telegram user links member1\'s phone in two steps, sends a bet and gets the reply; the Telegram view shows it', async () => {
    await update(gatewayBody());
    await sendJson(platform, 'PUT', scoped('mobile'), { Mobile: MEMBER1_PHONE }, tokens.member1);
    const chat = { id: 555001, type: 'private' };
    const from = { id: 777001, is_bot: false, first_name: 'M' };
    expect((await telegram({ update_id: 1, message: { message_id: 1, date: 0, chat, from, text: '/start' } }, null)).status).toBe(401);
    expect((await telegram({ update_id: 1, message: { message_id: 1, date: 0, chat, from, text: '/start' } }, 'wrong')).status).toBe(403);
    await telegram({ update_id: 1, message: { message_id: 1, date: 0, chat, from, text: '/start' } });
    // Before sharing: the bet is not placed.
    await telegram({ update_id: 2, message: { message_id: 2, date: 0, chat, from, text: 'member1 6 1234 1-' } });
    // Someone else's contact is refused; the own one links.
    await telegram({ update_id: 3, message: { message_id: 3, date: 0, chat, from, contact: { phone_number: '+6591239999', first_name: 'X', user_id: 1 } } });
    await telegram({ update_id: 4, message: { message_id: 4, date: 0, chat, from, contact: { phone_number: `+${MEMBER1_PHONE}`, first_name: 'M', user_id: from.id } } });
    const before = (await ticketsOf('member1')).length;
    await telegram({ update_id: 5, message: { message_id: 5, date: 0, chat, from, text: 'member1 6 1234 1-' } });
    expect((await ticketsOf('member1')).filter((row) => row.source === 'BOT').length).toBeGreaterThanOrEqual(1);
    expect((await ticketsOf('member1')).length).toBe(before + 1);
    await send();
    expect(fake().bot.map((message) => message.text)).toEqual([REPLY.botStart, REPLY.botNotLinked, REPLY.botShareOwn, REPLY.botLinked(MEMBER1_PHONE), expect.stringMatching(/^Ticket \d+ member1 .*\n1234 B1\.00 S0\.00 = 1\.00\nCost 1\.00\nCreditLeft /)]);
    expect(fake().bot.every((message) => message.chat_id === '555001' && message.token === BOT_TOKEN)).toBe(true);
    // The Telegram view: agent2 (member1's agent) sees the conversation; agent3 may not name member1.
    const view = await platform.get<Conversation>(scoped('dSMS', 'SG', 'UserId=member1&Channel=telegram'), tokens.agent2);
    expect(view.status).toBe(200);
    expect(view.body.Messages.map((row) => [row.Direction, row.Status])).toEqual(expect.arrayContaining([['IN', 'RECEIVED'], ['OUT', 'SENT']]));
    expect(view.body.Messages.find((row) => row.Direction === 'IN')?.Text).toBe('member1 6 1234 1-');
    expect((await platform.get(scoped('dSMS', 'SG', 'UserId=member1'), tokens.agent3)).status).toBe(404);
    expect((await platform.get(scoped('dSMS'), tokens.member1)).status).toBe(403);
    const agent3 = await platform.get<Conversation>(scoped('dSMS'), tokens.agent3);
    expect(agent3.body.Messages.filter((row) => row.UserId === 'member1')).toEqual([]);
  });

  test('long polling: the poller asks getUpdates and handles what it gets', async () => {
    await update(gatewayBody({ BotMode: 'polling' }));
    const chat = { id: 555002, type: 'private' };
    const from = { id: 777002, is_bot: false, first_name: 'P' };
    fake().updates.push({ update_id: 900, message: { message_id: 1, date: 0, chat, from, text: '/start' } });
    expect(await pollTelegram(platform.db, new Date())).toBe(1);
    expect(await pollTelegram(platform.db, new Date())).toBe(0);
    await send();
    expect(fake().bot).toEqual([expect.objectContaining({ chat_id: '555002', text: REPLY.botStart })]);
    await update(gatewayBody());
  });

  test('mobile2 and betEntryAlert: a bet from mobile2 is placed and the agent asking for alerts gets a copy', async () => {
    await update(gatewayBody());
    expect(await sendJson(platform, 'PUT', scoped('mobile2'), { Mobile2: '+65 9123-0003' }, tokens.member1)).toMatchObject({ status: 200, body: { Mobile2: '6591230003' } });
    expect(await sendJson(platform, 'PUT', scoped('mobile2'), { Mobile2: '12' }, tokens.member1)).toMatchObject({ status: 400, body: { field: 'Mobile2' } });
    expect(await sendJson(platform, 'PUT', scoped('betEntryAlert'), { BetEntryAlert: 'yes' }, tokens.agent2)).toMatchObject({ status: 400, body: { field: 'BetEntryAlert' } });
    await sendJson(platform, 'PUT', scoped('mobile'), { Mobile: AGENT2_PHONE }, tokens.agent2);
    expect(await sendJson(platform, 'PUT', scoped('betEntryAlert'), { BetEntryAlert: true }, tokens.agent2)).toMatchObject({ status: 200, body: { BetEntryAlert: true } });
    expect((await platform.get<{ Mobile2: string }>(scoped('mobile'), tokens.member1)).body).toMatchObject({ Mobile2: '6591230003' });
    await inboundSms({ From: '6591230003', Body: 'member1 6 5678 1-', MessageSid: 'SMm2x0001' });
    await send();
    expect(fake().sms.map((sms) => sms.To).sort()).toEqual([`+${AGENT2_PHONE}`, '+6591230003']);
    expect(fake().sms.find((sms) => sms.To === `+${AGENT2_PHONE}`)?.Body).toMatch(/^Bet from member1:\nTicket /);
    // The agent's own phone bets for its downline.
    await inboundSms({ From: AGENT2_PHONE, Body: 'member1 6 4321 1-', MessageSid: 'SMag20001' });
    expect((await ticketsOf('member1')).some((row) => row.createdBy === 'agent2' && row.source === 'SMS')).toBe(true);
    await sendJson(platform, 'PUT', scoped('betEntryAlert'), { BetEntryAlert: false }, tokens.agent2);
  });
});
