import { headers } from 'next/headers';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { gameOfLocation, plainPath } from '@/lib/domain/menu';
import { profileOf } from '@/lib/platform-client/shell';
import { homeUrl } from '@/lib/session/gate';
import { requireSignedIn } from '@/lib/session/server';
import { refusalOf } from '@/lib/shell/access';
import { PATH_HEADER } from '@/lib/site/header';
import styles from './missing-page.module.css';
import { optional } from './shell-data';

/**
 * What the shell shows in place of a page it cannot show (docs/decisions/shell.md, "Refused pages"):
 * a page of the menu this user may not open says why (its role, the game of the location, its
 * rights); any other address is the not-found text of docs/product.md#entry-side. Both offer the way
 * home, in the shell the user knows.
 */
export async function MissingPage() {
  const session = await requireSignedIn();
  const [t, tShell, requestHeaders] = await Promise.all([getTranslations('notFound'), getTranslations('shell.refused'), headers()]);
  const path = plainPath(requestHeaders.get(PATH_HEADER) ?? '/');
  const profile = await optional('the profile', profileOf(session));
  const refusal = profile ? refusalOf(session, profile, path) : null;
  const { locId } = session.auth;
  const home = (
    <p>
      <Link href={homeUrl(locId)}>{refusal ? tShell('home') : t('home')}</Link>
    </p>
  );
  if (refusal) {
    const otherGame = gameOfLocation(locId) === 'TT' ? '4D' : 'TT';
    return (
      <section className={styles.page} aria-labelledby="missing-title" data-refusal={refusal}>
        <h1 id="missing-title">{tShell('title')}</h1>
        <AlertBox kind="error">{tShell(refusal, { game: otherGame, location: profile?.Loc.Loc ?? locId })}</AlertBox>
        {home}
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="missing-title" data-refusal="none">
      <h1 id="missing-title">{t('title')}</h1>
      <p>{t('text')}</p>
      <p className={styles.hint}>{t('hint')}</p>
      {home}
    </section>
  );
}
