// Bets by SMS and by the messaging bot, end to end with a local gateway speaking the providers' wire
// formats (tests/platform/support/fake-gateways.ts): admin sets SG's gateway on the SMS Gateway page,
// member1 registers a second number on the Mobile page, that phone's signed SMS places a ticket shown in
// View Tickets and the reply names the ticket and CreditLeft; the same message id places nothing; a bad
// text is answered with the error's position; an unregistered number gets the fixed reply. A Telegram
// user links member1's phone in two steps and bets; the Telegram View shows the conversation.
// Then result notices with the gateway down: queued, the failed attempt shown, sent once it is back.
import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startFakeGateways, type FakeGateways } from '../platform/support/fake-gateways';
import { expect, test } from './support/fixtures';
import { JOURNEY_MEMBERS } from './support/members';
import { restoreSession } from './support/sessions';
import { openAs } from './support/shell';

const main = (page: Page) => page.getByRole('main');
// Providers call the site (app/api/webhooks), which passes the exact bytes on to the platform's webhook.
const HOOKS = `http://127.0.0.1:${process.env.E2E_APP_PORT ?? '3000'}/api/webhooks`;
const SECRET = 'e2e-sms-webhook-secret-01';
const BOT_SECRET = 'e2e-bot-secret-token-01';
const PHONE = '6591237001';
/** The notice member's mobile number (support/members.ts). */
const NOTICE_PHONE = '6591237002';
const UNREGISTERED = '6591237999';
const UNREGISTERED_REPLY = 'This number is not registered. Register it on the website (Mobile) before betting by SMS or bot.';

let fake: FakeGateways;
test.beforeAll(async () => {
  fake = await startFakeGateways();
});
test.afterAll(async () => {
  await fake.close();
});

async function sms(fields: Record<string, string>): Promise<{ status: number; body: { Duplicate?: boolean } }> {
  const body = new URLSearchParams(fields).toString();
  const signature = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
  const response = await fetch(`${HOOKS}/sms/SG`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-gateway-signature': signature }, body });
  return { status: response.status, body: (await response.json()) as { Duplicate?: boolean } };
}

async function telegram(update: unknown): Promise<number> {
  const response = await fetch(`${HOOKS}/telegram/SG`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': BOT_SECRET },
    body: JSON.stringify(update),
  });
  return response.status;
}

// Each test sets SG's gateway to its own worker's local gateway: they run one after the other.
test.describe.configure({ mode: 'default' });

const smsTo = (phone: string) => fake.sms.filter((message) => message.To === `+${phone}`).map((message) => message.Body);

/** Admin points SG's gateway at this worker's local gateway on the SMS Gateway page. */
async function setGateway(page: Page) {
  await openAs(page, 'admin', '/sms/smsGateway?LocId=SG');
  await expect(main(page).getByRole('heading', { level: 1, name: 'SMS Gateway' })).toBeVisible();
  await main(page).getByLabel('Provider', { exact: true }).selectOption('twilio');
  await main(page).getByLabel('Provider address').fill(fake.url);
  await main(page).getByLabel('Account', { exact: true }).fill('ACe2e');
  await main(page).getByLabel('Sender', { exact: true }).fill('6580001234');
  await main(page).getByLabel('Auth token').fill('e2e-auth-token-000001');
  await main(page).getByLabel('Webhook secret', { exact: true }).fill(SECRET);
  await main(page).getByLabel('Bot API address (empty: Telegram)').fill(fake.url);
  await main(page).getByLabel('Bot token').fill('1000:e2e-bot-token-xyz');
  await main(page).getByLabel('Webhook secret token').fill(BOT_SECRET);
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Gateway setting saved.');
  await expect(main(page).getByText('Stored: ••••0001')).toBeVisible();
  await expect(main(page).getByText('e2e-auth-token-000001')).toHaveCount(0);
}

test('bets by SMS and bot reach the platform once, are answered, and show on the pages', async ({ page }) => {
  test.slow();
  await setGateway(page);

  // member1 registers a second number.
  await restoreSession(page.context(), 'member1');
  await page.goto('/admin/mobile');
  await main(page).getByLabel('Second mobile number').fill(PHONE);
  await main(page).getByRole('button', { name: 'Save second number' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Second mobile number saved.');

  // The bet by SMS: placed, answered with the ticket and CreditLeft.
  expect(await sms({ From: `+${PHONE}`, To: '+6580001234', Body: 'member1 0 1234 1-2', MessageSid: 'SMe2e00001' })).toMatchObject({ status: 200, body: { Duplicate: false } });
  await expect.poll(() => smsTo(PHONE).length, { timeout: 20_000 }).toBe(1);
  const reply = smsTo(PHONE)[0] ?? '';
  expect(reply).toMatch(/CreditLeft \d+\.\d{2}$/);
  const ticketId = /^Ticket (\d+) member1/.exec(reply)?.[1];
  expect(ticketId).toBeDefined();
  await page.goto('/tickets/page?VW=TICKET');
  await expect(main(page).getByRole('button', { name: `Ticket ${ticketId}, show its bets` })).toBeVisible();

  // The same message id again: nothing placed, no second reply.
  expect(await sms({ From: `+${PHONE}`, To: '+6580001234', Body: 'member1 0 1234 1-2', MessageSid: 'SMe2e00001' })).toMatchObject({ status: 200, body: { Duplicate: true } });
  // A bad text, then an unregistered number.
  await sms({ From: PHONE, Body: 'member1 0 12X4 1-', MessageSid: 'SMe2e00002' });
  await sms({ From: UNREGISTERED, Body: 'member1 0 1234 1-', MessageSid: 'SMe2e00003' });
  await expect.poll(() => smsTo(PHONE).length, { timeout: 20_000 }).toBe(2);
  expect(smsTo(PHONE)[1]).toMatch(/^Error at position 11: /);
  await expect.poll(() => smsTo(UNREGISTERED), { timeout: 20_000 }).toEqual([UNREGISTERED_REPLY]);

  // The bot: share the contact (step one; step two is the number on the website), then bet.
  const chat = { id: 880001, type: 'private' };
  const from = { id: 990001, is_bot: false, first_name: 'Member' };
  expect(await telegram({ update_id: 1, message: { message_id: 1, date: 0, chat, from, contact: { phone_number: `+${PHONE}`, first_name: 'Member', user_id: from.id } } })).toBe(200);
  expect(await telegram({ update_id: 2, message: { message_id: 2, date: 0, chat, from, text: 'member1 6 4321 1-' } })).toBe(200);
  await expect.poll(() => fake.bot.map((message) => message.text).find((text) => text.startsWith('Ticket ')), { timeout: 20_000 }).toMatch(/^Ticket \d+ member1 .*\n4321 B1\.00 S0\.00 = 1\.00\nCost 1\.00\nCreditLeft \d+\.\d{2}$/);

  // The Telegram View: agent2 (member1's agent) sees the conversation with its statuses.
  await openAs(page, 'agent2', '/sms/smsView?UserId=member1');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Telegram View' })).toBeVisible();
  await expect(main(page).getByText('member1 6 4321 1-')).toBeVisible();
  await expect(main(page).locator('[data-testid="message"][data-status="SENT"]').first()).toBeVisible();

  // Clean up: member1's second number.
  await restoreSession(page.context(), 'member1');
  await page.goto('/admin/mobile');
  await main(page).getByLabel('Second mobile number').fill('');
  await main(page).getByRole('button', { name: 'Save second number' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Second mobile number removed.');
});

test('result notices wait in the outbox while the gateway is down and go once it is back', async ({ page }) => {
  test.slow();
  const member = JOURNEY_MEMBERS.notice;
  await setGateway(page);
  await restoreSession(page.context(), member);
  await page.goto('/admin/mobile?LocId=SG');
  await main(page).getByRole('textbox', { name: 'Mobile number', exact: true }).fill(NOTICE_PHONE);
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Mobile number saved.' })).toBeVisible();

  // Admin subscribes the member to SG's result notices (a retried run may have done so already).
  await restoreSession(page.context(), 'admin');
  await page.goto('/sms/smsSubscribe?LocId=SG');
  await main(page).getByLabel('Notice', { exact: true }).selectOption('RESULT');
  const candidate = main(page).getByRole('checkbox', { name: new RegExp(`^${member} · `) });
  if ((await candidate.count()) > 0) {
    await candidate.check();
    await main(page).getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(main(page).getByText('1 subscription added.')).toBeVisible();
  }

  // The gateway goes down; the result is sent: the member's notice is queued.
  fake.failWith = 503;
  await page.goto('/sms/sendResult?LocId=SG');
  const preview = (await main(page).getByTestId('sms-preview').textContent()) ?? '';
  expect(preview).toMatch(/^SG 4D /);
  await main(page).getByRole('checkbox', { name: 'Send again to subscribers who already have this text' }).check();
  await main(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(main(page).getByTestId('sent-message').filter({ hasText: member })).toContainText('Queued');

  // The Telegram View: the notice's first attempt failed with the gateway's answer; it stays queued.
  await page.goto(`/sms/smsView?UserId=${member}`);
  const notice = main(page).getByTestId('message').filter({ hasText: preview }).last();
  await expect(async () => {
    await page.reload();
    await expect(notice).toHaveAttribute('data-status', 'QUEUED', { timeout: 1_000 });
    await expect(notice).toContainText('1 attempt', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(smsTo(NOTICE_PHONE)).toEqual([]);

  // The gateway is back: the outbox sends it at its next try (30 s after the failure), unasked.
  fake.failWith = null;
  await expect(async () => {
    await page.reload();
    await expect(notice).toHaveAttribute('data-status', 'SENT', { timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [3_000] });
  expect(smsTo(NOTICE_PHONE)).toContain(preview);
});
