import { getTranslations } from 'next-intl/server';
import { CodeTable } from './code-table';
import { Examples } from './examples';
import styles from './bets-instruction.module.css';

// The bet-text grammar of docs/product.md#validation-rules and the house rules of docs/domain.md#bet-text (4D).
const SG_DAY_CODES = [
  ['0', 'wedSatSun'],
  ['2', 'satSun'],
  ['3', 'wed'],
  ['6', 'sat'],
  ['7', 'sun'],
] as const;
const MAGNUM_DAY_CODES = [...SG_DAY_CODES.map(([code, days]) => [`${code}M`, days] as const), ['9M', 'tueSpecial']] as const;
const STAKES = [
  ['1-', 'big'],
  ['H-', 'halfBig'],
  ['1H-', 'oneHalfBig'],
  ['Q-', 'quarterBig'],
  ['-1', 'small'],
  ['1-2', 'bigSmall'],
] as const;
const BET_TYPES = ['r', 'i', 'k'] as const;
const EXAMPLES = [
  ['0 1234 1-2', 'basic'],
  ['6 1234 H- 5678 -3', 'mixed'],
  ['2M 1234 1-i', 'magnum'],
  ['3 12R4 1-r', 'roll'],
  ['9M 1234 1-1k', 'kbet'],
] as const;

/** The 4D version: message format, Singapore and Magnum day codes, stakes, bet types, examples. */
export async function Rules4D({ memberId }: { memberId: string }) {
  const t = await getTranslations('betsInstruction');
  const dayRows = (rows: readonly (readonly [string, string])[]) => rows.map(([code, days]) => ({ code, text: t(`days.${days}`) }));
  return (
    <>
      <section aria-labelledby="format-heading">
        <h3 id="format-heading" className={styles.subheading}>
          {t('format')}
        </h3>
        <p>{t('format4d')}</p>
      </section>
      <div className={styles.tables}>
        <CodeTable caption={t('dayCodes')} headers={[t('code'), t('draws')]} rows={dayRows(SG_DAY_CODES)} />
        <CodeTable caption={t('magnumCodes')} headers={[t('code'), t('draws')]} rows={dayRows(MAGNUM_DAY_CODES)} />
        <CodeTable caption={t('stakes')} headers={[t('write'), t('means')]} rows={STAKES.map(([code, key]) => ({ code, text: t(`stake.${key}`) }))} />
        <CodeTable caption={t('betTypes')} headers={[t('write'), t('means')]} rows={BET_TYPES.map((code) => ({ code, text: t(`betType.${code}`) }))} />
      </div>
      <Examples rows={EXAMPLES.map(([text, key]) => ({ code: `${memberId} ${text}`, text: t(`example4d.${key}`) }))} />
    </>
  );
}
