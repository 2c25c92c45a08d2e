'use client';

import { useState } from 'react';
import { postSignOut } from '@/lib/client/auth-api';
import { loadPage } from '@/lib/client/navigate';
import { loginUrl } from '@/lib/session/gate';

/** Logout, after the spec's confirmation. Whatever the platform answers, the browser leaves. */
export function SignOutButton({
  label,
  confirmText,
  className,
  ...rest
}: { label: string; confirmText: string; className?: string; 'data-menu-link'?: string }) {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    if (!window.confirm(confirmText)) return;
    setBusy(true);
    const next = await postSignOut().catch(() => ({ redirect: loginUrl() }));
    loadPage(next.redirect);
  }
  return (
    <button type="button" className={className} onClick={signOut} disabled={busy} aria-busy={busy} {...rest}>
      {label}
    </button>
  );
}
