import { expect, test } from '@playwright/test';
import { localHost, logoDisplay, siteByKey, sites, type Site } from '@/sites';

function currentSite(): Site {
  const key = test.info().project.metadata.siteKey;
  const site = typeof key === 'string' ? siteByKey(key) : undefined;
  if (!site) throw new Error(`project ${test.info().project.name} names no registered site`);
  return site;
}

test('sign-in shows the site of the host: its own logo at its own size, and its name', async ({ page }) => {
  const site = currentSite();
  await page.goto('/login');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
  await expect(page).toHaveTitle(new RegExp(site.name));

  const logo = page.getByTestId('site-logo');
  const display = logoDisplay(site);
  if (display.kind === 'hidden') {
    await expect(logo).toHaveCount(0);
    return;
  }
  await expect(logo).toHaveAttribute('src', display.src);
  await expect(logo).toHaveAttribute('alt', site.name);
  if (display.kind === 'natural') return;
  const { width, height } = display;
  await expect(logo).toHaveAttribute('width', String(width));
  await expect(logo).toHaveAttribute('height', String(height));
  // The SVG itself has the registered intrinsic size, and the desktop layout shows it unscaled.
  const box = await logo.evaluate((img: HTMLImageElement) => ({
    naturalWidth: img.naturalWidth,
    naturalHeight: img.naturalHeight,
    width: img.getBoundingClientRect().width,
    height: img.getBoundingClientRect().height,
  }));
  expect(box.naturalWidth).toBe(Math.round(width));
  expect(box.naturalHeight).toBe(Math.round(height));
  expect(box.width).toBeCloseTo(width, 0);
  expect(box.height).toBeCloseTo(height, 0);
});

test('a forged site header or forwarded host does not change the site', async ({ page }) => {
  const site = currentSite();
  const other = sites.find((candidate) => candidate.key !== site.key && !candidate.default);
  if (!other) throw new Error('the registry needs a second site');
  await page.setExtraHTTPHeaders({ 'x-drawdesk-site': other.key, 'x-forwarded-host': localHost(other) });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
});

test('at 360 px the logo fits the screen', async ({ page }) => {
  const site = currentSite();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.name);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
