'use client';

import { useTranslations } from 'next-intl';
import { stakeColumns, sumAmounts } from '@/lib/domain/bin-out';
import { NumberAmountsTable } from './amount-cells';
import type { ToolResult } from './tool-calls';
import styles from './draw-setting.module.css';

export interface BinConfirmViewProps {
  result: ToolResult<'confirm'>;
  game: '4D' | 'TT';
}

/** A finished bin confirmation: the Out confirmed per number beside its In, with the totals. */
export function BinConfirmView({ result, game }: BinConfirmViewProps) {
  const t = useTranslations('drawSetting.tools');
  const columns = stakeColumns(game);
  return (
    <div className={styles.toolResult}>
      <h3 className={styles.subheading}>{t('confirm.confirmed')}</h3>
      {result.Numbers.length === 0 ? (
        <p className={styles.hint}>{t('confirm.noneConfirmed')}</p>
      ) : (
        <NumberAmountsTable
          caption={t('confirm.caption', { count: result.Numbers.length })}
          rows={result.Numbers}
          columns={columns}
          groups={[
            { label: t('burst.in'), of: (row) => row.In, total: sumAmounts(result.Numbers.map((row) => row.In)) },
            { label: t('confirm.out'), of: (row) => row.Out, total: result.Out },
          ]}
        />
      )}
    </div>
  );
}
