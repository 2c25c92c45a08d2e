// Pay rates (docs/decisions/pay-rates.md): admin gives agent2 a lower Big 1st-prize rate on
// /control/payRate (a rate over the default is refused by the field first); a draw of member1 (under
// agent2) settled after the change pays 1st at the lower rate, while an earlier settled draw's figures
// stay as they were; member1's /payOut shows the lower rate; the clerk (no DrawSetting) gets no page.
// It settles a past draw again (as results-reports.spec.ts does), so it runs in the sg-books project.
import type { Page } from '@playwright/test';
import { expandRoll, orderings } from '@/lib/domain/bet-expansion';
import { formatMoney } from '@/lib/domain/money';
import { expect, test } from './support/fixtures';
import { platformAs, type PlatformUser } from './support/platform-api';
import { openShell } from './support/shell';

test.describe.configure({ mode: 'serial' });

interface DrawRow { DrawId: number; DrawDate: string; HasResult: boolean }
interface BetRow { UserId: string; Number: string; Kind: string; Big: string; Small: string }
interface Figures { Turnover: string; Commission: string; Strike: string; WinLoss: string }
interface Rate { PayRateId: number; UserId: string | null; BetKind: string; Prize: string }

const main = (page: Page) => page.getByRole('main');
const cents = (money: string) => Math.round(Number(money) * 100);
const PRIZES = ['FIRST', 'SECOND', 'THIRD', ...Array(10).fill('STARTER'), ...Array(10).fill('CONSOLATION')] as const;

/** Every 4-digit number a bet could win on. */
function coveredNumbers(bets: readonly BetRow[]): Set<string> {
  const covered = new Set<string>();
  for (const bet of bets) {
    if (bet.Kind === 'ROLL') expandRoll(bet.Number).forEach((n) => covered.add(n));
    else if (/^\d{4}$/.test(bet.Number)) orderings(bet.Number).forEach((n) => covered.add(n));
  }
  return covered;
}

async function removeOverrides(admin: PlatformUser): Promise<void> {
  const table = await admin.get<{ Overrides: Rate[] }>('payRatesN', { UserId: 'agent2' });
  for (const row of table.Overrides) await admin.delete(`payRate/${row.PayRateId}`);
}

/** Two resulted SG draws with an ordinary bet of member1: the later is settled again, the earlier must not move. */
async function pickDraws(admin: PlatformUser): Promise<{ again: DrawRow; bet: BetRow; numbers: string[]; earlier: DrawRow }> {
  const draws = (await admin.get<DrawRow[]>('draw2')).filter((d) => d.HasResult);
  const found: { draw: DrawRow; bet: BetRow; covered: Set<string> }[] = [];
  for (const draw of draws) {
    const page = await admin.get<{ Items: BetRow[] }>('reportBetPageFull', { DrawId: String(draw.DrawId), PageSize: '10000' });
    const own = page.Items.filter((bet) => bet.UserId === 'member1');
    const covered = coveredNumbers(page.Items);
    const bet = own.find((b) => b.Kind === 'ORDINARY' && !coveredNumbers(own.filter((o) => o !== b)).has(b.Number));
    if (bet) found.push({ draw, bet, covered });
    if (found.length === 2) break;
  }
  const [again, earlier] = found;
  if (!again || !earlier) throw new Error('two resulted SG draws with an ordinary bet of member1 are needed');
  const others: string[] = [];
  for (let n = 0; others.length < 22; n += 37) {
    const candidate = String(n % 10_000).padStart(4, '0');
    if (!again.covered.has(candidate) && !others.includes(candidate)) others.push(candidate);
  }
  return { again: again.draw, bet: again.bet, numbers: [again.bet.Number, ...others], earlier: earlier.draw };
}

test('admin lowers agent2\'s 1st prize: a later settlement pays it, an earlier one does not move, member1\'s Payout shows it', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await platformAs('admin', 'Admin1234');
  try {
    await removeOverrides(admin);
    const plan = await pickDraws(admin);
    const figuresOf = (drawId: number) => admin.get<{ Self: Figures }>('reportFull', { UserId: 'member1', DrawId: String(drawId) }).then((r) => r.Self);
    const before = await figuresOf(plan.earlier.DrawId);

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

    // A draw settled after the change pays member1's 1st prize at 1800 (Small stays 3000).
    await admin.put(`draw/result/reset6/${plan.again.DrawId}`);
    const results = plan.numbers.map((number, i) => ({ Prize: PRIZES[i], Position: i < 3 ? 1 : ((i - 3) % 10) + 1, Number: number }));
    await admin.post('insertProcess', { DrawId: plan.again.DrawId, Results: results });
    const payout = cents(plan.bet.Big) * 1800 + cents(plan.bet.Small) * 3000;
    await expect.poll(async () => cents((await figuresOf(plan.again.DrawId)).Strike), { timeout: 60_000 }).toBe(payout);
    // The earlier settled draw keeps its figures.
    expect(await figuresOf(plan.earlier.DrawId)).toEqual(before);

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
    await admin.dispose();
  }
});
