// The Login Log: agent3 mistypes its password once, then signs in, in a browser of its own; admin finds
// both attempts on /utilities/loginLog (filtered by the user id, then by the outcome) with the site
// host they came through, and exports every page of the filtered log as one CSV; agent3 sees them
// among its own last sign-ins on /admin/profile, and a member is refused the log. (The app's
// rate-limit refusals, logged as "Locked", are proven in
// tests/bff/auth-handlers.test.ts: reaching them here would spend the loopback's shared sign-in window.)
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillSignIn, formMessage, openSignIn } from './support/journeys';
import { openAs } from './support/shell';

const main = (page: Page) => page.getByRole('main');

test('a wrong password and a sign-in show in the Login Log and in the user\'s own last sign-ins; a member does not reach the log', async ({ page, browser, baseURL, site }) => {
  test.slow();
  const host = new URL(baseURL ?? '').host;
  const other = await browser.newContext({ baseURL });
  const entry = await other.newPage();
  await openSignIn(entry, site);
  await fillSignIn(entry, site, 'agent3', 'Not-the-password-1');
  await expect(formMessage(entry)).toContainText('Invalid user id or password.');
  await fillSignIn(entry, site, 'agent3', 'Agent1234');
  await expect(entry).toHaveURL(/\/terms$/, { timeout: 20_000 });
  await other.close();

  await openAs(page, 'admin', '/utilities/loginLog');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Login Log' })).toBeVisible();
  await main(page).getByLabel('User ID').fill('AGENT3');
  await main(page).getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/UserId=AGENT3/);
  const table = main(page).getByRole('table', { name: 'Sign-in attempts, newest first' });
  // Newest first: the sign-in, then the wrong password just before it, both through this site's host.
  const success = table.locator('tbody tr').filter({ hasText: 'Signed in' }).first();
  await expect(success).toContainText('agent3');
  await expect(success).toContainText(host);
  const wrong = table.locator('tbody tr').filter({ hasText: 'Wrong password' }).first();
  await expect(wrong).toContainText(host);
  // Every page of the filters, as one file: both attempts are in it, in words.
  const event = page.waitForEvent('download');
  await main(page).getByRole('button', { name: /^All [\d,]+ attempts?, CSV$/ }).click();
  const file = await event;
  expect(file.suggestedFilename()).toBe('login-log-all.csv');
  const lines = (await readFile((await file.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines[0]).toBe('When,User ID,Result,Address,Site,Browser');
  expect(lines.some((line) => line.includes('agent3') && line.includes('Signed in') && line.includes(host))).toBe(true);
  expect(lines.some((line) => line.includes('Wrong password') && line.includes(host))).toBe(true);
  await expect(main(page).getByRole('status').filter({ hasText: /^Exported [\d,]+ attempts?\.$/ })).toBeVisible();
  await main(page).getByLabel('Result').selectOption({ label: 'Wrong password' });
  await main(page).getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/Result=WRONG_PASSWORD/);
  await expect(table.locator('tbody tr').filter({ hasText: 'Signed in' })).toHaveCount(0);
  await expect(table.locator('tbody tr').filter({ hasText: 'Wrong password' }).first()).toBeVisible();

  await openAs(page, 'agent3', '/admin/profile');
  const own = main(page).getByRole('table', { name: 'Your last 20 sign-in attempts, newest first' });
  await expect(own.locator('tbody tr').filter({ hasText: 'Wrong password' }).first()).toContainText(host);

  await openAs(page, 'member1', '/utilities/loginLog');
  await expect(main(page).getByRole('heading', { name: 'This page is not open to you' })).toBeVisible();
});
