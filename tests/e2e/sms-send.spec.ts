// Send Result and the SMS Report end to end: member1 registers a mobile number, admin subscribes it to
// SG's result notices, sends a resulted draw's result on Send Result (the SMS text is previewed; the
// answer lists member1's message queued or sent), a second send without "Send again" is refused, and
// the SMS Report counts the message under member1's agent (agent2) and lists it on that day. On a phone
// in Chinese the three pages (agent1's, with a day of the report open) have no axe finding and no sideways scroll.
import type { Page } from '@playwright/test';
import { operatorDate } from '@/lib/domain/operator-time';
import { axeFindings, loadAxe, setLanguage } from './support/axe';
import { expect, test } from './support/fixtures';
import { PHONE, sidewaysScroll } from './support/phone';
import { restoreSession } from './support/sessions';
import { openAs } from './support/shell';

const main = (page: Page) => page.getByRole('main');

test('admin sends a draw result to the subscribers and the SMS Report counts it', async ({ page }) => {
  test.slow();
  const digits = `659${String(Date.now()).slice(-7)}`;
  await openAs(page, 'member1', '/admin/mobile?LocId=SG');
  await main(page).getByRole('textbox', { name: 'Mobile number', exact: true }).fill(digits);
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Mobile number saved.' })).toBeVisible();

  // Admin subscribes member1 to the result notices (an earlier run may have done so already).
  await restoreSession(page.context(), 'admin');
  await page.goto('/sms/smsSubscribe?LocId=SG');
  await main(page).getByLabel('Notice', { exact: true }).selectOption('RESULT');
  const member1 = main(page).getByRole('checkbox', { name: /^member1 · / });
  if ((await member1.count()) > 0) {
    await member1.check();
    await main(page).getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(main(page).getByText('1 subscription added.')).toBeVisible();
  }

  await page.goto('/sms/sendResult?LocId=SG');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Send Result' })).toBeVisible();
  await expect(main(page).getByTestId('sms-preview')).toContainText(/^SG 4D \d{2}\/\d{2}\/\d{4} 1st \d{4}/);
  const preview = (await main(page).getByTestId('sms-preview').textContent()) ?? '';
  await main(page).getByRole('checkbox', { name: 'Send again to subscribers who already have this text' }).check();
  await main(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(main(page).getByRole('status')).toContainText(/queued/);
  const row = main(page).getByTestId('sent-message').filter({ hasText: 'member1' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(preview);
  await expect(row).toContainText(/Queued|Sent/);

  // The same draw again without "Send again": refused, nothing queued.
  await main(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect(main(page).getByRole('alert')).toContainText('already sent to every subscriber');
  await expect(main(page).getByTestId('sent-message')).toHaveCount(0);

  // The report: today's row of agent2 (member1's agent) counts it; its day lists member1's message.
  await page.goto('/sms/smsReport?LocId=SG');
  await expect(main(page).getByRole('heading', { level: 1, name: 'SMS Report' })).toBeVisible();
  const agentRow = main(page).getByTestId('sms-report-sum').locator('tbody tr[data-agent="agent2"]').last();
  await expect(agentRow).toBeVisible();
  const figure = async (column: number) => Number((await agentRow.locator('td').nth(column).textContent()) ?? '0');
  const [inbound, out] = [await figure(2), await figure(3)];
  expect(out).toBeGreaterThanOrEqual(1);
  await agentRow.getByRole('link').click();
  const messages = main(page).getByTestId('sms-report-messages');
  await expect(messages.locator('tbody tr').filter({ hasText: 'member1' }).filter({ hasText: preview }).first()).toBeVisible();
  // At least what the sums counted: another journey's bet by SMS may add agent2's messages meanwhile.
  await expect.poll(() => messages.locator('tbody tr').count()).toBeGreaterThanOrEqual(inbound + out);
});

test.describe('on a phone, in Chinese', () => {
  test.use(PHONE);
  test('Send Result, Send Strike and the SMS Report: no serious axe finding, no sideways scroll', async ({ page }) => {
    test.slow();
    await loadAxe(page);
    await openAs(page, 'agent1', '/sms/sendResult?LocId=SG');
    await setLanguage(page, 'zh');
    const today = operatorDate(new Date());
    const found: string[] = [];
    for (const [path, title] of [
      ['/sms/sendResult?LocId=SG', '发送结果'],
      ['/sms/sendStrike?LocId=SG', '发送中奖'],
      [`/sms/smsReport?LocId=SG&Date=${today}&Agent=agent2`, '短信报表'],
    ] as const) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
      found.push(...(await axeFindings(page, path, 'main')));
      expect.soft(await sidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});
