import { headers } from 'next/headers';
import { PATH_HEADER } from '@/lib/site/header';
import { TERMS_PATH } from '@/lib/session/gate';
import styles from './entry.module.css';

/** The entry pages' layout. It marks itself as the terms layout only at exactly /terms. */
export default async function EntryLayout({ children }: { children: React.ReactNode }) {
  const path = (await headers()).get(PATH_HEADER) ?? '';
  const pathname = path.split('?')[0];
  return (
    <div className={styles.entry} data-layout={pathname === TERMS_PATH ? 'terms' : 'login'}>
      {children}
    </div>
  );
}
