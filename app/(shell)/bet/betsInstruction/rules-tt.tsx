import { getTranslations } from 'next-intl/server';
import { CodeTable } from './code-table';
import { Examples } from './examples';
import styles from './bets-instruction.module.css';

// The pool game's bet text (docs/product.md#validation-rules, docs/domain.md#bet-text): the variant tags are house rules.
const DAY_CODES = [
  ['1', 'mon'],
  ['4', 'thu'],
] as const;
const VARIANTS = [
  ['0102030405R-2', 'roll'],
  ['*010203040506-2', 'starred'],
  ['TO010203040506-2', 'to'],
  ['TE010203040506-2', 'te'],
  ['TT010203040506-2', 'tt'],
] as const;
const EXAMPLES = [
  ['1 010203040506-2', 'basic'],
  ['4 01020304050607-1', 'system'],
  ['1 0102030405R-2', 'roll'],
] as const;

/** The TT version: message format, day codes, two-digit pairs, the amount, variants, examples. */
export async function RulesTT({ memberId }: { memberId: string }) {
  const t = await getTranslations('betsInstruction');
  return (
    <>
      <section aria-labelledby="format-heading">
        <h3 id="format-heading" className={styles.subheading}>
          {t('format')}
        </h3>
        <p>{t('formatTt')}</p>
        <h3 className={styles.subheading}>{t('numbers')}</h3>
        <ul className={styles.list}>
          <li>{t('ttPairs')}</li>
          <li>{t('ttAmount')}</li>
        </ul>
      </section>
      <div className={styles.tables}>
        <CodeTable caption={t('ttDayCodes')} headers={[t('code'), t('draws')]} rows={DAY_CODES.map(([code, days]) => ({ code, text: t(`days.${days}`) }))} />
        <CodeTable caption={t('variants')} headers={[t('write'), t('means')]} rows={VARIANTS.map(([code, key]) => ({ code, text: t(`variant.${key}`) }))} />
      </div>
      <Examples rows={EXAMPLES.map(([text, key]) => ({ code: `${memberId} ${text}`, text: t(`exampleTt.${key}`) }))} />
    </>
  );
}
