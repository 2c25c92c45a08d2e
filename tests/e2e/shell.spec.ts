// The signed-in shell (docs/product.md#layouts, #header, #location-change, #menu): header, clock and countdown, ticker, switches, logout,
// the sidebar's fold and variants, the narrow-screen drawer, and the embed layout.
import { expect, test } from './support/fixtures';
import { openShell, signInToShell, switchLocation } from './support/shell';

const CLOCK = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} (AM|PM)$/;
const LEFT = /^\d+d \d{2}h \d{2}m \d{2}s$/;

test.describe('the header', () => {
  test('shows the user, a ticking server clock, the close countdown, the balances and the ticker', async ({ page }) => {
    await openShell(page, 'member1');
    const header = page.getByTestId('shell-header');
    await expect(header.getByTestId('header-user')).toContainText('member1');
    await expect(header).toHaveCSS('height', '98px');

    const clock = header.getByTestId('server-clock');
    await expect(clock).toHaveText(CLOCK);
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });

    const countdown = header.getByTestId('close-countdown');
    await expect(countdown).toContainText(/^Closes (Sun|Mon|Tue|Wed|Thu|Fri|Sat) in/);
    const left = countdown.locator('span').last();
    await expect(left).toHaveText(LEFT);
    const before = await left.textContent();
    await expect(left).not.toHaveText(before ?? '', { timeout: 3000 });

    const account = header.getByTestId('account-panel');
    await expect(account.locator('[data-field="credit"]')).toHaveText('$5,000.00');
    for (const field of ['accBal', 'creditLeft']) await expect(account.locator(`[data-field="${field}"]`)).toHaveText(/^-?\$[\d,]+\.\d{2}$/);

    const ticker = header.getByTestId('ticker');
    await expect(ticker).toContainText('Welcome to the demo back office.');
    await expect(ticker).toContainText('this is demo data.');
    expect(await ticker.innerHTML()).not.toMatch(/<br|<p/i);
    const text = ticker.locator('div').first();
    await expect(text).toHaveAttribute('data-running', 'true');
    const x1 = await text.evaluate((node) => new DOMMatrix(getComputedStyle(node).transform).m41);
    await page.waitForTimeout(300);
    const x2 = await text.evaluate((node) => new DOMMatrix(getComputedStyle(node).transform).m41);
    expect(x2).toBeLessThan(x1);
  });

  test('the countdown reads [ Close ] once the close time has passed', async ({ page }) => {
    await page.clock.install();
    await openShell(page, 'member1');
    const left = page.getByTestId('close-countdown').locator('span').last();
    await expect(left).toHaveText(LEFT);
    // The next close is at most a week away: a fortnight later it has passed.
    await page.clock.setSystemTime(Date.now() + 14 * 24 * 60 * 60 * 1000);
    await expect(left).toHaveText('[ Close ]');
  });

  test('the bot button shows a 190 px QR code to the bot of the SMS setting', async ({ page }) => {
    await openShell(page, 'agent1');
    await page.getByTestId('bot-join').first().click();
    const dialog = page.getByRole('dialog', { name: 'Join DrawDeskDemoBot' });
    await expect(dialog).toBeVisible();
    const qr = dialog.locator('svg');
    await expect(qr).toHaveAttribute('width', '190');
    await expect(dialog.getByRole('link', { name: 'Open DrawDeskDemoBot' })).toHaveAttribute('href', 'https://t.me/DrawDeskDemoBot');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

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
