import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './bets-instruction.module.css';

/** A messaging-bot user name (optionally with its @): 5 to 32 letters, digits and underscores. */
const BOT_NAME = /^@?([A-Za-z][A-Za-z0-9_]{4,31})$/;

/**
 * The bot's address, or null when the name is not a valid bot user name: the setting is operator
 * data, so only a name of that shape becomes a link, and always to the bot service's own host.
 */
export function botLink(name: string): string | null {
  const match = BOT_NAME.exec(name.trim());
  return match?.[1] ? `https://t.me/${match[1]}` : null;
}

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
