// The signed-in shell's navigation (docs/product.md#location-change, #menu): the location and language
// switches, logout, the sidebar's fold and variants, the narrow-screen drawer, and the embed layout.
// None of it depends on the site host, so it runs once (the site-independent project); the header,
// which shows the site's branding, runs under every site (shell.spec.ts).
import { expect, test } from './support/fixtures';
import { openShell, signInToShell, switchLocation } from './support/shell';

test('the location switch stores the location and reloads fully to its home', async ({ page }) => {
  await openShell(page, 'agent1');
  const marker = await page.evaluate(() => ((window as unknown as { __loaded: number }).__loaded = Date.now()));
  await switchLocation(page, 'MG');
  expect(await page.evaluate(() => (window as unknown as { __loaded?: number }).__loaded)).not.toBe(marker);
  await expect(page.getByTestId('location-switch').first()).toHaveValue('MG');
  await expect(page.locator('[data-menu-link="profile"]')).toHaveAttribute('href', /LocId=MG/);
  // The session holds it: a new page load stays in MG.
  await page.goto('/admin/profile');
  await expect(page.getByTestId('location-switch').first()).toHaveValue('MG');
});

test('the language switch shows the shell in Chinese and back in English', async ({ page }) => {
  await openShell(page, 'member1');
  await page.getByTestId('language-switch').first().selectOption('ch');
  await expect(page.getByRole('button', { name: '登出' })).toBeVisible();
  await expect(page.locator('[data-section="administration"] button').first()).toHaveText(/管理/);
  // The clock and the countdown follow the language.
  await expect(page.getByTestId('server-clock')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 周[日一二三四五六] (上午|下午)\d{1,2}:\d{2}:\d{2}$/);
  await expect(page.getByTestId('close-countdown')).toContainText(/^周[日一二三四五六]截止，剩余/);
  await page.getByTestId('language-switch').first().selectOption('en');
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
});

// Signing out revokes the session's token on the platform: it signs in by itself, never with a saved session.
test('logout asks first, and only a yes signs out', async ({ page, site }) => {
  await signInToShell(page, site, 'member1', 'Member1234');
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId('shell-header').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/home/);
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.getByTestId('shell-header').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(messages).toEqual(['Are you sure to log it out?', 'Are you sure to log it out?']);
  await page.goto('/admin/home');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
});

test.describe('the sidebar', () => {
  test('the new sidebar is 220 px, folds to 80 px, and stays folded across a reload', async ({ page }) => {
    // Four full page loads (the shell, the profile page and two reloads): 34 s on a loaded CI machine.
    test.slow();
    await openShell(page, 'admin');
    // Away from home, whose pop-up announcement would open again on every reload.
    await page.goto('/admin/profile?LocId=SG');
    const sidebar = page.locator('#shell-sidebar');
    await expect(sidebar).toHaveCSS('width', '220px');
    await page.getByRole('button', { name: 'Fold menu' }).click();
    await expect(sidebar).toHaveCSS('width', '80px');
    await page.reload();
    await expect(sidebar).toHaveCSS('width', '80px');
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect(sidebar).toHaveCSS('width', '220px');
    await page.reload();
    await expect(sidebar).toHaveCSS('width', '220px');
  });

  test('the open section follows the address', async ({ page }) => {
    await openShell(page, 'admin');
    await expect(page.locator('[data-section="bet"] > button')).toHaveAttribute('aria-expanded', 'true');
    await page.locator('[data-section="administration"] > button').click();
    await page.locator('[data-menu-link="profile"]').click();
    await expect(page).toHaveURL(/\/admin\/profile\?LocId=SG&rand=\d+$/);
    await expect(page.locator('[data-section="administration"] > button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-menu-link="profile"]')).toHaveAttribute('aria-current', 'page');
  });

  test('switching to the old sidebar reloads it at 150 px, and back', async ({ page }) => {
    await openShell(page, 'agent2');
    await page.goto('/admin/profile?LocId=SG');
    await page.getByRole('button', { name: 'Classic menu' }).click();
    await expect(page.locator('[data-sidebar="old"]')).toBeAttached();
    await expect(page.locator('#shell-sidebar')).toHaveCSS('width', '150px');
    await expect(page.getByRole('button', { name: 'Fold menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'New menu' }).click();
    await expect(page.locator('#shell-sidebar')).toHaveCSS('width', '220px');
  });

  test('at 375 px the sidebar is a drawer: the toggle opens it, a link click closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openShell(page, 'member1');
    const sidebar = page.locator('#shell-sidebar');
    await expect(sidebar).toBeHidden();
    const toggle = page.getByTestId('menu-toggle');
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The member info panel travels in the drawer on a narrow screen.
    await expect(sidebar.getByTestId('account-panel')).toBeVisible();
    await toggle.click();
    await expect(sidebar).toBeHidden();
    await toggle.click();
    await page.locator('[data-section="administration"] > button').click();
    await page.locator('[data-menu-link="mobile"]').click();
    await expect(page).toHaveURL(/\/admin\/mobile\?/);
    await expect(sidebar).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('an /embed address renders the page without the shell', async ({ page }) => {
  await openShell(page, 'member1');
  await page.goto('/embed/admin/home?LocId=SG');
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await expect(page.getByTestId('shell-header')).toHaveCount(0);
  await expect(page.locator('#shell-sidebar')).toHaveCount(0);
});
