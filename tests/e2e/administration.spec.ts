// Administration: admin creates an agent with a share, a commission and credit; the agent
// signs in (a new user changes its password first, then accepts the terms) and sees the menu its
// flags allow, and creates a player; the player signs in and sees its credit; admin records a payment
// for the agent and the payment history shows it with its running balance; the clerk, a sub-admin
// without AdminEdit, has no Permission link and the API refuses it (403 naming AdminEdit). The users
// are new on every run (ids from the clock), so a database earlier runs used still gives exact
// figures. The users it creates are the same under every site, so it runs once. The new users sign in
// by themselves (their first sign-in is what it proves); admin and the clerk use their saved sessions.
import type { Page } from '@playwright/test';
import type { Site } from '@/sites';
import { expect, test } from './support/fixtures';
import { CAPTCHA_ANSWER, answerCaptcha, fillSignIn, openSignIn } from './support/journeys';
import { openShell, signInToShell } from './support/shell';

test.describe.configure({ mode: 'serial' });

const main = (page: Page) => page.getByRole('main');
const stamp = Date.now().toString(36).slice(-6);
const AGENT = `ag${stamp}`;
const PLAYER = `pl${stamp}`;

/** A new user's first sign-in: the password it was given must be changed, then the terms. */
async function firstSignIn(page: Page, site: Site, userId: string, given: string, chosen: string): Promise<void> {
  await page.context().clearCookies();
  await openSignIn(page, site);
  await fillSignIn(page, site, userId, given);
  await expect(page).toHaveURL(new RegExp(`/change-password\\?LoginId=${userId}$`), { timeout: 20_000 });
  await page.getByLabel('New password').fill(chosen);
  await page.getByLabel('Confirm password').fill(chosen);
  await answerCaptcha(page, CAPTCHA_ANSWER);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login\?MsgSuccess=/);
  await page.context().clearCookies();
  await signInToShell(page, site, userId, chosen);
}

test('admin creates an agent, the agent a player, admin pays the agent; the clerk cannot reach permissions', async ({ page, site }) => {
  // Two first sign-ins, each with its password change, two users created and a payment: 1.5-2.1 min
  // on a loaded 2-core CI machine.
  test.setTimeout(240_000);
  // Admin creates the agent: 20% share, 1% commission, $1,000.00 credit, may create players and bet.
  await openShell(page, 'admin');
  await page.goto('/admin/agents?LocId=SG&VW=AG');
  const form = main(page).locator('form').filter({ has: page.getByRole('button', { name: 'Create', exact: true }) });
  await form.getByLabel('User ID', { exact: true }).fill(AGENT);
  await form.getByLabel('Name', { exact: true }).fill('Agent E2E');
  await form.getByLabel('Password', { exact: true }).fill('Agent1234');
  await form.getByLabel('Credit', { exact: true }).fill('1000');
  await form.getByLabel('Share', { exact: true }).selectOption('0.2');
  await form.getByLabel('Commission', { exact: true }).selectOption('0.01');
  await form.getByLabel('May create players').check();
  await form.getByLabel('May place bets').check();
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(main(page).getByText(`${AGENT} created.`)).toBeVisible();
  await expect(main(page).getByRole('row').filter({ hasText: AGENT })).toContainText('1,000.00');

  // The agent: password, terms, then its menu (the Administration section, open on its pages): Players
  // and Payments, but no Agents (no EnableCreateAgent).
  await firstSignIn(page, site, AGENT, 'Agent1234', 'Agent5678');
  await page.goto('/admin/players?LocId=SG&VW=MEM');
  await expect(page.locator('[data-menu-link="players"]')).toHaveCount(1);
  await expect(page.locator('[data-menu-link="payments"]')).toHaveCount(1);
  await expect(page.locator('[data-menu-link="agents"]')).toHaveCount(0);
  await expect(page.getByTestId('account-panel').first().locator('[data-field="credit"]')).toHaveText('$1,000.00');

  // The agent creates a player with $200.00 of its credit.
  const playerForm = main(page).locator('form').filter({ has: page.getByRole('button', { name: 'Create', exact: true }) });
  await playerForm.getByLabel('User ID', { exact: true }).fill(PLAYER);
  await playerForm.getByLabel('Name', { exact: true }).fill('Player E2E');
  await playerForm.getByLabel('Password', { exact: true }).fill('Player1234');
  await playerForm.getByLabel('Credit', { exact: true }).fill('200');
  await playerForm.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(main(page).getByText(`${PLAYER} created.`)).toBeVisible();

  // The player signs in and sees its credit.
  await firstSignIn(page, site, PLAYER, 'Player1234', 'Player5678');
  const account = page.getByTestId('account-panel').first();
  await expect(account.locator('[data-field="credit"]')).toHaveText('$200.00');
  await expect(account.locator('[data-field="creditLeft"]')).toHaveText('$200.00');

  // Admin records a payment of $150.00 for the agent; the history shows it with the balance.
  await openShell(page, 'admin');
  await page.goto('/admin/payments?LocId=SG&VW=PAYMENT');
  await main(page).getByLabel('User', { exact: true }).selectOption(AGENT);
  await main(page).getByLabel('Amount', { exact: true }).fill('150');
  await main(page).getByLabel('Remark', { exact: true }).fill('E2E payment');
  await main(page).getByRole('button', { name: 'Record payment' }).click();
  await expect(main(page).getByRole('row').filter({ hasText: AGENT })).toContainText('150.00');
  await page.goto(`/admin/paymentHist?LocId=SG&VW=PAYMENTHIST&UserId=${AGENT}`);
  const payment = main(page).getByRole('row').filter({ hasText: 'E2E payment' });
  await expect(payment).toHaveCount(1);
  await expect(payment.getByRole('cell')).toContainText(['150.00', '150.00']);

  // The clerk (Granted BetEntry and Report only) has no Permission link; the API refuses it (403).
  await openShell(page, 'clerk');
  await expect(page.locator('[data-menu-link="permission"]')).toHaveCount(0);
  // From the clerk's own browser (its session cookie), through the BFF.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/v1/permissions?LocId=SG');
    return { status: response.status, message: ((await response.json()) as { message?: string }).message };
  });
  expect(answer).toEqual({ status: 403, message: 'This call needs the AdminEdit permission.' });
});
