// Announcements: admin posts a pop-up announcement in SG whose HTML holds a <script> and an onerror
// attribute, watching the live preview; member1's home opens it as a pop-up without either, and the
// header ticker and Options > Announcement show its text; in TT none of them shows it. After admin
// deletes it, it is gone from home, the ticker and /announcement at once (the writes clear the cache).
// A member is refused the setting page (the Control menu is admins'). Admin and member1 use their
// saved sessions; the text carries a stamp, so earlier runs do not matter.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openAs } from './support/shell';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36).slice(-6);
const TEXT = `Draw moved E2E ${stamp}`;
const HTML = `<p>${TEXT} <b onerror="window.__xss = 1">today</b></p><script>window.__xss = 2</script><a href="javascript:window.__xss = 3">more</a>`;

const main = (page: Page) => page.getByRole('main');
const ticker = (page: Page) => page.getByTestId('ticker');
const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null);

test('admin posts a pop-up in SG, member1 sees it sanitized (not in TT), and after the delete it is gone', async ({ page }) => {
  test.setTimeout(120_000);
  // Admin writes it; the preview shows it through the sanitizer as the admin types.
  await openAs(page, 'admin', '/control/announcement?LocId=SG');
  const form = main(page).locator('form').filter({ has: page.getByRole('button', { name: 'Post' }) });
  await form.getByLabel('Colour').selectOption({ label: 'Red' });
  await form.getByLabel('Pop-up').selectOption('Y');
  await form.getByLabel('Content (HTML)').fill(HTML);
  const preview = form.getByTestId('announcement-preview');
  await expect(preview).toContainText(`${TEXT} today`);
  expect(await preview.innerHTML()).not.toMatch(/script|onerror|javascript:/i);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(main(page).getByText(/Announcement \d+ is posted\./)).toBeVisible();
  const row = main(page).getByRole('row').filter({ hasText: TEXT });
  await expect(row).toContainText('Showing');
  await expect(row).toContainText('Red');

  // member1 in SG: the pop-up holds it, without the script or the attribute; the ticker and the list too.
  await openAs(page, 'member1', '/admin/home?LocId=SG');
  const popup = page.locator('dialog[open]');
  await expect(popup).toContainText(`${TEXT} today`);
  const popupHtml = await popup.innerHTML();
  expect(popupHtml).not.toMatch(/<script|onerror|javascript:/i);
  await expect(ticker(page)).toContainText(TEXT);
  expect(await xssRan(page)).toBeNull();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
  await page.goto('/announcement?LocId=SG');
  await expect(main(page).getByText(`${TEXT} today`)).toBeVisible();

  // In TT it is not there.
  await page.goto('/admin/home?LocId=TT');
  await expect(page).toHaveURL(/LocId=TT/);
  await expect(main(page).getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await expect(main(page)).not.toContainText(TEXT);
  await expect(page.getByText(TEXT)).toHaveCount(0);

  // Admin deletes it, after confirming.
  await openAs(page, 'admin', '/control/announcement?LocId=SG');
  await main(page).getByRole('row').filter({ hasText: TEXT }).getByRole('button', { name: /^Delete announcement \d+$/ }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(main(page).getByText(/Announcement \d+ is deleted\./)).toBeVisible();
  await expect(main(page).getByRole('row').filter({ hasText: TEXT })).toHaveCount(0);

  // Gone for member1 at once: home, its pop-up, the ticker and the list.
  await openAs(page, 'member1', '/admin/home?LocId=SG');
  await expect(main(page).getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await expect(page.getByText(TEXT)).toHaveCount(0);
  await page.goto('/announcement?LocId=SG');
  await expect(main(page).getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await expect(main(page)).not.toContainText(TEXT);

  // A member has no Announcement Setting (the Control menu is admins'): the page refuses it.
  await openAs(page, 'member1', '/control/announcement?LocId=SG');
  await expect(main(page).getByRole('heading', { name: 'This page is not open to you' })).toBeVisible();
  await expect(main(page).locator('form')).toHaveCount(0);
});
