import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/domain/money';
import type { OutBetsAnswer } from '@/lib/platform-client/out-bets';
import { totalLines } from './rows';
import styles from './out-bets.module.css';

/** The sums of every number: In, Intake and Out by kind (Big, Small, Amount; Toto units), and the MaxPayout. */
export async function OutBetsTotals({ answer }: { answer: OutBetsAnswer }) {
  const t = await getTranslations('outBets');
  const lines = totalLines(answer);
  const kinds = Object.keys(lines[0]?.values ?? {});
  return (
    <div className={styles.totals}>
      <table>
        <caption>{t('totals.caption', { count: answer.data.Total })}</caption>
        <thead>
          <tr>
            <td />
            {kinds.map((kind) => (
              <th key={kind} scope="col">
                {t(`totals.kinds.${kind}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.stage}>
              <th scope="row">{t(`totals.stages.${line.stage}`)}</th>
              {kinds.map((kind) => (
                <td key={kind}>{formatMoney(line.values[kind] ?? '0')}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('totals.maxPayout')}</th>
            <td colSpan={kinds.length}>{formatMoney(answer.data.Sum.ttMaxPayout)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
