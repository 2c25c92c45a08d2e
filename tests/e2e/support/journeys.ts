// Steps a user takes again and again: signing in and accepting the terms.
import type { Locator, Page } from '@playwright/test';
import type { Site } from '@/sites';
import { expect } from './fixtures';

export const CAPTCHA_ANSWER = process.env.E2E_CAPTCHA_ANSWER ?? '2468';

/** Opens the sign-in form, whatever the site's variant (some keep it in a box behind a button). */
export async function openSignIn(page: Page, site: Site, path = '/login'): Promise<void> {
  await page.goto(path);
  if (site.loginVariant === 'toggle-box' || site.loginVariant === 'landing') {
    await page.getByRole('button', { name: site.loginVariant === 'landing' ? 'Sign in' : site.loginButtonText, exact: true }).first().click();
  }
}

const captchaImage = (scope: Page | Locator) => scope.getByRole('img', { name: /^Captcha image/ });

/** The address of the captcha image shown now: pass it to answerCaptcha after an action that reloads it. */
export function captchaSource(scope: Page | Locator): Promise<string | null> {
  return captchaImage(scope).getAttribute('src');
}

/**
 * Types a captcha answer once its image has loaded: the image's response carries the key the answer is
 * checked against (kept in the session), so an answer typed before it lands is checked against no key
 * or the previous one. After a refused answer the form loads a new image: pass the old one's address.
 */
export async function answerCaptcha(scope: Page | Locator, answer: string, previousSource?: string | null): Promise<void> {
  await expect
    .poll(() =>
      captchaImage(scope).evaluate(
        (img: HTMLImageElement, previous) => img.complete && img.naturalWidth > 0 && img.getAttribute('src') !== previous,
        previousSource ?? null,
      ),
    )
    .toBe(true);
  await scope.getByLabel('Captcha', { exact: true }).fill(answer);
}

export async function fillSignIn(page: Page, site: Site, userId: string, password: string, captcha?: string): Promise<void> {
  await page.getByLabel('User Id').fill(userId);
  await page.getByLabel('Password').fill(password);
  if (captcha !== undefined) await answerCaptcha(page, captcha);
  await page.getByRole('button', { name: site.loginButtonText, exact: true }).last().click();
}

/**
 * The first requests after the server starts render pages and warm the platform's caches for the first
 * time; the steps of a sign-in may take longer than the default wait then (seen once in CI: the first
 * journey stayed on /terms for more than 5 s after Agree).
 */
const FIRST_LOAD_MS = 20_000;

/** Signs in and agrees to the terms; the browser ends on home. */
export async function signInToHome(page: Page, site: Site, userId: string, password: string): Promise<void> {
  await openSignIn(page, site);
  await fillSignIn(page, site, userId, password);
  await expect(page).toHaveURL(/\/terms$/, { timeout: FIRST_LOAD_MS });
  await page.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/home\?LocId=SG$/, { timeout: FIRST_LOAD_MS });
}

/** The one message under the sign-in form (Next's route announcer is another role=alert). */
export function formMessage(page: Page) {
  return page.locator('form [data-kind]');
}
