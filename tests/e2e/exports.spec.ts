// A report's exports as a user gets them: admin downloads the Stake Report of a settled draw as XLSX
// and as CSV and reads both back with kept readers (exceljs, csv-parse): the 4D numbers stay text with
// their leading zeros, money is typed with 2 decimals, the header is frozen, the totals row is there,
// and no cell is a formula a spreadsheet would run.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openAs } from './support/shell';

const MONEY = /^-?\d+\.\d{2}$/;
/** A text a spreadsheet would run, other than the ="0020" the CSV writes for a code of digits. */
const RUNS = /^(?!="\d+"$)[=+@\t\r]/;

async function download(page: Page, report: Locator, button: string): Promise<Buffer> {
  const event = page.waitForEvent('download');
  await report.getByRole('button', { name: button }).click();
  const file = await event;
  expect(file.suggestedFilename()).toMatch(/^stake-report-admin-\d{4}-\d{2}-\d{2}\.(xlsx|csv)$/);
  return readFile((await file.path()) ?? '');
}

test('admin exports a report as XLSX and CSV, and both read back typed, with the totals', async ({ page }) => {
  // Two full report renders and two downloads read back: past the default 60 s on a busy machine.
  test.setTimeout(120_000);
  // The full report offers the settled draws only; its chosen draw is the latest settled one.
  await openAs(page, 'admin', '/report/full?VW=RPTFULL&LocId=SG');
  const drawId = await page.getByRole('main').getByLabel('Draw Date').inputValue();
  expect(drawId).toMatch(/^\d+$/);
  await page.goto(`/report/stake?VW=RPTSTAKE&LocId=SG&DrawId=${drawId}`);
  const report = page.getByRole('main').locator('[data-report="stake"]');
  const totalCost = (await report.getByTestId('report-totals').locator('[data-field="Cost"]').textContent())?.replace(/,/g, '');
  expect(totalCost).toMatch(MONEY);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await download(page, report, 'Export XLSX')) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers[0]).toBe('Number');
  expect(headers).toContain('Cost');
  const cost = headers.indexOf('Cost') + 1;
  const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
  expect(rows.length).toBeGreaterThan(1);
  const data = rows.slice(0, -1);
  const total = rows.at(-1);
  for (const row of data) {
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    // A 4D number keeps its four digits (0020 stays 0020); a roll or system number is text as shown.
    expect(row.getCell(1).value).toMatch(/^\d{4}$|\D/);
    expect(typeof row.getCell(cost).value).toBe('number');
    expect(row.getCell(cost).numFmt).toBe('#,##0.00');
  }
  expect(total?.getCell(1).value).toBe('Total');
  expect((total?.getCell(cost).value as number).toFixed(2)).toBe(totalCost);
  sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));

  const csv = await download(page, report, 'Export CSV');
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = parse(csv, { bom: true }) as string[][];
  expect(lines[0]).toEqual(headers);
  expect(lines.length).toBe(rows.length + 1);
  for (const [index, line] of lines.slice(1, -1).entries()) {
    const number = String(data[index]?.getCell(1).value);
    expect(line[0]).toBe(/^\d+$/.test(number) ? `="${number}"` : number);
    expect(line[cost - 1]).toMatch(MONEY);
  }
  expect(lines.at(-1)?.[0]).toBe('Total');
  expect(lines.at(-1)?.[cost - 1]).toBe(totalCost);
  for (const cell of lines.flat()) expect(cell).not.toMatch(RUNS);
});
