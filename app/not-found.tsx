import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { sessionState } from '@/lib/session/data';
import { readSession } from '@/lib/session/server';
import ShellLayout from './(shell)/layout';
import { MissingPage } from './(shell)/_shell/missing-page';
import styles from './not-found.module.css';

/**
 * An address no route answers. A signed-in user (terms accepted) keeps the shell and is offered the
 * way home (docs/decisions/shell.md, "Refused pages"); anyone else gets the entry side's page with the
 * way to sign in.
 */
export default async function NotFound() {
  const session = await readSession();
  if (sessionState(session).kind === 'signed-in') {
    return (
      <ShellLayout>
        <MissingPage />
      </ShellLayout>
    );
  }
  const t = await getTranslations('notFound');
  return (
    <main className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p className={styles.hint}>{t('hint')}</p>
      <Link href="/login">{t('login')}</Link>
    </main>
  );
}
