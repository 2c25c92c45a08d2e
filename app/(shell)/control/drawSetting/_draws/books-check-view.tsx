'use client';

import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { formatMoney } from '@/lib/domain/money';
import type { ToolResult } from './tool-calls';
import styles from './draw-setting.module.css';

/**
 * The books check (r5/report): whether the draw's settlement still matches its bets — Balanced,
 * the sum of every Amount (0.00 when it reconciles), the users booked — and each difference found.
 */
export function BooksCheckView({ result }: { result: ToolResult<'check'> }) {
  const t = useTranslations('drawSetting.tools.check');
  const tTable = useTranslations('drawSetting.table');
  const yesNo = (value: boolean) => tTable(value ? 'yes' : 'no');
  return (
    <div className={styles.toolResult}>
      <h3 className={styles.subheading}>{t('title')}</h3>
      <AlertBox kind={result.Balanced ? 'success' : 'error'}>{t(result.Balanced ? 'ok' : 'notOk')}</AlertBox>
      <dl className={styles.facts}>
        <div>
          <dt>{t('balanced')}</dt>
          <dd>{yesNo(result.Balanced)}</dd>
        </div>
        <div>
          <dt>{t('amountSum')}</dt>
          <dd>{formatMoney(result.AmountSum)}</dd>
        </div>
        <div>
          <dt>{t('users')}</dt>
          <dd>{result.Users}</dd>
        </div>
        <div>
          <dt>{t('settled')}</dt>
          <dd>{yesNo(result.Settled)}</dd>
        </div>
      </dl>
      {result.Differences.length === 0 ? (
        <p className={styles.hint}>{t('none')}</p>
      ) : (
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('differences')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('user')}</th>
                <th scope="col">{t('field')}</th>
                <th scope="col" data-numeric="">
                  {t('stored')}
                </th>
                <th scope="col" data-numeric="">
                  {t('expected')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.Differences.map((row, i) => (
                <tr key={`${row.UserId}-${row.Field}-${i}`}>
                  <th scope="row">{row.UserId}</th>
                  <td>{row.Field}</td>
                  <td data-numeric="">{formatMoney(row.Stored)}</td>
                  <td data-numeric="">{formatMoney(row.Expected)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
