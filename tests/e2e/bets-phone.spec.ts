// The betting pages on a phone (360 px wide): each renders its form or report, and the page itself
// never scrolls sideways (wide tables scroll inside their own box). agent1 may use every one of them.
import { expect, test } from './support/fixtures';
import { openShell } from './support/shell';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const PAGES = [
  { path: '/bet/bet-upload?VW=BETUPLOAD', heading: 'Bet Upload' },
  { path: '/bet/fixedBets?VW=BETFIXED', heading: 'Fixed Bets' },
  { path: '/bet/outBets?VW=BETOUT', heading: 'Out Bets' },
  { path: '/bet/betSummary?VW=BETSUMMARY', heading: 'Bet Summary' },
  { path: '/bet/betSummary2?VW=BETSUMMARY2', heading: 'Bet Summary 2' },
  { path: '/tickets/page?VW=TICKET', heading: 'View Tickets' },
  { path: '/tickets/search?VW=TICKETSEARCH', heading: 'Ticket Search' },
  { path: '/tickets/history?VW=TICKETHIST&ViewDay=1', heading: 'Ticket History' },
];

test('agent1 opens every betting page on a phone and none scrolls sideways', async ({ page }) => {
  // Eight pages, each a full server render: near the default 60 s on a busy machine.
  test.slow();
  await openShell(page, 'agent1');
  for (const { path, heading } of PAGES) {
    await page.goto(`${path}&LocId=SG`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toHaveText(heading);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(360);
  }
});
