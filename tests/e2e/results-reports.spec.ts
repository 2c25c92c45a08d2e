// Results, settlement and reports. The journey takes the oldest resulted SG draw on which
// member1 has an ordinary bet, resets its result behind the browser's back (so the draw is closed and
// waits for its result), and then:
// - admin enters a result on /control/drawSetting with member1's number as the 1st prize, and watches
//   the settle job's progress reach done;
// - the strike report shows member1's strike with the exact payout of the SG pay table;
// - agent2's full report shows member1's totals, and its CSV export (BOM, formula-safe cells) reads
//   back to the same figures;
// - agent3, of another branch, sees none of them.
// It rewrites one past draw's result, the same under every site, so it runs once, in the sg-books
// project (one journey at a time: share-claims.spec.ts measures AccBal that a settlement moves).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expandRoll, orderings } from '@/lib/domain/bet-expansion';
import { formatMoney } from '@/lib/domain/money';
import { formatShownDate } from '@/lib/domain/operator-time';
import { expect, test } from './support/fixtures';
import { platformAs } from './support/platform-api';
import { openShell } from './support/shell';

test.describe.configure({ mode: 'serial' });

interface DrawRow {
  DrawId: number;
  DrawDate: string;
  HasResult: boolean;
}
interface BetRow {
  UserId: string;
  Number: string;
  Kind: string;
  Big: string;
  Small: string;
}
interface Figures {
  UserId: string;
  Turnover: string;
  Commission: string;
  Strike: string;
  WinLoss: string;
}

const cents = (money: string) => Math.round(Number(money) * 100);
const money = (value: number) => formatMoney((value / 100).toFixed(2));
const main = (page: Page) => page.getByRole('main');

/** Every 4-digit number a bet of the draw could win on. */
function coveredNumbers(bets: readonly BetRow[]): Set<string> {
  const covered = new Set<string>();
  for (const bet of bets) {
    if (bet.Kind === 'ROLL') expandRoll(bet.Number).forEach((n) => covered.add(n));
    else if (/^\d{4}$/.test(bet.Number)) orderings(bet.Number).forEach((n) => covered.add(n));
  }
  return covered;
}

interface Plan {
  draw: DrawRow;
  bet: BetRow;
  /** The 23 numbers in form order: 1st, 2nd, 3rd, Starter 1-10, Consolation 1-10. */
  numbers: string[];
}

/** The draw, member1's bet that takes the 1st prize, and 22 numbers no bet of the draw covers. */
async function planResult(): Promise<Plan> {
  const admin = await platformAs('admin', 'Admin1234');
  try {
    const draws = await admin.get<DrawRow[]>('draw2');
    for (const draw of [...draws].reverse().filter((d) => d.HasResult)) {
      const page = await admin.get<{ Items: BetRow[] }>('reportBetPageFull', { DrawId: String(draw.DrawId), PageSize: '10000' });
      const own = page.Items.filter((bet) => bet.UserId === 'member1');
      // An ordinary bet whose number no other bet of member1 covers: its 1st prize is one strike row.
      const bet = own.find((b) => b.Kind === 'ORDINARY' && !coveredNumbers(own.filter((o) => o !== b)).has(b.Number));
      if (!bet) continue;
      const covered = coveredNumbers(page.Items);
      const others: string[] = [];
      for (let n = 0; others.length < 22; n += 37) {
        const candidate = String(n % 10_000).padStart(4, '0');
        if (!covered.has(candidate) && !others.includes(candidate)) others.push(candidate);
      }
      await admin.put(`draw/result/reset6/${draw.DrawId}`);
      return { draw, bet, numbers: [bet.Number, ...others] };
    }
    throw new Error('no resulted SG draw has an ordinary bet of member1');
  } finally {
    await admin.dispose();
  }
}

async function memberFigures(drawId: number): Promise<Figures> {
  const admin = await platformAs('admin', 'Admin1234');
  try {
    const report = await admin.get<{ Self: Figures }>('reportFull', { UserId: 'member1', DrawId: String(drawId) });
    return report.Self;
  } finally {
    await admin.dispose();
  }
}

const RESULT_LABELS = ['1st', '2nd', '3rd', ...Array.from({ length: 10 }, (_, i) => `Starter ${i + 1}`), ...Array.from({ length: 10 }, (_, i) => `Consolation ${i + 1}`)];

/**
 * How the result form lays out its number fields: for Starter and Consolation, the distinct tops of
 * their ten fields in order, and whether every label sits on one line (less than two font sizes high).
 */
async function resultLayout(page: Page): Promise<{ rows: Record<string, number[]>; oneLine: boolean; width: number }> {
  return page.evaluate(() => {
    // The result form's own labels (Draw Setting holds other forms, whose labels sit beside taller fields).
    const form = [...document.querySelectorAll('form')].find((each) => [...each.querySelectorAll('label')].some((label) => label.textContent === 'Starter 1'));
    const labels = [...(form?.querySelectorAll<HTMLLabelElement>('label') ?? [])];
    const rows: Record<string, number[]> = {};
    for (const name of ['Starter', 'Consolation']) {
      const tops = labels.filter((label) => new RegExp(`^${name} \\d+$`).test(label.textContent ?? '')).map((label) => Math.round(label.getBoundingClientRect().top));
      rows[name] = tops.map((top) => tops.filter((other) => other === top).length);
    }
    // One line of text is about 1.2 font sizes high, two are about 2.4.
    const oneLine = labels.every((label) => label.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(label).fontSize));
    return { rows, oneLine, width: document.documentElement.scrollWidth };
  });
}

test('admin enters a result, member1 strikes, agent2 reports it and agent3 sees none of it', async ({ page }) => {
  // A settlement of a whole draw and three users' reports, each waited for: longer than the default
  // 60 s on a busy machine.
  test.setTimeout(120_000);
  const plan = await planResult();
  const drawId = String(plan.draw.DrawId);

  // Admin enters the result of the closed draw and watches the settlement reach done.
  await openShell(page, 'admin');
  await page.goto(`/control/drawSetting?LocId=SG&Date=${plan.draw.DrawDate}`);
  // The week may hold another draw without a result (a journey made the coming weeks' draws).
  await main(page).getByRole('button', { name: `Enter result for ${formatShownDate(plan.draw.DrawDate)}`, exact: true }).click();
  // Starter and Consolation each sit in two rows of five, labels on one line; on a phone the form
  // still fits the screen with its labels whole.
  await expect(page.getByLabel('Consolation 10', { exact: true })).toBeVisible();
  const wide = await resultLayout(page);
  expect(wide.rows).toEqual({ Starter: Array(10).fill(5), Consolation: Array(10).fill(5) });
  expect(wide.oneLine).toBe(true);
  await page.setViewportSize({ width: 360, height: 740 });
  const phone = await resultLayout(page);
  expect(phone.oneLine).toBe(true);
  expect(phone.width).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const [i, label] of RESULT_LABELS.entries()) await page.getByLabel(label, { exact: true }).fill(plan.numbers[i] ?? '');
  await page.getByRole('button', { name: 'Save result' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/Settled: \d+ bets?, \d+ strikes?/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  // The strike report shows member1's 1st prize at the SG rates: Big 2000, Small 3000 per $1.
  const payout = cents(plan.bet.Big) * 2000 + cents(plan.bet.Small) * 3000;
  await page.goto(`/report/strike?LocId=SG&VW=RPTSTRIKE&DrawId=${drawId}`);
  const strike = main(page).getByRole('row').filter({ hasText: 'member1' }).filter({ hasText: '1st' }).filter({ hasText: plan.bet.Number });
  await expect(strike.first()).toBeVisible();
  await expect(strike.first().getByRole('cell').last()).toHaveText(money(payout));

  // agent2's full report of the draw has member1's totals, as the platform books them.
  const figures = await memberFigures(plan.draw.DrawId);
  expect(cents(figures.Strike)).toBeGreaterThanOrEqual(payout);
  await openShell(page, 'agent2');
  await page.goto(`/report/full?LocId=SG&VW=RPTFULL&DrawId=${drawId}`);
  const row = main(page).getByRole('row').filter({ has: page.getByRole('button', { name: /^member1:/ }) });
  await expect(row).toHaveCount(1);
  for (const value of [figures.Turnover, figures.Commission, figures.Strike, figures.WinLoss]) {
    await expect(row).toContainText(formatMoney(value));
  }

  // Its CSV export: a BOM, no cell a spreadsheet would run as a formula, and the same figures.
  const download = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Export CSV' }).click();
  const file = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(file.startsWith('\uFEFF')).toBe(true);
  const lines = parse(file, { bom: true }) as string[][];
  // A code of digits is written ="0020" on purpose (docs/decisions/widgets-and-tables.md); nothing else may run.
  for (const cell of lines.flat()) expect(cell).not.toMatch(/^(?!="\d+"$)[=+@\t\r]|^-(?!\d)/);
  const member = lines.find((line) => line[0] === 'member1') ?? [];
  for (const value of [figures.Turnover, figures.Strike, figures.WinLoss]) expect(member.join(',')).toContain(value);

  // agent3 (another branch) sees none of it.
  await openShell(page, 'agent3');
  await page.goto(`/report/full?LocId=SG&VW=RPTFULL&DrawId=${drawId}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page)).not.toContainText('member1');
  await page.goto(`/report/strike?LocId=SG&VW=RPTSTRIKE&DrawId=${drawId}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page)).not.toContainText('member1');
  await page.goto(`/report/full?LocId=SG&VW=RPTFULL&DrawId=${drawId}&UserId=member1`);
  await expect(main(page).getByRole('alert')).toContainText('User not found.');
});
