import { getTranslations } from 'next-intl/server';
import { MessageWatcher } from '@/app/_components/message-watcher';
import { requireSignedIn } from '@/lib/session/server';
import { getCurrentSite } from '@/lib/site/current';
import { SignOutButton } from './sign-out-button';
import styles from './shell.module.css';

/**
 * The minimal signed-in layout: who is signed in, where, and the way out. The full shell (header,
 * menu, clock, account panel) replaces it with the next issue; its session check stays.
 */
export default async function ShellLayout({ children }: { children: React.ReactNode }) {
  const session = await requireSignedIn();
  const [site, t] = await Promise.all([getCurrentSite(), getTranslations('shell')]);
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <strong className={styles.site}>{site.name}</strong>
        <span>{t('signedInAs', { userId: session.auth.userId })}</span>
        <span>{t('location', { locId: session.auth.locId })}</span>
        <SignOutButton label={t('logout')} confirmText={t('logoutConfirm')} />
      </header>
      <div className={styles.content}>{children}</div>
      <MessageWatcher watch="starts" />
    </div>
  );
}
