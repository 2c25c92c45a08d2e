// Sub Share, group expense and the share-claim settings (docs/decisions/sub-shares.md): admin gives a
// partner half of agent1's share and records an expense of agent1's group agent2 for a settled draw
// on /control/subShare, then sees both in agent1's Group Report (Sub Share, Expense and Net, as the
// platform computes them); opens Share Claim Company and Share Claim Setting and saves agent2's
// setting (a harmless cap: agent2 has no agents to claim on). The sub share and the expense are
// deleted through the page, and removed afterwards if a step failed, so agent1's report is as before.
// Both Control pages fit a 360 px phone.
import type { Page } from '@playwright/test';
import type { GroupExpense, SubShare } from '@/lib/contract/sub-shares';
import { formatMoney } from '@/lib/domain/money';
import { drawDateText } from '@/lib/domain/tickets';
import { expect, test } from './support/fixtures';
import { platformAs } from './support/platform-api';
import { openShell } from './support/shell';

test.describe.configure({ mode: 'serial' });

const TAG = Date.now().toString(36);
const PARTNER = `E2E partner ${TAG}`;
const REMARK = `e2e expense ${TAG}`;
const main = (page: Page) => page.getByRole('main');

interface GroupRow {
  GroupId: string;
  SubShare: string;
  Expense: string;
  Net: string;
}

/** The newest settled SG draw on which agent1's group report has agent2's group. */
async function groupDraw(): Promise<{ DrawId: number; DrawDate: string }> {
  const admin = await platformAs('admin', 'Admin1234');
  try {
    for (const draw of await admin.get<{ DrawId: number; DrawDate: string }[]>('reportDate')) {
      const report = await admin.get<{ Rows: GroupRow[] }>('reportGroupFull', { DrawId: String(draw.DrawId), UserId: 'agent1' });
      if (report.Rows.some((row) => row.GroupId === 'agent2')) return draw;
    }
    throw new Error('no settled SG draw with agent2’s group in agent1’s report');
  } finally {
    await admin.dispose();
  }
}

async function agent2Row(drawId: number): Promise<GroupRow | undefined> {
  const admin = await platformAs('admin', 'Admin1234');
  try {
    return (await admin.get<{ Rows: GroupRow[] }>('reportGroupFull', { DrawId: String(drawId), UserId: 'agent1' })).Rows.find((row) => row.GroupId === 'agent2');
  } finally {
    await admin.dispose();
  }
}

async function bff<T>(page: Page, method: string, path: string): Promise<T> {
  return page.evaluate(
    async ([verb, url]) => {
      const response = await fetch(url, { method: verb, headers: { accept: 'application/json' } });
      return (await response.json()) as T;
    },
    [method, path] as const,
  );
}

/** Whatever a failed step left: this run's sub share and expense. */
async function restore(page: Page, drawId: number): Promise<void> {
  const shares = await bff<{ Items?: SubShare[] }>(page, 'GET', '/api/v1/subShare');
  for (const share of shares.Items ?? []) if (share.Partner === PARTNER) await bff(page, 'DELETE', `/api/v1/subShare/${share.SubShareId}`);
  const expenses = await bff<{ Items?: GroupExpense[] }>(page, 'GET', `/api/v1/groupExpense?DrawId=${drawId}`);
  for (const expense of expenses.Items ?? []) if (expense.Remark === REMARK) await bff(page, 'DELETE', `/api/v1/groupExpense/${expense.ExpenseId}`);
}

test('admin sets a sub share and a group expense, sees them in the group report, and saves a share-claim setting', async ({ page }) => {
  test.setTimeout(120_000);
  const draw = await groupDraw();
  const drawDate = drawDateText(draw.DrawDate);
  await openShell(page, 'admin');
  try {
    await page.goto(`/control/subShare?LocId=SG&DrawId=${draw.DrawId}`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Sub Share' })).toBeVisible();

    // The sub share: checked first (the holder takes the focus), then saved; the list shows it.
    const form = main(page).getByTestId('sub-share-form');
    await form.getByRole('button', { name: 'Save sub share' }).click();
    await expect(form.getByText('Choose the holder.')).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Holder (company or agent)' })).toBeFocused();
    await form.getByRole('combobox', { name: 'Holder (company or agent)' }).fill('agent1');
    await form.getByRole('option', { name: /^agent1/ }).click();
    await form.getByLabel('Partner').fill(PARTNER);
    await form.getByLabel("Percent of the holder's share").fill('150');
    await form.getByRole('button', { name: 'Save sub share' }).click();
    await expect(form.getByText('Enter a percent from 0.01 to 100.00 (at most 2 decimals).')).toBeVisible();
    await expect(form.getByLabel('Partner')).toHaveValue(PARTNER);
    await form.getByLabel("Percent of the holder's share").fill('50');
    await form.getByRole('button', { name: 'Save sub share' }).click();
    await expect(form.getByRole('status')).toHaveText(`Saved: ${PARTNER} takes 50.00% of agent1's share.`);
    const shares = main(page).getByTestId('subShare-list');
    await expect(shares.getByRole('row').filter({ hasText: PARTNER })).toContainText('50.00');

    // The group expense of agent2 for the draw the page shows.
    const expenseForm = main(page).getByTestId('expense-form');
    await expenseForm.getByRole('combobox', { name: 'Group (agent)' }).fill('agent2');
    await expenseForm.getByRole('option', { name: /^agent2/ }).click();
    await expenseForm.getByLabel('Amount').fill('12.345');
    await expenseForm.getByLabel('Remark').fill(REMARK);
    await expenseForm.getByRole('button', { name: 'Add expense' }).click();
    await expect(expenseForm.getByText('Enter an amount like 150.00 (more than 0, at most 2 decimals).')).toBeVisible();
    await expenseForm.getByLabel('Amount').fill('12.34');
    await expenseForm.getByRole('button', { name: 'Add expense' }).click();
    await expect(expenseForm.getByRole('status')).toHaveText(`Expense of $12.34 added for agent2 on ${drawDate}.`);
    const expenses = main(page).getByTestId('expense-list');
    await expect(expenses.getByRole('row').filter({ hasText: REMARK })).toContainText('12.34');

    // agent1's Group Report: agent2's group with the partner's part, the expense and the net.
    const row = await agent2Row(draw.DrawId);
    if (!row) throw new Error('agent2’s group is gone from agent1’s report');
    expect(row.Expense).toBe('12.34');
    await page.goto(`/report/group?VW=RPTGRP&LocId=SG&UserId=agent1&DrawId=${draw.DrawId}`);
    const group = main(page).getByRole('table').getByRole('row').filter({ hasText: 'agent2' }).first();
    await expect(main(page).getByRole('columnheader', { name: 'Expense' })).toBeVisible();
    // Sub Share shows once a group has a part to split (agent1's own share of the draw may be 0.00).
    if (row.SubShare !== '0.00') {
      await expect(main(page).getByRole('columnheader', { name: 'Sub Share' })).toBeVisible();
      await expect(group).toContainText(formatMoney(row.SubShare));
    }
    await expect(group).toContainText(formatMoney(row.Expense));
    await expect(group).toContainText(formatMoney(row.Net));

    // Both deleted through the page, each asked first.
    await page.goto(`/control/subShare?LocId=SG&DrawId=${draw.DrawId}`);
    await shares.getByRole('button', { name: `Delete ${PARTNER}'s sub share of agent1` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(shares.getByRole('status')).toHaveText(`${PARTNER}'s sub share of agent1 was deleted.`);
    await expenses.getByRole('button', { name: 'Delete the expense of agent2 ($12.34)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(expenses.getByRole('status')).toHaveText('The expense of $12.34 of agent2 was deleted.');
    expect((await agent2Row(draw.DrawId))?.Expense).toBe('0.00');

    // Share Claim Company: the company's position on its agents.
    await page.goto('/control/shareClaimCompany?LocId=SG');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Share Claim Company' })).toBeVisible();
    await expect(main(page).getByTestId('claim-company').getByRole('row').filter({ hasText: 'agent1' }).first()).toBeVisible();

    // Share Claim Setting: agent2's setting saved, and the list shows it.
    await page.goto('/control/shareClaimSetting?LocId=SG');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Share Claim Setting' })).toBeVisible();
    const setting = main(page).getByTestId('claim-setting-form');
    await setting.getByRole('combobox', { name: 'Agent' }).fill('agent2');
    await setting.getByRole('option', { name: /^agent2/ }).click();
    await setting.getByLabel('Cap a claim at').fill('999999');
    await setting.getByRole('button', { name: 'Save setting' }).click();
    await expect(setting.getByRole('status')).toHaveText('The share claim setting of agent2 was saved.');
    await expect(main(page).getByTestId('claim-setting-list').getByRole('row').filter({ hasText: 'agent2' }).first()).toContainText('999999.00');

    // Both Control pages on a 360 px phone: no sideways scroll.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/control/shareClaimSetting?LocId=SG', `/control/subShare?LocId=SG&DrawId=${draw.DrawId}`]) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(360);
    }
  } finally {
    await restore(page, draw.DrawId);
  }
});
