import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { NextIntlClientProvider } from 'next-intl';
import { BET_EXPORTS } from '@/app/_components/report-table/report-export';
import { ReportTable } from '@/app/_components/report-table/report-table';
import type { ReportColumn, ReportRow } from '@/app/_components/report-table/report-columns';
import { exportName, toAraText, exportTable } from '@/app/_components/report-table/report-export';
import en from '@/messages/en.json';
import { readBlob, catchDownloads } from '../support/downloads';

const columns: ReportColumn[] = [
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'count', label: 'Count', kind: 'number' },
  { key: 'amount', label: 'Amount', kind: 'money' },
];

const downloads = catchDownloads();
afterEach(() => jest.useRealTimers());

function show(rows: readonly ReportRow[], fileName?: string) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
      <ReportTable columns={columns} rows={rows} fileName={fileName} exportFormats={BET_EXPORTS} />
    </NextIntlClientProvider>,
  );
}

async function exported(button: string): Promise<{ name: string; type: string; bytes: Uint8Array; text: string }> {
  const before = downloads.length;
  fireEvent.click(screen.getByRole('button', { name: button }));
  // The file is built after the click: text files a few promise turns later, a workbook once the
  // XLSX writer has loaded.
  await act(async () => {
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
  });
  if (downloads.length === before) await waitFor(() => expect(downloads).toHaveLength(before + 1));
  const download = downloads.at(-1);
  if (!download) throw new Error('no download');
  const [buffer, text] = await Promise.all([readBlob(download.blob, 'buffer'), readBlob(download.blob, 'text')]);
  return { name: download.name, type: download.blob.type, bytes: new Uint8Array(buffer), text };
}

const rows: ReportRow[] = [
  { name: '=HYPERLINK("http://x")', count: 2, amount: '-12.5' },
  { name: 'Ann, "A"', count: 10, amount: '1000' },
  { name: 'bob', count: 1, amount: null },
];

test('CSV: the whole sorted report behind a UTF-8 BOM, formulas neutralised, money with 2 decimals', async () => {
  jest.useFakeTimers(); // the progressive rendering stays at its first 500 rows
  const many = Array.from({ length: 1_200 }, (_, index) => ({ name: `n${index}`, count: index, amount: index }));
  const { container } = show([...rows, ...many]);
  expect(container.querySelectorAll('tbody tr')).toHaveLength(500);
  fireEvent.click(screen.getByRole('button', { name: 'Count' }));
  fireEvent.click(screen.getByRole('button', { name: 'Count' }));
  const file = await exported('Export CSV');
  expect(file.name).toBe('exported.csv');
  expect(file.type).toBe('text/csv;charset=utf-8');
  expect(Array.from(file.bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  const lines = file.text.split('\r\n');
  expect(lines).toHaveLength(1 + 1_203 + 1);
  expect(lines[0]).toBe('Name,Count,Amount');
  expect(lines[1]).toBe('n1199,1199,1199.00');
  // Descending by count, stable: equal counts keep their order.
  expect(lines.slice(-6)).toEqual(['"\'=HYPERLINK(""http://x"")",2,-12.50', 'n2,2,2.00', 'bob,1,', 'n1,1,1.00', 'n0,0,0.00', '']);
  expect(lines).toContain('"Ann, ""A""",10,1000.00');
}, 60_000); // 1,203 rows sorted twice render in jsdom: about 10 s on a loaded 2-core machine

test('XLSX: a workbook with typed cells, the formula kept as text', async () => {
  show(rows, 'Daily report.ara');
  const file = await exported('Export XLSX');
  expect(file.name).toBe('Daily report.xlsx');
  expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('Daily report');
  expect(sheet?.getCell('A2').value).toBe('\'=HYPERLINK("http://x")');
  expect(sheet?.getCell('C2').value).toBe(-12.5);
  expect(sheet?.getCell('C2').numFmt).toBe('#,##0.00');
  expect(sheet?.getCell('C3').value).toBe(1000);
});

test("ARA: the spec's default name exported.ara, tab-separated text lines", async () => {
  show(rows);
  const file = await exported('Export ARA');
  expect(file.name).toBe('exported.ara');
  expect(file.type).toBe('text/plain;charset=utf-8');
  expect(file.text.split('\r\n')).toEqual(['Name\tCount\tAmount', '\'=HYPERLINK("http://x")\t2\t-12.50', 'Ann, "A"\t10\t1000.00', 'bob\t1\t', '']);
});

test('the object URL is released after the download', async () => {
  jest.useFakeTimers();
  show(rows);
  await exported('Export CSV');
  expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(10_000));
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:download/0');
});

test('export names and ARA lines', () => {
  expect(exportName('ara')).toBe('exported.ara');
  expect(exportName('csv')).toBe('exported.csv');
  expect(exportName('xlsx', 'exported.ara')).toBe('exported.xlsx');
  expect(exportName('xlsx', 'old.xls')).toBe('old.xlsx');
  expect(exportName('csv', '../x/report.csv')).toBe('x_report.csv');
  expect(toAraText(exportTable(columns, [{ name: 'a\tb\r\nc', count: 1, amount: '2' }]))).toBe('Name\tCount\tAmount\r\na b c\t1\t2.00\r\n');
});
