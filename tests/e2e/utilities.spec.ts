// Utilities and the SMS lists as an admin meets them: Credit Recal finds a balance corrupted behind the
// platform's back (the e2e platform's test hook) and fixes it; Backup ARA downloads a draw's bets and
// counts the file, and Reset sets the count back to 0; Clear Cache asks first and reports success; SMS
// Agent adds and deletes an agent; SMS Subscribe subscribes the clerk (once its mobile is registered)
// and removes it. Agents are refused the admin pages.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { corruptAccBal } from './support/platform-api';
import { expectRefused, openAs } from './support/shell';

const main = (page: Page) => page.getByRole('main');
const dialog = (page: Page) => page.getByRole('alertdialog');

test('Credit Recal shows a corrupted CreditLeft and fixes it', async ({ page }) => {
  test.slow();
  await corruptAccBal('member3', 'SG', '-12345.67');
  await openAs(page, 'admin', '/utilities/creditRecal?LocId=SG');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Credit Recal' })).toBeVisible();
  const row = main(page).getByRole('row', { name: /member3/ });
  await expect(row).toContainText('-12,345.67');
  await main(page).getByRole('button', { name: /^Fix \d+ accounts?$/ }).click();
  await expect(dialog(page)).toContainText('to the ledger\'s figures?');
  await dialog(page).getByRole('button', { name: /^Fix / }).click();
  await expect(main(page).getByRole('status')).toHaveText(/^\d+ accounts? fixed\.$/);
  await expect(main(page).getByRole('row', { name: /member3/ })).toHaveCount(0);
  // On a phone the page never scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('Backup ARA downloads a draw\'s bets, counts the file and resets the count', async ({ page }) => {
  test.slow();
  await openAs(page, 'admin', '/utilities/backupARA?LocId=SG');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Backup ARA' })).toBeVisible();
  const count = page.getByTestId('backup-count');
  await expect(count).toHaveText(/^Backup files made: \d+$/);
  const before = Number((await count.textContent())?.replace(/\D/g, ''));
  const event = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download backup' }).click();
  const file = await event;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^backup_SG_\\d{4}-\\d{2}-\\d{2}_${before + 1}\\.ara$`));
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text).toContain('exportAra:');
  await expect(count).toHaveText(`Backup files made: ${before + 1}`);
  await expect(main(page).getByRole('status')).toContainText(`backup ${before + 1} of this draw`);
  await main(page).getByRole('button', { name: 'Reset count' }).click();
  await dialog(page).getByRole('button', { name: 'Reset count' }).click();
  await expect(count).toHaveText('Backup files made: 0');
  await expect(main(page).getByRole('status')).toContainText('is 0 again');
});

test('Clear Cache asks for confirmation and reports success', async ({ page }) => {
  await openAs(page, 'admin', '/utilities/clearCache?LocId=SG');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Clear Cache' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Clear cache' }).click();
  await expect(dialog(page)).toContainText('Clear the cache for every user now?');
  await dialog(page).getByRole('button', { name: 'Clear cache' }).click();
  await expect(main(page).getByRole('status')).toHaveText('The cache is cleared for every user.');
});

test('SMS Agent adds and deletes an agent; agents are refused the page', async ({ page }) => {
  await openAs(page, 'admin', '/sms/smsAgent?LocId=SG');
  await expect(main(page).getByRole('heading', { level: 1, name: 'SMS Agent' })).toBeVisible();
  await main(page).getByLabel('Agent', { exact: true }).selectOption('agent3');
  await main(page).getByRole('button', { name: 'Add agent' }).click();
  await expect(main(page).getByRole('status')).toHaveText('agent3 may use SMS now.');
  await expect(main(page).getByRole('row', { name: /agent3/ })).toBeVisible();
  await main(page).getByRole('button', { name: 'Delete agent3' }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(main(page).getByRole('status')).toHaveText('agent3 removed from the SMS agents.');
  await expect(main(page).getByRole('row', { name: /agent3/ })).toHaveCount(0);

  await openAs(page, 'agent1', '/sms/smsAgent?LocId=SG');
  await expectRefused(page, 'do not include this page');
});

test('SMS Subscribe subscribes a user with a registered mobile and removes it', async ({ page }) => {
  test.slow();
  // The clerk registers its mobile number first: a user without one cannot subscribe.
  await openAs(page, 'clerk', '/admin/mobile?LocId=SG');
  await main(page).getByRole('textbox', { name: 'Mobile number', exact: true }).fill('6598765432');
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Mobile number saved.' })).toBeVisible();

  await page.goto('/sms/smsSubscribe?LocId=SG');
  await expect(main(page).getByRole('heading', { level: 1, name: 'SMS Subscribe' })).toBeVisible();
  await main(page).getByLabel('Notice', { exact: true }).selectOption('RESULT');
  await main(page).getByRole('checkbox', { name: /^clerk · 6598765432$/ }).check();
  await main(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(main(page).getByRole('status')).toHaveText('1 subscription added.');
  const results = main(page).getByRole('region', { name: 'Result subscribers' });
  await expect(results.getByRole('row', { name: /clerk.*6598765432/ })).toBeVisible();
  await results.getByRole('button', { name: 'Delete clerk' }).click();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(main(page).getByRole('status')).toHaveText('clerk no longer receives Result notices.');
  await expect(results.getByRole('row', { name: /clerk/ })).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
