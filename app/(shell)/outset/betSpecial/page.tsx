import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { betSpecialSettingsOf, binBurstImportsOf, drawsOf } from '@/lib/platform-client/bet-special';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { BurstImport } from './_special/burst-import';
import { GenerateBoard } from './_special/generate-board';
import { SettingsForm } from './_special/settings-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('betSpecial');
  return { title: t('title') };
}

/**
 * Draws offered to a generation run, newest first: the open ones closing soonest (the draw taking bets
 * now always among them, and picked), then the latest few closed. Cutting the newest-first list at 12
 * lost the draw taking bets now once an operator had created the coming weeks' draws.
 */
const OPEN_DRAWS = 12;
const CLOSED_DRAWS = 4;

/**
 * /outset/betSpecial (4D, an admin with OutSet): the company's counter-bets on its hot numbers
 * (setting 1: which numbers are hot; setting 2: how to counter them; a run on a draw, polled to 100%,
 * with every number placed or refused), and the bin-burst import with the payout generated from it.
 */
export default async function BetSpecialPage() {
  const { session } = await requirePage('/outset/betSpecial');
  const [settings, draws, imports, t] = await Promise.all([
    betSpecialSettingsOf(session).catch(handlePageError),
    drawsOf(session).catch(handlePageError),
    binBurstImportsOf(session).catch(handlePageError),
    getTranslations('betSpecial'),
  ]);
  const offered = [
    ...draws.filter((draw) => draw.Status === 'OPEN').slice(-OPEN_DRAWS),
    ...draws.filter((draw) => draw.Status === 'CLOSED').slice(0, CLOSED_DRAWS),
  ];
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <SettingsForm initial={settings} />
      <GenerateBoard draws={offered} />
      <BurstImport initial={imports} />
    </div>
  );
}
