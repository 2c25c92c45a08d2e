'use client';

import { useTranslations } from 'next-intl';
import { stakeColumns } from '@/lib/domain/bin-out';
import { formatMoney } from '@/lib/domain/money';
import { NumberAmountsTable, useColumnName } from './amount-cells';
import type { ToolResult } from './tool-calls';
import styles from './draw-setting.module.css';

export interface BinBurstViewProps {
  result: ToolResult<'burst'>;
  game: '4D' | 'TT';
}

/**
 * Bin burst: the company's limit per number, and each number that reached it — the members' stakes
 * (Total), what reached the company (In) and what exceeds its limit (Burst) — largest burst first (the
 * platform's order), with the totals.
 */
export function BinBurstView({ result, game }: BinBurstViewProps) {
  const t = useTranslations('drawSetting.tools');
  const columns = stakeColumns(game);
  const name = useColumnName();
  return (
    <div className={styles.toolResult}>
      <h3 className={styles.subheading}>{t('burst.title')}</h3>
      <dl className={styles.facts}>
        {result.Limit ? (
          columns.map((column) => (
            <div key={column}>
              <dt>{name(t('burst.limit'), column)}</dt>
              <dd>{formatMoney(result.Limit?.[column] ?? '0.00')}</dd>
            </div>
          ))
        ) : (
          <div>
            <dt>{t('burst.limit')}</dt>
            <dd>{t('burst.noLimit')}</dd>
          </div>
        )}
      </dl>
      {result.Numbers.length === 0 ? (
        <p className={styles.hint}>{t('burst.none')}</p>
      ) : (
        <NumberAmountsTable
          caption={t('burst.caption', { count: result.Numbers.length })}
          rows={result.Numbers}
          columns={columns}
          groups={[
            { label: t('burst.total'), of: (row) => row.Total, total: result.Total },
            { label: t('burst.in'), of: (row) => row.In, total: result.In },
            { label: t('burst.burst'), of: (row) => row.Burst, total: result.Burst },
          ]}
        />
      )}
    </div>
  );
}
