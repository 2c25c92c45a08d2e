// Fixed Process as admin meets it: two members of agent2's made for the journey, each with a fixed
// bet (one within its credit, one costing more than its credit), placed at once on the next draw.
// Admin starts a run on the draw after it from the Fixed Process page: it places the first member's
// fixed bet there, lists the other as refused for credit, and its row says Done. The clerk (no
// FixedSetting) has neither link, both pages refuse it, and its calls (and a DrawSetting one) answer the
// unknown route's 404. It places SG tickets: one at a time with
// the books journeys.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { platformAs } from './support/platform-api';
import { expectRefused, openAs, openShell } from './support/shell';

const main = (page: Page) => page.getByRole('main');

interface FixedAnswer {
  FixedBetId: number;
  Runs: { DrawId: number; Status: string }[];
}

/** Two new members under agent2 (credit 1000.00) with a fixed bet each, every draw day. */
async function membersWithFixedBets(): Promise<{ paying: string; broke: string }> {
  const suffix = Date.now().toString(36).slice(-6);
  const paying = `fp_pay_${suffix}`;
  const broke = `fp_broke_${suffix}`;
  const agent2 = await platformAs('agent2', 'Agent1234');
  try {
    for (const userId of [paying, broke]) {
      await agent2.post('players', { UserId: userId, UserName: `Fixed ${userId}`, Password: 'Given1234', Credit: '1000.00', EnablePlaceBet: true });
    }
    const placed = await agent2.post<FixedAnswer>('bet/fixed', { UserId: paying, IdempotencyKey: randomUUID(), Bet: { Number: '2468', Big: '1', Kind: 'ORDINARY' } });
    expect(placed.Runs[0]?.Status).toBe('PLACED');
    // A roll of Big 150.00 costs 1500.00 a draw: more than its credit.
    const refused = await agent2.post<FixedAnswer>('bet/fixed', { UserId: broke, IdempotencyKey: randomUUID(), Bet: { Number: '13R5', Big: '150', Kind: 'ROLL' } });
    expect(refused.Runs[0]?.Status).toBe('REFUSED');
  } finally {
    await agent2.dispose();
  }
  return { paying, broke };
}

test('admin runs the fixed bets on a later draw: one member placed, one listed out of credit', async ({ page }) => {
  test.slow();
  const { paying, broke } = await membersWithFixedBets();
  await openAs(page, 'admin', '/control/fixedProcess?LocId=SG');
  await expect(page.locator('[data-menu-link="fixedProcess"]')).toBeAttached();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Fixed Process' })).toBeVisible();

  // The draw after the next one: the fixed bets are not on it yet.
  const select = main(page).getByLabel('Draw');
  const later = (await select.locator('option').nth(1).getAttribute('value')) ?? '';
  const laterText = (await select.locator('option').nth(1).textContent()) ?? '';
  expect(laterText).toContain('open');
  await select.selectOption(later);
  await main(page).getByRole('button', { name: 'Start run' }).click();
  const started = main(page).getByRole('status').filter({ hasText: /^Run \d+ on the draw of/ });
  await expect(started).toBeVisible();
  const jobId = /^Run (\d+)/.exec((await started.textContent()) ?? '')?.[1] ?? '';

  // Polled until done: its row says Done and its refusals are listed.
  const row = main(page).getByRole('row').filter({ has: page.getByRole('button', { name: `Show run ${jobId}` }) });
  await expect(row).toContainText('Done');
  await expect(row).toContainText('By hand');
  const failures = page.getByTestId('fixed-run-failures');
  await expect(failures).toContainText(`Run ${jobId}`);
  await expect(failures).toContainText(new RegExp(`${broke} \\(Fixed ${broke}\\), fixed bets \\d+: Not enough credit`));
  await expect(failures).not.toContainText(paying);

  // The paying member's fixed bet went on that draw.
  const agent2 = await platformAs('agent2', 'Agent1234');
  try {
    const list = await agent2.get<{ Items: { LastRun: { DrawId: number; Status: string } | null }[] }>('bet/fixed/page3', { UserId: paying });
    expect(list.Items[0]?.LastRun).toEqual(expect.objectContaining({ DrawId: Number(later), Status: 'PLACED' }));
  } finally {
    await agent2.dispose();
  }
});

test('the clerk (no FixedSetting) has no Fixed links and both pages refuse it', async ({ page }) => {
  await openShell(page, 'clerk');
  await expect(page.locator('[data-menu-link="viewTickets"]')).toBeAttached();
  await expect(page.locator('[data-menu-link="fixedProcess"]')).toHaveCount(0);
  await expect(page.locator('[data-menu-link="fixedSetting"]')).toHaveCount(0);
  await page.goto('/control/fixedProcess?LocId=SG');
  await expectRefused(page, 'rights in Singapore do not include this page');
  // Its calls do not exist for it: the unknown route's 404, from the page's own origin and cookie.
  const answers = await page.evaluate(async () => {
    const read = await fetch('/api/v1/selectFixedSetting?LocId=SG');
    const start = await fetch('/api/v1/updateProcessJob?LocId=SG', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const payRate = await fetch('/api/v1/payRate/1?LocId=SG', { method: 'DELETE' });
    return Promise.all([read, start, payRate].map(async (answer) => [answer.status, ((await answer.json()) as { message?: string }).message]));
  });
  expect(answers).toEqual([[404, 'Not found.'], [404, 'Not found.'], [404, 'Not found.']]);
});
