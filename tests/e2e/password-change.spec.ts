// A real password change in the signed-in shell. It ends every session of the user, so it uses a
// member of its own that no other journey uses and signs it in by itself; the pages are the same under
// every site, so it runs once.
import { expect, test } from './support/fixtures';
import { signInToHome } from './support/journeys';
import { JOURNEY_MEMBER_PASSWORD, PASSWORD_MEMBER } from './support/members';
import { fillPasswordForm } from './support/password-form';
import { changePasswordElsewhere } from './support/platform-api';

const CHANGED = 'Changed1234';

test('a member changes its password, stays signed in, and changes it back', async ({ page, site }) => {
  const main = page.getByRole('main');
  await signInToHome(page, site, PASSWORD_MEMBER, JOURNEY_MEMBER_PASSWORD);
  try {
    await page.goto('/admin/changePassword?LocId=SG');
    await fillPasswordForm(page, JOURNEY_MEMBER_PASSWORD, CHANGED);
    await expect(main.getByRole('status').filter({ hasText: 'Password updated.' })).toBeVisible();
    await page.goto('/admin/profile?LocId=SG');
    await expect(page.getByTestId('header-user')).toContainText(PASSWORD_MEMBER);

    await page.goto('/admin/changePassword?LocId=SG');
    await fillPasswordForm(page, CHANGED, JOURNEY_MEMBER_PASSWORD);
    await expect(main.getByRole('status').filter({ hasText: 'Password updated.' })).toBeVisible();
  } finally {
    // Whatever failed above, the member leaves with its first password (a no-op when it already has it).
    await changePasswordElsewhere(PASSWORD_MEMBER, CHANGED, JOURNEY_MEMBER_PASSWORD).catch(() => undefined);
  }
});
