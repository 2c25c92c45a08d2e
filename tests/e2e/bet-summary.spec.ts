// Bet Summary and Bet Summary 2 under a site host: agent2 sees member1's sums of a past SG
// draw, exactly as the platform gives them through the page's own API (the BFF forwarder); agent3,
// of another branch, never sees member1. Past draws do not change, so the journeys only read.
import type { Page } from '@playwright/test';
import { formatShownDate as shown } from '@/lib/domain/operator-time';
import { formatDollars, formatMoney } from '@/lib/domain/money';
import { expect, test } from './support/fixtures';
import { openShell } from './support/shell';

interface SummaryAnswer {
  Rows: { UserId?: string; Total: string }[];
  Sum: { Total: string };
}

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, view: string) => main(page).locator(`section[data-summary="${view}"]`);
const sumTotal = (page: Page, view: string) => page.getByTestId(`summary-sum-${view}`).locator('[data-field="Total"] dd');

/** The latest resulted SG draw: member1 bets on every past draw (docs/demo.md). */
async function pastDraw(page: Page): Promise<{ DrawId: number; DrawDate: string }> {
  const draw = await page.evaluate(async () => {
    const draws = (await (await fetch('/api/v1/draw/dateAll?LocId=SG')).json()) as { DrawId: number; DrawDate: string; Status: string }[];
    return draws.filter((item) => item.Status === 'RESULTED').sort((a, b) => b.DrawDate.localeCompare(a.DrawDate))[0] ?? null;
  });
  if (!draw) throw new Error('SG has no resulted draw');
  return draw;
}

/** A summary as the page's own API answers it (GET /api/v1/<call>, forwarded under 4d/). */
async function summaryOf(page: Page, call: string, query: Record<string, string>): Promise<{ status: number; body: SummaryAnswer | null }> {
  const search = new URLSearchParams({ LocId: 'SG', ...query }).toString();
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, body: response.ok ? ((await response.json()) as SummaryAnswer) : null };
  }, `/api/v1/${call}?${search}`);
}

test('agent2 sees member1’s sums of a past SG draw on both summary pages, as the platform gives them', async ({ page }) => {
  await openShell(page, 'agent2');
  await page.locator('[data-menu-link="betSummary"]').click();
  await expect(page).toHaveURL(/\/bet\/betSummary\?/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Bet Summary' })).toBeVisible();

  const draw = await pastDraw(page);
  const all = await summaryOf(page, 'betSummaryFull', { DrawId: String(draw.DrawId) });
  const member1 = all.body?.Rows.find((row) => row.UserId === 'member1');
  expect(member1, 'member1 bet on the draw').toBeDefined();
  const member1Total = member1?.Total ?? '';

  // Everyone agent2 reaches, for the past draw.
  await main(page).getByLabel('Draw Date').selectOption(String(draw.DrawId));
  await main(page).getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`DrawId=${draw.DrawId}`));
  await expect(sumTotal(page, 'member')).toHaveText(formatDollars(all.body?.Sum.Total ?? ''));
  const row = section(page, 'member').getByRole('row').filter({ has: page.getByRole('cell', { name: 'member1', exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').last()).toHaveText(formatMoney(member1Total));
  await expect(section(page, 'kind')).toBeVisible();
  await expect(section(page, 'memberKind')).toBeVisible();
  await expect(section(page, 'share')).toBeVisible();

  // Narrowed to member1: every sum is member1's.
  await main(page).getByRole('combobox', { name: 'User' }).fill('member1');
  await page.getByRole('option', { name: /^member1\b/ }).click();
  await main(page).getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/UserId=member1/);
  await expect(sumTotal(page, 'member')).toHaveText(formatDollars(member1Total));
  await expect(sumTotal(page, 'kind')).toHaveText(formatDollars(member1Total));
  await expect(sumTotal(page, 'memberKind')).toHaveText(formatDollars(member1Total));
  const kinds = await summaryOf(page, 'betSummaryByTypeSum', { DrawId: String(draw.DrawId), UserId: 'member1' });
  expect(kinds.body?.Sum.Total).toBe(member1Total);

  // Bet Summary 2 over that one draw date gives member1 the same total.
  await page.locator('[data-menu-link="betSummary2"]').click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Bet Summary 2' })).toBeVisible();
  await main(page).getByLabel('Draw From').fill(shown(draw.DrawDate));
  await main(page).getByLabel('Draw To').fill(shown(draw.DrawDate));
  await main(page).getByRole('combobox', { name: 'User' }).fill('member1');
  await page.getByRole('option', { name: /^member1\b/ }).click();
  await main(page).getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`DrawFrom=${draw.DrawDate}&DrawTo=${draw.DrawDate}`));
  const range = await summaryOf(page, 'betSummaryReportFull', { DrawFrom: draw.DrawDate, DrawTo: draw.DrawDate, UserId: 'member1' });
  expect(range.body?.Sum.Total).toBe(member1Total);
  await expect(sumTotal(page, 'member')).toHaveText(formatDollars(member1Total));
  await expect(sumTotal(page, 'drawKind')).toHaveText(formatDollars(member1Total));
  await expect(section(page, 'drawKind').getByRole('cell', { name: shown(draw.DrawDate) }).first()).toBeVisible();
});

test('agent3 does not see member1 on Bet Summary, and asking for member1 is refused', async ({ page }) => {
  await openShell(page, 'agent3');
  const draw = await pastDraw(page);
  await page.goto(`/bet/betSummary?VW=BETSUMMARY&LocId=SG&DrawId=${draw.DrawId}`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Bet Summary' })).toBeVisible();
  await expect(section(page, 'member')).toBeVisible();
  await expect(main(page).getByRole('cell', { name: 'member1', exact: true })).toHaveCount(0);
  expect((await summaryOf(page, 'betSummaryFull', { DrawId: String(draw.DrawId), UserId: 'member1' })).status).toBe(404);

  await page.goto(`/bet/betSummary?VW=BETSUMMARY&LocId=SG&DrawId=${draw.DrawId}&UserId=member1`);
  await expect(main(page).getByText('User not found.')).toBeVisible();
  await expect(section(page, 'member')).toHaveCount(0);

  await page.goto(`/bet/betSummary2?VW=BETSUMMARY2&LocId=SG&DrawFrom=${draw.DrawDate}&DrawTo=${draw.DrawDate}`);
  await expect(section(page, 'member')).toBeVisible();
  await expect(main(page).getByRole('cell', { name: 'member1', exact: true })).toHaveCount(0);
});
