import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './bets-instruction.module.css';

/** The two-step registration of the bot version: the handphone with the bot, then on the website. */
export async function BotRegistration({ bot, mobileHref }: { bot: string; mobileHref: string }) {
  const t = await getTranslations('betsInstruction');
  return (
    <section aria-labelledby="registration-heading">
      <h3 id="registration-heading" className={styles.subheading}>
        {t('registration')}
      </h3>
      <ol className={styles.list}>
        <li>{t('registerBot', { bot })}</li>
        <li>{t.rich('registerWebsite', { link: (chunks) => <Link href={mobileHref}>{chunks}</Link> })}</li>
      </ol>
    </section>
  );
}
