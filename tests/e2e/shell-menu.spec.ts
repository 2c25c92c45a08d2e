// Every demo user of docs/demo.md sees exactly its menu (docs/product.md#menu, #roles-and-permissions) in SG (4D) and, after the
// location switch, in TT. The menu does not depend on the site, so this runs in the first project only.
import { EXPECTED_MENUS, type DemoUser } from '../support/menu-expectations';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORDS, menuLinks, signInToShell, switchLocation } from './support/shell';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== testInfo.config.projects[0]?.name, 'the menu is the same under every site');
});

for (const user of Object.keys(DEMO_PASSWORDS) as DemoUser[]) {
  test(`${user} sees exactly its menu links in SG and in TT`, async ({ page, site }) => {
    await signInToShell(page, site, user, DEMO_PASSWORDS[user]);
    expect(await menuLinks(page)).toEqual(EXPECTED_MENUS[user].SG);
    const profileHref = await page.locator('[data-menu-link="profile"]').getAttribute('href');
    expect(profileHref).toMatch(/^\/admin\/profile\?LocId=SG&rand=\d+$/);

    await switchLocation(page, 'TT');
    expect(await menuLinks(page)).toEqual(EXPECTED_MENUS[user].TT);
    expect(await page.locator('[data-menu-link="profile"]').getAttribute('href')).toMatch(/LocId=TT/);
  });
}
