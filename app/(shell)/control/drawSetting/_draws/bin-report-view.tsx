'use client';

import { useTranslations } from 'next-intl';
import { reportTotals, stakeColumns } from '@/lib/domain/bin-out';
import { formatMoney } from '@/lib/domain/money';
import { AmountCells, AmountHeaders } from './amount-cells';
import type { ToolResult } from './tool-calls';
import styles from './draw-setting.module.css';

type Row = ToolResult<'report'>['Rows'][number];

export interface BinReportViewProps {
  result: ToolResult<'report'>;
  game: '4D' | 'TT';
  /** Magnum calls the ten STARTER prizes Special. */
  starterLabel: 'starter' | 'special';
}

/** "1st", "Starter 3" (Magnum: "Special 3"), "Consolation 10", Toto "Group 2". */
function usePrizeName(starterLabel: 'starter' | 'special') {
  const t = useTranslations('drawSetting');
  return (row: Row): string => {
    const group = /^GROUP(\d)$/.exec(row.Prize);
    if (group) return t('tools.report.group', { n: Number(group[1]) });
    if (row.Prize === 'STARTER') return t(`result.labels.${starterLabel}`, { n: row.Position });
    if (row.Prize === 'CONSOLATION') return t('result.labels.consolation', { n: row.Position });
    if (row.Prize === 'FIRST' || row.Prize === 'SECOND' || row.Prize === 'THIRD') return t(`result.labels.${row.Prize.toLowerCase() as 'first'}`);
    return row.Prize;
  };
}

/**
 * The bin report of a resulted draw (binConfirm/report): each prize row (4D: all 23; Toto: each
 * confirmed combination that won) with In, Out, Borne = In - Out and the payouts of Out and Borne
 * at the location's default pay table, with the totals.
 */
export function BinReportView({ result, game, starterLabel }: BinReportViewProps) {
  const t = useTranslations('drawSetting.tools');
  const prizeName = usePrizeName(starterLabel);
  const columns = stakeColumns(game);
  const totals = reportTotals(result.Rows);
  if (result.Rows.length === 0) {
    return (
      <div className={styles.toolResult}>
        <h3 className={styles.subheading}>{t('report.title')}</h3>
        <p className={styles.hint}>{t('report.none')}</p>
      </div>
    );
  }
  return (
    <div className={styles.toolResult}>
      <h3 className={styles.subheading}>{t('report.title')}</h3>
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('report.caption', { count: result.Rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('report.prize')}</th>
              <th scope="col">{t('number')}</th>
              <AmountHeaders what={t('burst.in')} columns={columns} />
              <AmountHeaders what={t('confirm.out')} columns={columns} />
              <AmountHeaders what={t('report.borne')} columns={columns} />
              <th scope="col" data-numeric="">
                {t('report.outWin')}
              </th>
              <th scope="col" data-numeric="">
                {t('report.borneWin')}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.Rows.map((row) => (
              <tr key={`${row.Prize}-${row.Position}-${row.Number}`}>
                <th scope="row">{prizeName(row)}</th>
                <td>{row.Number}</td>
                <AmountCells amounts={row.In} columns={columns} />
                <AmountCells amounts={row.Out} columns={columns} />
                <AmountCells amounts={row.Borne} columns={columns} />
                <td data-numeric="">{formatMoney(row.OutWin)}</td>
                <td data-numeric="">{formatMoney(row.BorneWin)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('total')}
              </th>
              <AmountCells amounts={totals.In} columns={columns} />
              <AmountCells amounts={totals.Out} columns={columns} />
              <AmountCells amounts={totals.Borne} columns={columns} />
              <td data-numeric="">{formatMoney(result.OutWin)}</td>
              <td data-numeric="">{formatMoney(result.BorneWin)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
