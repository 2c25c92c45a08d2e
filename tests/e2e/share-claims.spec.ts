// Share claims: admin generates the share claims of a settled SG draw on which agent1's own
// share is a loss, sees agent1's claim with the exact amount the platform reports, collects part of it
// (Outstanding drops, agent1's AccBal rises by exactly that amount) and voids the claim-back (AccBal
// back); adds a MANUAL claim and deletes it; an import with bad lines is refused line by line and
// keeps its text. agent1 then sees the claim on itself in its Share Claim Report; agent3 (without
// dEnableViewShareClaim) has no link and is sent home. Both pages fit a 360 px phone. It moves money,
// the same under every site, so it runs once, in the sg-books project (one journey at a time: a
// settlement in results-reports.spec.ts moves agent1's AccBal), and it leaves no claim-back or MANUAL
// claim behind.
import type { Page } from '@playwright/test';
import type { ClaimBack, ShareClaim } from '@/lib/contract/share-claims';
import { moneyToCents, centsToMoney } from '@/lib/domain/bet-expansion';
import { formatDollars, formatMoney } from '@/lib/domain/money';
import { drawDateText } from '@/lib/domain/tickets';
import { expect, test } from './support/fixtures';
import { platformAs } from './support/platform-api';
import { DEMO_PASSWORDS } from './support/sessions';
import { expectRefused, openShell } from './support/shell';

test.describe.configure({ mode: 'serial' });

const REMARK = `e2e share claims ${Date.now().toString(36)}`;
const main = (page: Page) => page.getByRole('main');

/** The newest settled SG draw on which agent1's own share is a loss, and what agent1 owes for it. */
async function lossDraw(): Promise<{ DrawId: number; DrawDate: string; owed: string }> {
  const admin = await platformAs('admin', 'Admin1234');
  try {
    const draws = await admin.get<{ DrawId: number; DrawDate: string }[]>('reportDate');
    for (const draw of draws) {
      const report = await admin.get<{ Rows: { UserId: string; OwnShare: string }[] }>('reportFull', { DrawId: String(draw.DrawId) });
      const own = report.Rows.find((row) => row.UserId === 'agent1')?.OwnShare;
      if (own && moneyToCents(own) < 0n) return { ...draw, owed: centsToMoney(-moneyToCents(own)) };
    }
    throw new Error('no settled SG draw where agent1’s own share is a loss');
  } finally {
    await admin.dispose();
  }
}

async function accBalOfAgent1(): Promise<bigint> {
  const agent1 = await platformAs('agent1', DEMO_PASSWORDS.agent1);
  try {
    return moneyToCents((await agent1.get<{ AccBal: string }>('profile')).AccBal);
  } finally {
    await agent1.dispose();
  }
}

async function agent1Claims(drawId: number): Promise<ShareClaim[]> {
  const admin = await platformAs('admin', 'Admin1234');
  try {
    return (await admin.get<{ Items: ShareClaim[] }>('shareClaim', { DrawId: String(drawId), UserId: 'agent1' })).Items;
  } finally {
    await admin.dispose();
  }
}

/** A call through the BFF with the page's session (writes pass its same-origin check from the page). */
async function bff<T>(page: Page, method: string, path: string): Promise<T> {
  return page.evaluate(
    async ([verb, url]) => {
      const response = await fetch(url, { method: verb, headers: { accept: 'application/json' } });
      return (await response.json()) as T;
    },
    [method, path] as const,
  );
}

/** Whatever the journey left (a failure half-way): its claim-backs voided, its MANUAL claims deleted. */
async function restore(page: Page, drawId: number): Promise<void> {
  const backs = await bff<{ Items?: ClaimBack[] }>(page, 'GET', `/api/v1/selectReportShareClaimBack?DrawId=${drawId}`);
  for (const back of backs.Items ?? []) if (back.Remark === REMARK) await bff(page, 'DELETE', `/api/v1/shareClaimBack/${back.ClaimBackId}`);
  const claims = await bff<{ Items?: ShareClaim[] }>(page, 'GET', `/api/v1/shareClaim?DrawId=${drawId}&Kind=MANUAL`);
  for (const claim of claims.Items ?? []) if (claim.Remark === REMARK) await bff(page, 'DELETE', `/api/v1/shareClaim/${claim.ClaimId}`);
}

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(360);
}

test('admin generates, collects part of agent1’s claim and voids it; agent1 sees the claim on itself', async ({ page, browser, baseURL }) => {
  // A generation, four changes through the page, the platform's figures read back after each, and a
  // second browser: past the default 60 s on a busy machine.
  test.setTimeout(150_000);
  const draw = await lossDraw();
  const drawDate = drawDateText(draw.DrawDate);
  const accBalBefore = await accBalOfAgent1();

  await openShell(page, 'admin');
  try {
    await page.goto(`/control/shareClaim?LocId=SG&DrawId=${draw.DrawId}`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Share Claim' })).toBeVisible();

    // Generate: the counts, then agent1's SHARE claim with the amount the platform reports.
    const generate = main(page).getByTestId('share-claim-generate');
    await generate.getByRole('button', { name: 'Generate share claims' }).click();
    await expect(generate.getByRole('status')).toContainText(new RegExp(`Share claims of ${drawDate}: \\d+ created, \\d+ updated, \\d+ removed, \\d+ unchanged\\.`));
    const claim = (await agent1Claims(draw.DrawId)).find((item) => item.Kind === 'SHARE');
    if (!claim) throw new Error('no SHARE claim on agent1 after the generation');
    expect(claim.Amount).toBe(draw.owed);
    const list = main(page).getByTestId('share-claim-list');
    const row = list.getByRole('row').filter({ has: page.getByRole('button', { name: `Change share claim ${claim.ClaimId} on agent1` }) });
    await expect(row).toContainText(formatMoney(claim.Amount));
    await expect(row).toContainText('Share');

    // Collect part of it: Outstanding drops, agent1's AccBal rises by exactly that amount.
    const outstanding = moneyToCents(claim.Outstanding);
    const part = outstanding > 1n ? outstanding / 2n : outstanding;
    const rest = centsToMoney(outstanding - part);
    await row.getByRole('button', { name: `Collect on share claim ${claim.ClaimId} from agent1` }).click();
    const collect = list.getByTestId('claim-collect');
    await expect(collect.getByLabel('Amount')).toHaveValue(claim.Outstanding);
    await expect(collect.getByLabel('Amount')).toBeFocused();
    await collect.getByLabel('Amount').fill(centsToMoney(part));
    await collect.getByLabel('Remark').fill(REMARK);
    await collect.getByRole('button', { name: 'Collect' }).click();
    await expect(list.getByRole('status').filter({ hasText: 'collected on share claim' })).toHaveText(
      `${formatDollars(centsToMoney(part))} collected on share claim ${claim.ClaimId} from agent1. Outstanding is now ${formatDollars(rest)}.`,
    );
    await expect(row).toContainText(formatMoney(rest));
    expect(await accBalOfAgent1()).toBe(accBalBefore + part);

    // The claim-back is listed; void it: AccBal back where it was, the whole amount outstanding again.
    const backs = main(page).getByTestId('share-claim-backs');
    const back = backs.getByRole('row').filter({ hasText: REMARK });
    await expect(back).toContainText(formatMoney(centsToMoney(part)));
    await back.getByRole('button', { name: /^Void claim-back \d+$/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('will be voided');
    await dialog.getByRole('button', { name: 'Void' }).click();
    await expect(backs.getByRole('status')).toContainText('voided');
    await expect(backs.getByRole('row').filter({ hasText: REMARK })).toHaveCount(0);
    expect(await accBalOfAgent1()).toBe(accBalBefore);
    const voided = (await agent1Claims(draw.DrawId)).find((item) => item.ClaimId === claim.ClaimId);
    expect(voided?.Outstanding).toBe(claim.Amount);

    // A MANUAL claim: checked first (the first invalid field takes the focus), added, then deleted.
    const manual = main(page).getByTestId('share-claim-manual');
    await manual.getByRole('button', { name: 'Add claim' }).click();
    await expect(manual.getByText('Choose the agent.')).toBeVisible();
    await expect(manual.getByRole('combobox', { name: 'Agent' })).toBeFocused();
    await manual.getByRole('combobox', { name: 'Agent' }).fill('agent1');
    await manual.getByRole('option', { name: /^agent1/ }).click();
    await manual.getByLabel('Amount').fill('1.5');
    await manual.getByLabel('Remark').fill(REMARK);
    await manual.getByRole('button', { name: 'Add claim' }).click();
    await expect(manual.getByRole('status')).toContainText(/Manual claim \d+ of \$1\.50 on agent1 added/);
    const manualClaim = (await agent1Claims(draw.DrawId)).find((item) => item.Kind === 'MANUAL' && item.Remark === REMARK);
    if (!manualClaim) throw new Error('the MANUAL claim is not on the platform');
    await list.getByRole('button', { name: `Delete share claim ${manualClaim.ClaimId} on agent1` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByRole('status')).toHaveText(`Share claim ${manualClaim.ClaimId} on agent1 deleted.`);
    expect((await agent1Claims(draw.DrawId)).some((item) => item.ClaimId === manualClaim.ClaimId)).toBe(false);

    // An import with bad lines: every bad line is named with its text, nothing is recorded, the text stays.
    const importBox = main(page).getByTestId('share-claim-import');
    const text = `UserId,DrawDate,Amount,Remark\nnobody,${draw.DrawDate},5,${REMARK}\nagent1,${draw.DrawDate},999999999,${REMARK}`;
    await importBox.getByLabel('Claim-back lines').fill(text);
    await expect(importBox.getByText('2 claim-back lines, $1,000,000,004.00 in all.')).toBeVisible();
    await importBox.getByRole('button', { name: 'Import' }).click();
    const refused = importBox.getByRole('alert');
    await expect(refused).toContainText('Nothing was recorded.');
    await expect(refused.locator('[data-line="2"]')).toContainText(`nobody,${draw.DrawDate},5,${REMARK}`);
    await expect(refused.locator('[data-line="2"]')).toContainText('User not found.');
    await expect(refused.locator('[data-line="3"]')).toContainText('is more than the');
    await expect(importBox.getByLabel('Claim-back lines')).toHaveValue(text);
    expect(await accBalOfAgent1()).toBe(accBalBefore);

    // The working page on a phone.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(main(page).getByTestId('share-claim-list')).toBeVisible();
    await expectNoSidewaysScroll(page, '/control/shareClaim');

    // agent1: the menu links the report, which shows the claim on itself.
    const agentContext = await browser.newContext({ baseURL });
    const agentPage = await agentContext.newPage();
    try {
      await openShell(agentPage, 'agent1');
      await expect(agentPage.locator('[data-menu-link="shareClaimReport"]')).toHaveCount(1);
      await agentPage.goto(`/report/shareClaim?VW=RPTSHARE_CLAIM&LocId=SG&DrawId=${draw.DrawId}`);
      const onAgent = main(agentPage).locator('[data-report="shareClaim-onUser"]');
      await expect(onAgent.getByRole('heading', { name: 'Claims on agent1' })).toBeVisible();
      const own = onAgent.getByRole('row').filter({ hasText: drawDate }).filter({ hasText: 'admin' });
      await expect(own).toContainText(formatMoney(claim.Amount));
      await expect(own).toContainText('Open');
      await agentPage.setViewportSize({ width: 360, height: 740 });
      await agentPage.reload();
      await expect(onAgent).toBeVisible();
      await expectNoSidewaysScroll(agentPage, '/report/shareClaim');
    } finally {
      await agentContext.close();
    }
  } finally {
    await restore(page, draw.DrawId);
  }
});

test('agent3, without dEnableViewShareClaim, has no link to the report, which says it is not open to it', async ({ page }) => {
  await openShell(page, 'agent3');
  await expect(page.locator('[data-menu-link="summaryReport"]')).toHaveCount(1);
  await expect(page.locator('[data-menu-link="shareClaimReport"]')).toHaveCount(0);
  await page.goto('/report/shareClaim?VW=RPTSHARE_CLAIM&LocId=SG');
  await expectRefused(page, 'rights in Singapore do not include this page');
});
