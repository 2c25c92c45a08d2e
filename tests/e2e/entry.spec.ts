// The entry side as a user meets it under each site host: sign-in, terms, home, sign-out and 404.
import { expect, test } from './support/fixtures';
import { fillSignIn, formMessage, openSignIn, signInToHome } from './support/journeys';

test('a member signs in, agrees to the terms and reads the announcements, pop-up first', async ({ page, site }) => {
  await openSignIn(page, site);
  const submit = page.getByRole('button', { name: site.loginButtonText, exact: true }).last();
  await expect(page.getByLabel('User Id')).toBeFocused();
  await expect(page.getByLabel('User Id')).toHaveAttribute('placeholder', site.userIdPlaceholder);
  await expect(submit).toBeDisabled();
  await page.getByLabel('User Id').fill('member1');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password').fill('Member1234');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.locator('body')).toHaveClass(/agree/);
  await expect(page.locator('[data-layout="terms"]')).toBeVisible();
  // The host the user typed when the site registers it; the site's own first host otherwise.
  const typed = new URL(page.url()).hostname;
  const host = site.hosts.includes(typed) ? typed : site.hosts[0];
  await expect(page.getByText(`By using ${host} you confirm that you are at least 18 years old.`)).toBeVisible();
  await expect(page.getByText('任何欺诈行为都将导致相关投注无效')).toBeVisible();
  await page.getByRole('button', { name: 'Agree', exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/home\?LocId=SG$/);
  const popup = page.getByRole('dialog', { name: 'Announcement' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await expect(page.locator('li[data-color]')).toHaveCount(2);
  await expect(page.getByTestId('header-user')).toContainText('member1');

  // Modal=true: the same page without its chrome, as shown inside another page's dialog.
  await page.goto('/admin/home?LocId=SG&Modal=true');
  await expect(page.locator('html')).toHaveAttribute('data-modal', 'true');
  await expect(page.getByTestId('shell-header')).toBeHidden();
  await expect(page.locator('#shell-sidebar')).toBeHidden();
});

test('a wrong password shows the one generic message in red, and the form stays usable', async ({ page, site }) => {
  await openSignIn(page, site, '/login?MsgSuccess=Password%20updated.');
  await expect(formMessage(page)).toBeVisible();
  await fillSignIn(page, site, 'member1', 'Wrong1234');
  const alert = formMessage(page);
  await expect(alert).toHaveText('Invalid user id or password.');
  // Exactly one message: the success text gave way to the error.
  await expect(page.getByText('Password updated.')).toHaveCount(0);
  // Red: the theme's danger colour, whatever its exact shade.
  const [red = 0, green = 0, blue = 0] = (await alert.evaluate((node) => getComputedStyle(node).color)).match(/\d+/g)?.map(Number) ?? [];
  expect(red).toBeGreaterThan(green + 80);
  expect(red).toBeGreaterThan(blue + 80);
  await expect(page.getByLabel('User Id')).toHaveValue('member1');

  await fillSignIn(page, site, 'nobody-here', 'Wrong1234');
  await expect(formMessage(page)).toHaveText('Invalid user id or password.');
});

test('Msg from the address shows in red', async ({ page, site }) => {
  await openSignIn(page, site, '/login?Msg=Session%20Error.');
  await expect(formMessage(page)).toHaveText('Session Error.');
});

test('a signed-out visitor is sent to sign-in and comes back to a safe address only', async ({ page, site }) => {
  await page.goto('/report/full?LocId=SG');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Freport%2Ffull%3FLocId%3DSG$/);

  await openSignIn(page, site, '/login?returnUrl=%2F%2Fevil.example%2Fsteal');
  await fillSignIn(page, site, 'agent1', 'Agent1234');
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/home\?LocId=SG$/);
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL ?? '').host);

  // Signed in, the sign-in page goes straight on.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/home\?LocId=SG$/);
});

test('disagreeing with the terms signs out', async ({ page, site }) => {
  await openSignIn(page, site);
  await fillSignIn(page, site, 'agent2', 'Agent1234');
  await expect(page).toHaveURL(/\/terms$/);
  await page.getByRole('button', { name: 'Disagree', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/home');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
});

test('logout asks first, then ends the session', async ({ page, site }) => {
  await signInToHome(page, site, 'member1', 'Member1234');
  await page.getByRole('dialog', { name: 'Announcement' }).getByRole('button', { name: 'Close' }).click();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure to log it out?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/home');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText("Uh oh, we can't seem to find the page you're looking for")).toBeVisible();
});

test('sign-in fits a 360 px wide phone', async ({ page, site }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignIn(page, site);
  await expect(page.getByLabel('User Id')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
