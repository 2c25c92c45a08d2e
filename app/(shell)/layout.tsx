import { cookies, headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { MessageWatcher } from '@/app/_components/message-watcher';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { SiteLogo } from '@/app/_components/site-logo';
import { serverEnv } from '@/lib/config/server-env';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { tableColourTokens } from '@/lib/domain/contrast';
import { gameOfLocation } from '@/lib/domain/menu';
import { menuProfileOf } from '@/lib/domain/menu-rules';
import { closeDateOf } from '@/lib/domain/server-clock';
import {
  botOf,
  brandingOf,
  isFolded,
  isMobileBrowser,
  NEW_LAYOUT_FLAG,
  shellLayoutOf,
  SIDEBAR_FOLD_COOKIE,
  sidebarVariant,
  tickerHtml,
} from '@/lib/domain/shell-layout';
import { announcementsOf, myLocations } from '@/lib/platform-client/content';
import { profileOf, settingsOf, smsSettingOf } from '@/lib/platform-client/shell';
import { requireSignedIn } from '@/lib/session/server';
import { getCurrentSite } from '@/lib/site/current';
import { LOCATION_REFUSED_HEADER, PATH_HEADER } from '@/lib/site/header';
import { MemberInfo } from './_shell/member-info';
import { optional } from './_shell/shell-data';
import { ShellFrame } from './_shell/shell-frame';
import { ShellHeader } from './_shell/shell-header';
import { Sidebar } from './_shell/sidebar';
import styles from './_shell/shell.module.css';
import sidebarStyles from './_shell/sidebar.module.css';

const NO_APPS = { downloadUrl: '', iosDownloadUrl: '' };

/**
 * The signed-in layouts (docs/product.md#layouts). Every page under it is signed in with terms accepted (checked here and
 * again by each page). /embed/... and ?Layout=blank render the page alone; a desktop browser gets the
 * header and the sidebar, a mobile browser the same with the member info panel in the drawer.
 */
export default async function ShellLayout({ children }: { children: React.ReactNode }) {
  const session = await requireSignedIn();
  const requestHeaders = await headers();
  const userAgent = requestHeaders.get('user-agent');
  const layout = shellLayoutOf({ path: requestHeaders.get(PATH_HEADER) ?? '/', userAgent });
  if (layout === 'embed' || layout === 'blank') {
    return (
      <NextIntlClientProvider>
        <div className={styles.bare} data-layout={layout}>
          <main id="main-content">{children}</main>
          <MessageWatcher watch="starts" />
        </div>
      </NextIntlClientProvider>
    );
  }

  const { locId, userId, flags } = session.auth;
  const game = gameOfLocation(locId);
  const [site, t, cookieStore, profile, settings, sms, locations] = await Promise.all([
    getCurrentSite(),
    getTranslations('shell'),
    cookies(),
    optional('the profile', profileOf(session)),
    optional('the settings', settingsOf(session)),
    optional('the SMS setting', smsSettingOf(session)),
    optional('the locations', myLocations(session)),
  ]);
  const location = locations?.find((row) => row.LocId === locId);
  // A link asked for a location the user does not have (proxy.ts kept the session's; lib/proxy/location.ts).
  const refusedLocation = requestHeaders.get(LOCATION_REFUSED_HEADER);
  const announcements = location ? ((await optional('the announcements', announcementsOf(session, location))) ?? []) : [];
  const bot = botOf(sms?.TelegramBot);
  const branding = profile
    ? brandingOf(profile.Loc, site.styleFolder)
    : { leftClass: null, topImage: null, tableColours: { head: null, alt: null } };
  const pinned = serverEnv().NEW_LAYOUT;
  const variant = sidebarVariant(pinned, flags[NEW_LAYOUT_FLAG]);
  const mobile = layout === 'mobile';
  const locationOptions = (locations ?? []).map(({ LocId, Loc }) => ({ LocId, Loc }));
  const tableColours = tableColourTokens(branding.tableColours) as React.CSSProperties;

  // The client translations live here and not in the root layout: the sign-in page ships without them.
  return (
    <NextIntlClientProvider>
      <div style={tableColours} className={branding.leftClass ?? undefined} data-game={game}>
        <ShellFrame
          layout={layout}
          variant={variant}
          initialFolded={isFolded(cookieStore.get(SIDEBAR_FOLD_COOKIE)?.value)}
          skipLabel={t('skipToContent')}
          header={
            <ShellHeader
              mobile={mobile}
              userId={userId}
              locId={locId}
              locations={locationOptions}
              profile={profile}
              serverTime={settings?.serverTime ?? null}
              closeDate={settings ? closeDateOf(settings, game) : null}
              tickerHtml={tickerHtml(announcements.map((item) => sanitizeHtml(item.Content)))}
              bot={bot}
              branding={branding}
              logo={<SiteLogo site={site} />}
            />
          }
          sidebar={
            profile ? (
              <Sidebar
                profile={menuProfileOf(profile)}
                locId={locId}
                game={game}
                mobileAppData={settings?.mobileAppData ?? NO_APPS}
                mobileBrowser={isMobileBrowser(userAgent)}
                renderedAt={settings ? Date.parse(settings.serverTime) : session.seenAt * 1000}
                layoutSwitch={!pinned && !mobile}
                top={<MemberInfo locId={locId} locations={locationOptions} profile={profile} bot={bot} loadOnStart={mobile} />}
              />
            ) : (
              <p className={sidebarStyles.sidebar} role="alert">
                {t('menuUnavailable')}
              </p>
            )
          }
        >
          {refusedLocation ? (
            <div data-testid="location-refused">
              <AlertBox kind="error">{t('locationRefused', { asked: refusedLocation, current: location?.Loc ?? locId })}</AlertBox>
            </div>
          ) : null}
          {children}
        </ShellFrame>
        <MessageWatcher watch="starts" />
      </div>
    </NextIntlClientProvider>
  );
}
