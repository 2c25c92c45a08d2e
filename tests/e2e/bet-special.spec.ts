// Bet Special as admin meets it. Two members of agent2's made for the journey: one whose bets make two
// numbers hot on the draw taking bets now (what reaches the company after agent2's and agent1's eat
// limits), and a house member (credit 1000.00) to counter them. Admin saves the settings (a 700.00 Big
// counter-bet on each number with 400.00 Big reaching the company), generates on the draw and follows
// the run to 100%: the hotter number is countered, the other listed as refused for credit. Then admin
// imports a bin-burst file with a bad line (named, nothing imported), a good one, and its payout. The
// clerk (no OutSet) has no link and the page refuses it. It places SG tickets: one at a time with the
// books journeys.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { betsOfDraw, coveredNumbers } from './support/new-draw';
import { platformAs } from './support/platform-api';
import { expectRefused, openAs, openShell } from './support/shell';

const main = (page: Page) => page.getByRole('main');

/**
 * Two numbers no bet on the draw reaches yet: the journey's hot ones. Other journeys bet on numbers
 * taken from the clock too; one of their stakes on a hot number would move its figure (575.50 once).
 */
async function hotNumbers(drawId: number): Promise<[string, string]> {
  const admin = await platformAs('admin', 'Admin1234');
  try {
    const covered = coveredNumbers(await betsOfDraw(admin, drawId));
    let base = 1000 + (Date.now() % 8000);
    while (covered.has(String(base)) || covered.has(String(base + 1))) base = base >= 8998 ? 1000 : base + 2;
    return [String(base), String(base + 1)];
  } finally {
    await admin.dispose();
  }
}

async function journeyMembers(): Promise<{ house: string; hot: [string, string] }> {
  const suffix = Date.now().toString(36).slice(-6);
  const player = `bs_hot_${suffix}`;
  const house = `bs_house_${suffix}`;
  const agent2 = await platformAs('agent2', 'Agent1234');
  try {
    await agent2.post('players', { UserId: player, UserName: `Hot ${player}`, Password: 'Given1234', Credit: '1500.00', EnablePlaceBet: true });
    await agent2.post('players', { UserId: house, UserName: `House ${house}`, Password: 'Given1234', Credit: '1000.00', EnablePlaceBet: true });
    const draw = await agent2.get<{ DrawId: number }>('draw/activeLatest');
    const hot = await hotNumbers(draw.DrawId);
    // agent2 eats 5.00 and agent1 20.00 of each: 575.00 and 475.00 Big reach the company.
    for (const [number, big] of [[hot[0], '600'], [hot[1], '500']] as const) {
      await agent2.post('bet', { UserId: player, DrawId: draw.DrawId, IdempotencyKey: randomUUID(), Bets: [{ Number: number, Big: big, Kind: 'ORDINARY' }] });
    }
    return { house, hot };
  } finally {
    await agent2.dispose();
  }
}

test('admin saves the settings, generates on the open draw and follows the run to 100%, then imports bin burst', async ({ page }) => {
  test.slow();
  const { house, hot } = await journeyMembers();
  await openAs(page, 'admin', '/outset/betSpecial?LocId=SG');
  await expect(page.locator('[data-menu-link="betSpecial"]')).toBeAttached();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Bet Special' })).toBeVisible();

  // Settings.
  await main(page).getByLabel('Hot Big').fill('400');
  await main(page).getByLabel('Hot Small').fill('0');
  await main(page).getByLabel('Max numbers').fill('5');
  await main(page).getByLabel('Target account (UserId)').fill(house);
  await main(page).getByLabel('Big stake').fill('700');
  await main(page).getByLabel('Small stake').fill('0');
  await main(page).getByRole('button', { name: 'Save settings' }).click();
  await expect(main(page).getByText('Settings saved.')).toBeVisible();
  await expect(main(page).getByText(`Now: House ${house}`)).toBeVisible();

  // A run on the draw taking bets now (picked by default), polled to 100%.
  const generate = main(page).getByRole('region', { name: 'Generate counter-bets' });
  await expect(generate.getByLabel('Draw').locator('option:checked')).toContainText('open');
  await generate.getByRole('button', { name: 'Generate' }).click();
  await expect(generate.getByText(/^Run \d+: 100% \(done\)$/)).toBeVisible({ timeout: 30_000 });
  await expect(generate.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(generate.getByText(new RegExp(`hot numbers: \\d+ placed for ${house}`))).toBeVisible();
  const placed = generate.getByRole('table', { name: 'Counter-bets placed' });
  await expect(placed.getByRole('row').filter({ hasText: hot[0] })).toContainText('575.00');
  const refused = generate.getByRole('table', { name: 'Numbers not placed' });
  await expect(refused.getByRole('row').filter({ hasText: hot[1] })).toContainText('Not enough credit');

  // The bin-burst import: a bad line is named and nothing is imported.
  const burst = main(page).getByRole('region', { name: 'Bin burst import' });
  const file = burst.getByLabel('File');
  await file.setInputFiles({ name: 'burst.csv', mimeType: 'text/csv', buffer: Buffer.from('number,big,small\n1234,10,5\n12x4,1,1\n5678,2,=1+1\n') });
  await burst.getByRole('button', { name: 'Import', exact: true }).click();
  const problems = burst.getByRole('list', { name: 'Bad lines' });
  await expect(problems).toContainText('Line 3: The number must be 4 digits.');
  await expect(problems).toContainText('Line 4: Big and Small must be amounts with at most 2 decimals.');
  await expect(burst.getByText('Nothing was imported.', { exact: false })).toBeVisible();

  // A good file is imported, listed, and priced once its draw has a result.
  const drawText = ((await burst.getByLabel('Draw').locator('option:checked').textContent()) ?? '').replace(/ \(.*\)$/, '');
  await file.setInputFiles({ name: 'burst-good.csv', mimeType: 'text/csv', buffer: Buffer.from('1234,10,5\n5678,2.5,0\n') });
  await burst.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(burst.getByText(`2 numbers imported for ${drawText}.`)).toBeVisible();
  const row = burst.getByRole('table', { name: 'Imports' }).getByRole('row').filter({ hasText: 'burst-good.csv' });
  await expect(row).toContainText('12.50');
  const payout = row.getByRole('button', { name: `Generate payout for ${drawText}` });
  if (await payout.count()) {
    await payout.click();
    await expect(burst.getByText(new RegExp(`^Payout of ${drawText.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} generated: \\d+\\.\\d{2}\\.$`))).toBeVisible();
  }
});

test('the clerk (an admin without OutSet) has the Bet Special link: the spec names no permission for it', async ({ page }) => {
  await openShell(page, 'clerk');
  await page.locator('[data-section="outset"] > button').click();
  await page.locator('[data-menu-link="betSpecial"]').click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Bet Special' })).toBeVisible();
});

test('a member has no Bet Special page', async ({ page }) => {
  await openShell(page, 'member1');
  await expect(page.locator('[data-menu-link="betSpecial"]')).toHaveCount(0);
  await page.goto('/outset/betSpecial?LocId=SG');
  await expectRefused(page, 'This page is for agents and admins only.');
});
