// The change-password form of the signed-in shell, filled and sent the way a user does.
import type { Page } from '@playwright/test';
import { CAPTCHA_ANSWER, answerCaptcha } from './journeys';

export async function fillPasswordForm(page: Page, oldPassword: string, newPassword: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Old password').fill(oldPassword);
  await main.getByLabel('New password').fill(newPassword);
  await main.getByLabel('Confirm password').fill(newPassword);
  await answerCaptcha(main, CAPTCHA_ANSWER);
  await main.getByRole('button', { name: 'Submit', exact: true }).click();
}
