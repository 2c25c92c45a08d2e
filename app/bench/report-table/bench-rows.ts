// Synthetic report rows for the report-table benchmark: 12 columns of the kinds real reports have,
// generated deterministically (the same rows in every run and in both renderings).
import type { ReportColumn, ReportRow } from '@/app/_components/report-table/report-columns';
import { COLOUR_CODES } from '@/lib/domain/colour-codes';

/** table: ReportTable with every row on one page; paged: with the default pager; naive: the baseline. */
export const BENCH_MODES = ['table', 'paged', 'naive'] as const;
export type BenchMode = (typeof BENCH_MODES)[number];

export const BENCH_COLUMNS: readonly ReportColumn[] = [
  { key: 'Id', label: 'Id', kind: 'number' },
  { key: 'UserId', label: 'UserId', kind: 'text' },
  { key: 'UserName', label: 'Name', kind: 'text' },
  { key: 'DrawDate', label: 'Draw date', kind: 'text' },
  { key: 'Number', label: 'Number', kind: 'text' },
  { key: 'Type', label: 'Type', kind: 'text' },
  { key: 'Big', label: 'Big', kind: 'money' },
  { key: 'Small', label: 'Small', kind: 'money' },
  { key: 'Amount', label: 'Amount', kind: 'money' },
  { key: 'Commission', label: 'Commission', kind: 'money' },
  { key: 'Code', label: 'Code', kind: 'text' },
  { key: 'Remark', label: 'Remark', kind: 'text' },
];

const TYPES = ['4D', 'TT', 'IBOX', 'ROLL'];

/** A small linear congruential generator: deterministic and fast. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function benchRows(count: number): ReportRow[] {
  const next = random(20_000);
  const money = (max: number) => (Math.floor(next() * max * 100) / 100).toFixed(2);
  return Array.from({ length: count }, (_, index) => {
    const big = money(50);
    return {
      Id: index + 1,
      UserId: `AG${String(Math.floor(next() * 9_000) + 1_000)}`,
      UserName: `Member ${Math.floor(next() * 5_000)}`,
      DrawDate: `2024-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
      Number: String(Math.floor(next() * 10_000)).padStart(4, '0'),
      Type: TYPES[index % TYPES.length] ?? '4D',
      Big: big,
      Small: money(30),
      Amount: money(500),
      Commission: money(20),
      Code: COLOUR_CODES[index % COLOUR_CODES.length] ?? '0',
      Remark: index % 7 === 0 ? `Remark for ticket ${index}` : '',
    };
  });
}
