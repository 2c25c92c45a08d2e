import { getTranslations } from 'next-intl/server';
import type { Profile } from '@/lib/contract/profile';
import type { Branding } from '@/lib/domain/shell-layout';
import { AccountPanel } from './account-panel';
import { BotJoin } from './bot-join';
import { LanguageSwitch } from './language-switch';
import { LocationSwitch, type LocationOption } from './location-switch';
import { MenuToggle } from './menu-toggle';
import { HeaderTime } from './server-clock';
import { SignOutButton } from './sign-out-button';
import { Ticker } from './ticker';
import styles from './shell.module.css';

export interface ShellHeaderProps {
  mobile: boolean;
  userId: string;
  locId: string;
  locations: LocationOption[];
  profile: Profile | null;
  serverTime: string | null;
  closeDate: string | null;
  tickerHtml: string;
  bot: { href: string; name: string } | null;
  branding: Branding;
  logo: React.ReactNode;
}

/**
 * The header (docs/product.md#header), 98 px on a desktop: user id, server clock, next close and its countdown, the
 * announcement ticker, language and location switches, the bot join button, balances and logout.
 * The mobile layout keeps the essentials in the bar; the member info panel in its drawer has the rest.
 */
export async function ShellHeader(props: ShellHeaderProps) {
  const t = await getTranslations('shell');
  const background = props.branding.topImage ? { backgroundImage: `url("${props.branding.topImage}")` } : undefined;
  return (
    <header className={styles.header} style={background} data-testid="shell-header">
      <div className={styles.headerTop}>
        <MenuToggle />
        {props.logo}
        <span className={styles.userId} data-testid="header-user">
          <span className={styles.userIdLabel}>{t('userId')}</span> <strong>{props.userId}</strong>
        </span>
        {props.serverTime ? <HeaderTime serverTime={props.serverTime} closeDate={props.closeDate} /> : null}
        {props.mobile ? null : (
          <div className={styles.headerTools}>
            <LanguageSwitch />
            <LocationSwitch current={props.locId} locations={props.locations} />
            {props.bot ? <BotJoin href={props.bot.href} botName={props.bot.name} /> : null}
            {props.profile ? <AccountPanel profile={props.profile} /> : null}
          </div>
        )}
        <SignOutButton className={styles.headerButton} label={t('logout')} confirmText={t('logoutConfirm')} />
      </div>
      <Ticker html={props.tickerHtml} label={t('announcements')} />
    </header>
  );
}
