'use client';

import { useTranslations } from 'next-intl';
import type { StakeColumn, WireAmounts } from '@/lib/domain/bin-out';
import { formatMoney } from '@/lib/domain/money';
import styles from './draw-setting.module.css';

/** "In Big" (4D) or "In" (Toto: one column of units): the header of one amount column. */
export function useColumnName() {
  const t = useTranslations('drawSetting.tools');
  return (what: string, column: StakeColumn) => (column === 'Unit' ? what : t('column', { what, kind: t(`kinds.${column}`) }));
}

/** The header cells of an amount group: one per stake column. */
export function AmountHeaders({ what, columns }: { what: string; columns: readonly StakeColumn[] }) {
  const name = useColumnName();
  return (
    <>
      {columns.map((column) => (
        <th key={column} scope="col" data-numeric="">
          {name(what, column)}
        </th>
      ))}
    </>
  );
}

/** The cells of an amount group. */
export function AmountCells({ amounts, columns }: { amounts: WireAmounts; columns: readonly StakeColumn[] }) {
  return (
    <>
      {columns.map((column) => (
        <td key={column} data-numeric="">
          {formatMoney(amounts[column])}
        </td>
      ))}
    </>
  );
}

/** One amount group of a per-number table: its header word and how a row (or the totals) gives it. */
export interface AmountGroup<Row> {
  label: string;
  of: (row: Row) => WireAmounts;
  total: WireAmounts;
}

export interface NumberAmountsTableProps<Row extends { Number: string }> {
  caption: string;
  rows: readonly Row[];
  groups: readonly AmountGroup<Row>[];
  columns: readonly StakeColumn[];
}

/** A table of numbers, each with amount groups (Total, In, Burst, Out...), and their totals below. */
export function NumberAmountsTable<Row extends { Number: string }>({ caption, rows, groups, columns }: NumberAmountsTableProps<Row>) {
  const t = useTranslations('drawSetting.tools');
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('number')}</th>
            {groups.map((group) => (
              <AmountHeaders key={group.label} what={group.label} columns={columns} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.Number}>
              <th scope="row">{row.Number}</th>
              {groups.map((group) => (
                <AmountCells key={group.label} amounts={group.of(row)} columns={columns} />
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('total')}</th>
            {groups.map((group) => (
              <AmountCells key={group.label} amounts={group.total} columns={columns} />
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
