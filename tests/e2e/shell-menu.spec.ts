// Every demo user of docs/demo.md sees exactly its menu (docs/product.md#menu, #roles-and-permissions) in SG (4D) and, after the
// location switch, in TT (the sidebar links only the pages that exist: sidebarMenu). The menu does not
// depend on the site, so this runs once.
import { EXPECTED_MENUS, sidebarMenu, type DemoUser } from '../support/menu-expectations';
import { expect, test } from './support/fixtures';
import { menuLinks, openShell, switchLocation } from './support/shell';

for (const user of Object.keys(EXPECTED_MENUS) as DemoUser[]) {
  test(`${user} sees exactly its menu links in SG and in TT`, async ({ page }) => {
    await openShell(page, user);
    expect(await menuLinks(page)).toEqual(sidebarMenu(user, 'SG'));
    const profileHref = await page.locator('[data-menu-link="profile"]').getAttribute('href');
    expect(profileHref).toMatch(/^\/admin\/profile\?LocId=SG&rand=\d+$/);

    await switchLocation(page, 'TT');
    expect(await menuLinks(page)).toEqual(sidebarMenu(user, 'TT'));
    expect(await page.locator('[data-menu-link="profile"]').getAttribute('href')).toMatch(/LocId=TT/);
  });
}
