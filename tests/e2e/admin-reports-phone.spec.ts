// The report, draw-setting and administration pages on a phone (360 px wide): each renders its
// heading, and the page itself never scrolls sideways (wide tables scroll inside their own box).
// admin may open every one of them.
import { expect, test } from './support/fixtures';
import { openShell, switchLocation } from './support/shell';

const SG = [
  '/report/full?VW=RPTFULL',
  '/report/collection?VW=RPTCOL',
  '/report/out?VW=RPTOUT',
  '/report/member-summary?VW=RPTMEM',
  '/report/group?VW=RPTGRP',
  '/report/group2?VW=RPTGRP2',
  '/report/stake?VW=RPTSTAKE',
  '/report/strike?VW=RPTSTRIKE',
  '/report/strike2?VW=RPTSTRIKE2',
  '/report/drawResult?VW=RPTRESULT',
  '/report/summary?VW=RPTSUM',
  '/control/drawSetting?X=1',
  '/admin/agents?VW=AG',
  '/admin/players?VW=MEM',
  '/admin/payments?VW=PAYMENT',
  '/admin/paymentHist?VW=PAYMENTHIST',
  '/control/permission?X=1',
  '/control/payRate?UserId=agent2',
  '/utilities/superPassword?X=1',
  '/utilities/auditLog?X=1',
].map((path) => `${path}&LocId=SG`);
const TT = ['/report/tt/full?VW=RPTFULL', '/report/tt/group?VW=RPTGRP', '/report/tt/group2?VW=RPTGRP2', '/report/tt/stake?VW=RPTSTAKE', '/report/tt/strike?VW=RPTSTRIKE', '/report/tt/strike2?VW=RPTSTRIKE2', '/report/tt/drawResult?VW=RPTRESULT'].map(
  (path) => `${path}&LocId=TT`,
);

test('admin opens every report and administration page on a phone and none scrolls sideways', async ({ page }) => {
  // 27 pages, each a full server render of a report or a list: several times the default 60 s when the
  // machine is busy.
  test.setTimeout(120_000);
  await openShell(page, 'admin');
  for (const path of [...SG, 'switch', ...TT]) {
    if (path === 'switch') {
      // The header's location switch is in the desktop header; the TT pages need the session in TT.
      await page.setViewportSize({ width: 1280, height: 720 });
      await switchLocation(page, 'TT');
      continue;
    }
    await page.setViewportSize({ width: 360, height: 740 });
    const response = await page.goto(path);
    expect.soft(response?.status(), path).toBe(200);
    // Still on the page asked for: a page the menu does not reach would have sent admin home.
    expect.soft(new URL(page.url()).pathname, path).toBe(path.split('?')[0]);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toHaveText(/\S/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(360);
  }
});
