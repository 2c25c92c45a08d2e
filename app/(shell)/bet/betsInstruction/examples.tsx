import { getTranslations } from 'next-intl/server';
import { CodeTable, type CodeRow } from './code-table';

/** Whole messages, exactly as typed, with what each one bets. */
export async function Examples({ rows }: { rows: CodeRow[] }) {
  const t = await getTranslations('betsInstruction');
  return <CodeTable caption={t('examples')} headers={[t('message'), t('means')]} rows={rows} />;
}
