import { getTranslations } from 'next-intl/server';
import type { Profile } from '@/lib/contract/profile';
import { AccountPanel } from './account-panel';
import { BotJoin } from './bot-join';
import { LanguageSwitch } from './language-switch';
import { LocationSwitch, type LocationOption } from './location-switch';
import styles from './shell.module.css';

/**
 * The member info panel (docs/product.md#shared-widgets), at the top of the sidebar drawer on narrow screens and in the mobile
 * layout: location switcher (in the mobile layout its list loads 500 ms after start, docs/product.md#location-change), language
 * switcher, balances and the bot button.
 */
export async function MemberInfo(props: {
  locId: string;
  locations: LocationOption[];
  profile: Profile | null;
  bot: { href: string; name: string } | null;
  loadOnStart: boolean;
}) {
  const t = await getTranslations('shell');
  return (
    <section className={styles.memberInfo} aria-label={t('memberInfo')} data-testid="member-info">
      <LocationSwitch current={props.locId} locations={props.locations} loadOnStart={props.loadOnStart} />
      <LanguageSwitch />
      {props.profile ? <AccountPanel profile={props.profile} /> : null}
      {props.bot ? <BotJoin href={props.bot.href} botName={props.bot.name} /> : null}
    </section>
  );
}
