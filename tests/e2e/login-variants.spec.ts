// The four special login variants, each under its own site host. They visit their own hosts, so they
// run once, in the site-independent project.
import { landingLinks, siteByKey, sites, type Site } from '@/sites';
import { expect, test } from './support/fixtures';
import { baseUrlFor } from './targets';

function variantSite(variant: Site['loginVariant']): { site: Site; url: string } {
  const site = sites.find((candidate) => candidate.loginVariant === variant);
  const url = site && baseUrlFor(site.key);
  if (!site || !url) throw new Error(`no reachable site has the ${variant} variant`);
  return { site, url: `${url}/login` };
}

test('the language selector switches between English and Chinese', async ({ page }) => {
  const { url } = variantSite('language-select');
  await page.goto(url);
  const select = page.getByLabel('Language');
  await expect(select).toHaveValue('EN');
  await select.selectOption('CH');
  await expect(page.getByLabel('语言')).toHaveValue('CH');
  await expect(page.getByLabel('用户名')).toBeVisible();
  await page.getByLabel('语言').selectOption('EN');
  await expect(page.getByLabel('User Id')).toBeVisible();
});

test('the captcha-optional variant keeps the captcha off by default', async ({ page }) => {
  const { site, url } = variantSite('captcha-optional');
  await page.goto(url);
  await expect(page.getByLabel('User Id')).toBeVisible();
  await expect(page.getByLabel('Captcha', { exact: true })).toHaveCount(0);
  await expect(page.locator('input[type="hidden"][name="Token"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: site.loginButtonText, exact: true })).toBeDisabled();
});

test('the toggle box opens from its button and closes on a click outside', async ({ page }) => {
  const { site, url } = variantSite('toggle-box');
  await page.goto(url);
  const box = page.locator('#login-box');
  await expect(box).toBeHidden();
  const toggle = page.getByRole('button', { name: site.loginButtonText, exact: true }).first();
  await toggle.click();
  await expect(box).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await box.getByLabel('User Id').fill('member1');
  await expect(box).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(box).toBeHidden();
  await toggle.click();
  await toggle.click();
  await expect(box).toBeHidden();
});

test('the landing variant has its navigation (the links its site sets), a sign-in toggle and its bottom image', async ({ page }) => {
  const { site, url } = variantSite('landing');
  await page.goto(url);
  const nav = page.getByRole('navigation');
  const names = { home: 'Home', podcasts: 'Podcasts', gallery: 'Gallery', about: 'About us', createAccount: 'Create new account' } as const;
  const set = landingLinks(site);
  expect(set.length).toBeGreaterThan(0);
  for (const [name, label] of Object.entries(names)) {
    const href = set.find((link) => link.name === name)?.href;
    if (href) await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    else await expect(nav.getByRole('link', { name: label })).toHaveCount(0);
  }
  await expect(nav.locator('a[href^="#"]')).toHaveCount(0);
  const box = page.locator('#login-box');
  await expect(box).toBeHidden();
  await nav.getByRole('button', { name: 'Sign in' }).click();
  await expect(box).toBeVisible();
  await nav.getByRole('button', { name: 'Sign in' }).click();
  await expect(box).toBeHidden();
  const bottom = page.locator(`img[src$="/${site.landing?.bottomImage ?? 'missing'}"]`);
  await expect(bottom).toBeVisible();
  expect(await bottom.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('every site of the registry shows its own button text and placeholder', async ({ page }) => {
  // One sign-in page per registered site, a dozen or more: near the default 60 s on a busy machine.
  test.slow();
  for (const site of sites.filter((entry) => entry.loginVariant === 'standard' || entry.loginVariant === 'captcha-optional')) {
    const base = baseUrlFor(site.key);
    if (!base) continue;
    await page.goto(`${base}/login`);
    await expect(page.getByRole('button', { name: site.loginButtonText, exact: true })).toBeVisible();
    await expect(page.getByLabel('User Id')).toHaveAttribute('placeholder', site.userIdPlaceholder);
  }
  expect(siteByKey('HOTEL')?.loginButtonText).toBe('Sign in');
});
