// axe (WCAG 2.0 and 2.1, levels A and AA) in the journeys: what counts as a finding, and how the checks
// run fast enough to visit every page of a menu (docs/decisions/accessibility.md).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locale';
import { test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

export type Language = 'en' | 'zh';

/** Sets the language the way the language switch stores it, without a round trip through the switch. */
export async function setLanguage(page: Page, language: Language): Promise<void> {
  const url = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: language, url }]);
}

/**
 * axe loads with every document (an init script, which the page's CSP does not govern), so AxeBuilder
 * need not send its half-megabyte source over on each of the hundred-odd checks: on a loaded 2-core
 * machine each send took 3-13 s, and its default mode sends it twice and finishes in a blank page.
 * Legacy mode runs axe.run in the page; the app has no cross-origin frames it would skip.
 */
export async function loadAxe(page: Page): Promise<void> {
  await page.context().addInitScript({ path: require.resolve('axe-core/axe.min.js') });
}

/**
 * The serious and critical findings on the page as it is, one line each: page, rule, impact, target.
 * `within` limits the check to a part of the page: the shell around a page is the same on every page,
 * so after home only each page's main content is checked (a run took 5-17 s on that machine, about
 * half of it in the shell's sidebar of seventy links).
 */
export async function axeFindings(page: Page, where: string, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page, axeSource: 'void 0' }).setLegacyMode().options({ resultTypes: ['violations'] }).withTags(TAGS);
  const result = await (within ? builder.include(within) : builder).analyze();
  const lines = result.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`),
    );
  // Printed as found too, so a run cut short by its time limit still lists what it saw.
  for (const line of lines) console.log(line);
  return lines;
}
