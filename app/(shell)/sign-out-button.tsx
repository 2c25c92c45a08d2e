'use client';

import { useState } from 'react';
import { loadPage } from '@/lib/client/navigate';
import { postSignOut } from '@/lib/client/auth-api';
import { loginUrl } from '@/lib/session/gate';
import styles from './shell.module.css';

/** Logout, after the spec's confirmation. Whatever the platform answers, the browser leaves. */
export function SignOutButton({ label, confirmText }: { label: string; confirmText: string }) {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    if (!window.confirm(confirmText)) return;
    setBusy(true);
    const next = await postSignOut().catch(() => ({ redirect: loginUrl() }));
    loadPage(next.redirect);
  }
  return (
    <button type="button" className={styles.signOut} onClick={signOut} disabled={busy}>
      {label}
    </button>
  );
}
