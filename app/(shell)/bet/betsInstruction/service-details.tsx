import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SmsSetting } from '@/lib/contract/settings';
import styles from './bets-instruction.module.css';

interface ServiceDetailsProps {
  setting: SmsSetting;
  /** The bot version adds the bot's name (a link when it is a valid bot user name). */
  bot: { name: string; href: string | null } | null;
}

/** SMS number, bot, open and close time, open days, and the help desk only when one is set. */
export async function ServiceDetails({ setting, bot }: ServiceDetailsProps) {
  const t = await getTranslations('betsInstruction');
  const or = (value: string) => value.trim() || t('notSet');
  const helpdesk = setting.SMSHelpdesk.trim();
  return (
    <section aria-labelledby="service-heading">
      <h3 id="service-heading" className={styles.subheading}>
        {t('service')}
      </h3>
      <dl className={styles.details}>
        <dt>{t('smsNumber')}</dt>
        <dd>{or(setting.SMSNumber)}</dd>
        {bot ? (
          <>
            <dt>{t('botName')}</dt>
            <dd>
              {bot.href ? (
                <a href={bot.href} rel="noopener noreferrer" target="_blank">
                  {bot.name}
                </a>
              ) : (
                bot.name
              )}
            </dd>
          </>
        ) : null}
        <dt>{t('openTime')}</dt>
        <dd>{or(setting.OpenTime)}</dd>
        <dt>{t('closeTime')}</dt>
        <dd>{or(setting.CloseTime)}</dd>
        <dt>{t('openDays')}</dt>
        <dd>{or(setting.OpenDay)}</dd>
        {helpdesk ? (
          <>
            <dt>{t('helpdesk')}</dt>
            <dd>{helpdesk}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** What holds for every bet text: registered number, number format, size limit, processing time. */
export async function SendingRules({ mobileHref }: { mobileHref: string }) {
  const t = await getTranslations('betsInstruction');
  return (
    <section aria-labelledby="rules-heading">
      <h3 id="rules-heading" className={styles.subheading}>
        {t('rules')}
      </h3>
      <ul className={styles.list}>
        <li>{t.rich('registered', { link: (chunks) => <Link href={mobileHref}>{chunks}</Link> })}</li>
        <li>{t('numberFormat')}</li>
        <li>{t('limit')}</li>
        <li>{t('processing')}</li>
      </ul>
    </section>
  );
}
