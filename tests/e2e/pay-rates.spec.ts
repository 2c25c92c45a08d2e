// Pay rates (docs/decisions/pay-rates.md): admin gives agent2 a lower Big 1st-prize rate on
// /control/payRate (a rate over the default is refused by the field first); member1 (under agent2)
// then bets on a new draw, which admin closes and results: it pays 1st at the lower rate, while an
// earlier settled draw's figures stay as they were; member1's /payOut shows the lower rate; the clerk
// (no DrawSetting) gets no page. It settles a draw, so it runs in the sg-books project; the new draw
// is on a Monday far ahead (SG draws on Wednesday, Saturday and Sunday), is cancelled at the end, and
// never is the next draw of the other journeys.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { formatMoney } from '@/lib/domain/money';
import { expect, test } from './support/fixtures';
import { betsOfDraw, coveredNumbers, dropDraw, newDraw, resultsFor, type BetRow, type DrawRow } from './support/new-draw';
import { platformAs, type PlatformUser } from './support/platform-api';
import { openShell } from './support/shell';

test.describe.configure({ mode: 'serial' });

interface Figures { Turnover: string; Commission: string; Strike: string; WinLoss: string }
interface Rate { PayRateId: number; UserId: string | null; BetKind: string; Prize: string }

const main = (page: Page) => page.getByRole('main');
const cents = (money: string) => Math.round(Number(money) * 100);

async function removeOverrides(admin: PlatformUser): Promise<void> {
  const table = await admin.get<{ Overrides: Rate[] }>('payRatesN', { UserId: 'agent2' });
  for (const row of table.Overrides) await admin.delete(`payRate/${row.PayRateId}`);
}

/** A resulted SG draw with member1's bets: its figures must not move. */
async function settledDraw(admin: PlatformUser): Promise<DrawRow> {
  const draws = (await admin.get<DrawRow[]>('draw2')).filter((d) => d.HasResult);
  for (const draw of draws) {
    const page = await admin.get<{ Items: BetRow[] }>('reportBetPageFull', { DrawId: String(draw.DrawId), PageSize: '10000' });
    if (page.Items.some((bet) => bet.UserId === 'member1')) return draw;
  }
  throw new Error('a resulted SG draw with a bet of member1 is needed');
}

test('admin lowers agent2\'s 1st prize: a later settlement pays it, an earlier one does not move, member1\'s Payout shows it', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await platformAs('admin', 'Admin1234');
  const member1 = await platformAs('member1', 'Member1234');
  let drawId: number | null = null;
  try {
    await removeOverrides(admin);
    const earlier = await settledDraw(admin);
    const figuresOf = (id: number) => admin.get<{ Self: Figures }>('reportFull', { UserId: 'member1', DrawId: String(id) }).then((r) => r.Self);
    const before = await figuresOf(earlier.DrawId);

    // Admin picks agent2 and edits its 1st prize: over the default is refused by the field, 1800 is saved.
    await openShell(page, 'admin');
    await page.goto('/control/payRate?LocId=SG');
    await main(page).getByRole('combobox', { name: 'Agent' }).fill('agent2');
    await page.getByRole('option', { name: /^agent2\b/ }).click();
    await expect(main(page).getByRole('table', { name: 'Pay rates of agent2' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Edit 1st Prize', exact: true }).click();
    const big = main(page).getByRole('textbox', { name: 'Big' });
    await expect(big).toHaveValue('2000.00');
    await big.fill('2500');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByText('Big may be at most 2000.00, the rate above.')).toBeVisible();
    await expect(big).toHaveValue('2500');
    await expect(big).toBeFocused();
    await big.fill('1800');
    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'The rate for 1st Prize was saved.' })).toBeVisible();
    const row = main(page).getByRole('row').filter({ hasText: '1st Prize' });
    await expect(row).toContainText(formatMoney('1800.00'));

    // member1 bets on a new draw; admin closes its sales and enters its result: 1st pays 1800 for
    // Big (Small stays 3000).
    // (A new draw takes the fixed bets due on it: the result misses them.)
    const draw = await newDraw(admin);
    drawId = draw.DrawId;
    const covered = coveredNumbers((await betsOfDraw(admin, draw.DrawId)).filter((bet) => bet.UserId === 'member1'));
    const number = ['4172', '5283', '6394', '7405'].find((candidate) => !covered.has(candidate)) ?? '';
    await member1.post('bet', { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: randomUUID(), Bets: [{ Number: number, Big: '2', Small: '1', Kind: 'ORDINARY' }] });
    await admin.put('draw', { DrawId: draw.DrawId, CloseDate: new Date(Date.now() - 1000).toISOString() });
    await admin.post('insertProcess', { DrawId: draw.DrawId, Results: resultsFor(number, covered) });
    const payout = 200 * 1800 + 100 * 3000;
    await expect.poll(async () => cents((await figuresOf(draw.DrawId)).Strike), { timeout: 60_000 }).toBe(payout);
    // The earlier settled draw keeps its figures.
    expect(await figuresOf(earlier.DrawId)).toEqual(before);

    // member1's Payout shows the rate of its line.
    await openShell(page, 'member1');
    await page.goto('/payOut?LocId=SG');
    const first = main(page).getByRole('row').filter({ hasText: 'Ordinary' }).filter({ hasText: '1st Prize' });
    await expect(first).toContainText(formatMoney('1800.00'));
    await expect(first).toContainText(formatMoney('3000.00'));
    // On a phone the page fits the screen (the table scrolls in its own box).
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The clerk (no DrawSetting) has no Pay Rate page.
    await openShell(page, 'clerk');
    await page.goto('/control/payRate?LocId=SG');
    await expect(main(page).getByRole('heading', { name: 'This page is not open to you' })).toBeVisible();
    await expect(main(page).getByRole('table')).toHaveCount(0);
  } finally {
    await removeOverrides(admin).catch(() => undefined);
    await dropDraw(admin, drawId);
    await Promise.all([admin.dispose(), member1.dispose()]);
  }
});
