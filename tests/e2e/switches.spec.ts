// Platform-wide switches (maintenance, captcha) and account changes that other journeys must not see.
// This file runs in its own project, after every site project, one test at a time.
import { expect, test } from './support/fixtures';
import { CAPTCHA_ANSWER, answerCaptcha, captchaSource, fillSignIn, formMessage, openSignIn, signInToHome } from './support/journeys';
import { changePasswordElsewhere, setCaptcha, setMaintenance } from './support/platform-api';
import { openAs } from './support/shell';

test.describe.configure({ mode: 'serial' });

/** The app shares the platform's message check for 5 s; a switch is seen by every page after that. */
const MESSAGE_CACHE_MS = 5_500;

test('maintenance switched on signs the user out to the maintenance page, and its end brings back sign-in', async ({ page }) => {
  // Maintenance ends the session in this browser only, so the saved one serves.
  await openAs(page, 'agent1', '/admin/home?LocId=SG');
  await page.clock.install();
  await setMaintenance('2026-12-01T02:30:00.000Z');
  try {
    await expect(async () => {
      await page.reload();
      await expect(page).toHaveURL(/\/maintenance\?t=/, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('maintenance-time')).toHaveText('01/12/2026 10:30');
    await expect(page.getByText('网站正在维护中')).toBeVisible();
  } finally {
    await setMaintenance(null);
  }
  await page.waitForTimeout(MESSAGE_CACHE_MS);
  // The page checks every 60 s; its clock is ours.
  await page.clock.runFor(60_000);
  await expect(page).toHaveURL(/\/login\?_t=\d+$/);
  // Maintenance signed the user out locally.
  await page.goto('/admin/home');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
});

test('the maintenance page shows null for a missing or broken time', async ({ page }) => {
  await page.goto('/maintenance?t=not-a-time');
  await expect(page.getByTestId('maintenance-time')).toHaveText('null');
});

test('with the captcha on, a wrong answer says so and loads a new image; the right one signs in', async ({ page, site }) => {
  await setCaptcha(true);
  try {
    await page.waitForTimeout(MESSAGE_CACHE_MS);
    await openSignIn(page, site);
    const image = page.getByRole('img', { name: /Captcha image/ });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('width', '100');
    await expect(image).toHaveAttribute('height', '40');
    const first = await image.getAttribute('src');

    await fillSignIn(page, site, 'member1', 'Member1234', '0000');
    await expect(formMessage(page)).toHaveText('Captcha incorrect.');
    await expect(image).not.toHaveAttribute('src', first ?? '');

    // A captcha that cannot load offers a reload button instead.
    await page.route('**/api/auth/captcha?**', (route) => route.abort(), { times: 1 });
    await image.click();
    await page.getByRole('button', { name: 'Reload captcha' }).click();
    await expect(image).toBeVisible();

    await fillSignIn(page, site, 'member1', 'Member1234', CAPTCHA_ANSWER);
    await expect(page).toHaveURL(/\/terms$/);
  } finally {
    await setCaptcha(false);
  }
});

test('fresh1 must change the password first, then signs in with the new one only', async ({ page, site }) => {
  await page.waitForTimeout(MESSAGE_CACHE_MS);
  await openSignIn(page, site);
  await fillSignIn(page, site, 'fresh1', 'Fresh1234');
  await expect(page).toHaveURL(/\/change-password\?LoginId=fresh1$/);
  await expect(page.getByRole('heading', { name: 'Change Password 更改密码' })).toBeVisible();
  await expect(page.getByLabel('User Id')).toHaveCount(0);
  const image = page.getByRole('img', { name: /Captcha image/ });
  await expect(image).toHaveAttribute('height', '33');

  const submit = page.getByRole('button', { name: 'Submit' });
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('New password').blur();
  await expect(page.getByText('Your password must be between 8 and 15 characters long')).toBeVisible();
  await page.getByLabel('New password').fill('newpass12');
  await expect(page.getByText('Your password must contain at least 1 uppercase letter')).toBeVisible();
  await page.getByLabel('New password').fill('Newpass12');
  await page.getByLabel('Confirm password').fill('Newpass13');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText('Password does not match')).toBeVisible();
  // equalTo is checked again when the other field changes.
  await page.getByLabel('New password').fill('Newpass13');
  await expect(page.getByText('Password does not match')).toHaveCount(0);
  await expect(submit).toBeDisabled();

  await answerCaptcha(page, '0000');
  const refused = await captchaSource(page);
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Captcha incorrect.' })).toBeVisible();
  await expect(page.getByLabel('Captcha', { exact: true })).toBeFocused();

  await answerCaptcha(page, CAPTCHA_ANSWER, refused);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Password updated.');
    void dialog.accept();
  });
  await submit.click();
  await expect(page).toHaveURL(/\/login\?MsgSuccess=Password\+updated\.$/);
  await expect(formMessage(page)).toHaveText('Password updated.');

  await fillSignIn(page, site, 'fresh1', 'Fresh1234');
  await expect(formMessage(page)).toHaveText('Invalid user id or password.');
  await fillSignIn(page, site, 'fresh1', 'Newpass13');
  await expect(page).toHaveURL(/\/terms$/);
});

test('a session ended on the platform sends the user to sign-in with "Session Error."', async ({ page, site }) => {
  await signInToHome(page, site, 'member3', 'Member1234');
  await changePasswordElsewhere('member3', 'Member1234', 'Member5678');
  await page.reload();
  await expect(page).toHaveURL(/\/login\?Msg=Session\+Error\.$/);
  await expect(formMessage(page)).toHaveText('Session Error.');
});
