// Tables that fit and add up (docs/decisions/widgets-and-tables.md): what the page crawl measures on
// every report and administration table, and how it gets a page that shows no table until asked to.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { MenuPage } from './shell';
import type { SessionUser } from './sessions';

/** The menu links whose pages show report or administration tables. */
export const TABLE_PAGES: ReadonlySet<string> = new Set([
  'profile',
  'agents',
  'players',
  'payments',
  'paymentHist',
  'viewTickets',
  'ticketSearch',
  'ticketHistory',
  'fullReport',
  'collectionReport',
  'outReport',
  'memberSummary',
  'groupReport',
  'groupReportBreakdown',
  'stakeReport',
  'strikeReport',
  'strikeReport2',
  'drawResult',
  'summaryReport',
  'shareClaimReport',
  'auditLog',
]);

/** Buttons that show a page's table with its default filters. */
const SEARCH = /^(Submit|Search|Show|View|Go)$/;

interface TableFit {
  /** The table's box: how wide its content is and how wide the box. */
  scrollWidth: number;
  clientWidth: number;
  /** Cells whose text is wider than the cell (names cut short). */
  cut: string[];
  /** Totals cells whose edges are off their header's by more than 1 px. */
  misaligned: string[];
}

/** Measures every table in the page's main region. */
function measureTables(page: Page): Promise<TableFit[]> {
  return page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll('table')].map((table) => {
      const box = table.parentElement ?? table;
      const head = [...table.querySelectorAll('thead tr:first-child > *')];
      const cut = [...table.querySelectorAll('tbody tr:nth-child(-n + 100) > td:not([title]):not([data-action-cell])')]
        .filter((cell) => cell.scrollWidth > cell.clientWidth)
        .map((cell) => `${cell.textContent ?? ''} (${cell.scrollWidth} > ${cell.clientWidth})`);
      const misaligned = [...table.querySelectorAll('tfoot tr')].flatMap((row) =>
        [...row.children].flatMap((cell, index) => {
          const header = head[index]?.getBoundingClientRect();
          const rect = cell.getBoundingClientRect();
          const off = !header || Math.abs(header.left - rect.left) > 1 || Math.abs(header.right - rect.right) > 1;
          return off ? [`${head[index]?.textContent ?? index}: ${rect.left}-${rect.right} vs ${header?.left}-${header?.right}`] : [];
        }),
      );
      return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, cut, misaligned };
    }),
  );
}

/**
 * On a page that shows no table until asked (in English), presses its search with the default filters:
 * a picker left on its blank choice ("-- Select --") takes its first real choice.
 */
export async function showTables(page: Page, link: MenuPage, userId: SessionUser): Promise<void> {
  const main = page.getByRole('main');
  if ((await main.locator('table').count()) > 0) return;
  const search = main.getByRole('button', { name: SEARCH }).first();
  if ((await search.count()) === 0) return;
  for (const select of await main.locator('select').all()) {
    const first = await select.evaluate((element: HTMLSelectElement) => (element.value === '' ? ([...element.options].find((option) => option.value !== '')?.value ?? null) : null));
    if (first !== null) await select.selectOption(first);
  }
  // Payment History asks for a user (the user's own account), Ticket Search for a 4D number.
  const user = main.getByRole('combobox', { name: 'User', exact: true });
  if ((await user.count()) === 1 && (await user.inputValue().catch(() => 'n/a')) === '') {
    await user.fill(userId);
    await user.press('Tab');
  }
  const number = main.getByRole('textbox', { name: '4D Number' });
  if ((await number.count()) === 1) await number.fill('1234');
  await search.click();
  // A search may find nothing to show; that page's table is then left unchecked, and said so.
  const shown = await main
    .locator('table')
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) test.info().annotations.push({ type: 'no table after the search', description: link.href });
}

/** Soft-asserts every table of the page: no wider than its box, no cell cut short, totals under their columns. */
export async function expectTablesFit(page: Page, href: string): Promise<void> {
  const tables = await measureTables(page);
  tables.forEach((table, index) => {
    const name = `${href} table ${index + 1}`;
    expect.soft(table.scrollWidth, `${name} is ${table.scrollWidth} px in a ${table.clientWidth} px box`).toBeLessThanOrEqual(table.clientWidth + 1);
    expect.soft(table.cut, `${name}: cells cut short`).toEqual([]);
    expect.soft(table.misaligned, `${name}: totals off their columns`).toEqual([]);
  });
}
