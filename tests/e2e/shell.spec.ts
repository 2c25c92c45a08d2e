// The signed-in shell's header (docs/product.md#layouts, #header) under every site host, whose branding
// it shows: the user, clock and countdown, balances, ticker and bot button. The navigation around it
// runs once, in shell-navigation.spec.ts.
import { expect, test } from './support/fixtures';
import { openShell } from './support/shell';

const CLOCK = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} (AM|PM)$/;
const LEFT = /^\d+d \d{2}h \d{2}m \d{2}s$/;

test.describe('the header', () => {
  test('shows the user, a ticking server clock, the close countdown, the balances and the ticker', async ({ page }) => {
    // The run asks for reduced motion (playwright.config.ts), which stills the ticker: here it runs.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
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
