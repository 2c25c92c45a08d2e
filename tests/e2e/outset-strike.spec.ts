// Eat limits through a result (docs/decisions/outset.md): admin gives agent1 its own Big limit of 2.00
// on one number (Out Setting 2's job); a member of agent2 bets Big 10 on it on a draw of its own, which
// admin closes and results with that number 1st. The Out Report then shows who bears the winning bet:
// agent2 kept 5.00 of it (its seeded limit) and pays 5 x 2000; agent1 kept 2.00 and pays 2 x 2000; the
// company took the 3.00 agent1 could not keep and pays 3 x 2000. It settles a draw, so it runs in the
// sg-books project; the draw is reset and cancelled and the limit removed at the end.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { formatMoney } from '@/lib/domain/money';
import { expect, test } from './support/fixtures';
import { JOURNEY_MEMBER_PASSWORD, JOURNEY_MEMBERS } from './support/members';
import { betsOfDraw, coveredNumbers, dropDraw, newDraw, resultsFor } from './support/new-draw';
import { platformAs } from './support/platform-api';
import { openShell } from './support/shell';

interface JobStatus { Status: string; Applied: number }

const main = (page: Page) => page.getByRole('main');

test('an eat limit splits a winning bet: the Out Report shows what agent2, agent1 and the company each pay', async ({ page }) => {
  test.setTimeout(150_000);
  const admin = await platformAs('admin', 'Admin1234');
  const member = await platformAs(JOURNEY_MEMBERS.outStrike, JOURNEY_MEMBER_PASSWORD);
  let drawId: number | null = null;
  let number = '';
  try {
    const draw = await newDraw(admin);
    drawId = draw.DrawId;
    // A number nothing else on the draw could win on (the fixed bets a new draw takes included).
    const covered = coveredNumbers(await betsOfDraw(admin, draw.DrawId));
    const four = (n: number) => String(n).padStart(4, '0');
    let candidate = 100 + (Date.now() % 800);
    while (covered.has(four(candidate))) candidate += 1;
    number = four(candidate);
    const { JobId } = await admin.post<{ JobId: number }>('outsettingProcess2', { UserId: 'agent1', Rule: number, Big: '2' });
    await expect.poll(async () => (await admin.get<JobStatus>(`outsettingProcess/${JobId}/status`)).Status, { timeout: 30_000 }).toBe('DONE');

    await member.post('bet', { UserId: JOURNEY_MEMBERS.outStrike, DrawId: draw.DrawId, IdempotencyKey: randomUUID(), Bets: [{ Number: number, Big: '10', Kind: 'ORDINARY' }] });
    await admin.put('draw', { DrawId: draw.DrawId, CloseDate: new Date(Date.now() - 1000).toISOString() });
    await admin.post('insertProcess', { DrawId: draw.DrawId, Results: resultsFor(number, coveredNumbers(await betsOfDraw(admin, draw.DrawId))) });

    // Number, Big In, Small In, Big Intake, Small Intake, Big Out, Small Out, Prizes, Payout.
    const outRow = async (userId: 'agent2' | 'agent1' | 'admin') => {
      await openShell(page, userId);
      await page.goto(`/report/out?LocId=SG&VW=RPTOUT&DrawId=${draw.DrawId}`);
      return main(page).getByRole('row').filter({ hasText: number });
    };
    const agent2 = await outRow('agent2');
    await expect(agent2.getByRole('cell')).toHaveText([number, '10.00', '0.00', '5.00', '0.00', '5.00', '0.00', /1st/, formatMoney('10000.00')], { timeout: 60_000 });
    const agent1 = await outRow('agent1');
    await expect(agent1.getByRole('cell')).toHaveText([number, '5.00', '0.00', '2.00', '0.00', '3.00', '0.00', /1st/, formatMoney('4000.00')]);
    const company = await outRow('admin');
    await expect(company.getByRole('cell')).toHaveText([number, '3.00', '0.00', '3.00', '0.00', '0.00', '0.00', /1st/, formatMoney('6000.00')]);
  } finally {
    if (number) await admin.post('outsettingProcess2', { UserId: 'agent1', Rule: number, Remove: true }).catch(() => undefined);
    await dropDraw(admin, drawId);
    await Promise.all([admin.dispose(), member.dispose()]);
  }
});
