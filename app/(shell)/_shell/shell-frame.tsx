'use client';

import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import { isNarrowScreen } from '@/lib/domain/menu';
import { SIDEBAR_FOLD_COOKIE, SIDEBAR_FOLDED, type ShellLayout, type SidebarVariant } from '@/lib/domain/shell-layout';
import styles from './shell.module.css';

interface ShellState {
  variant: SidebarVariant;
  folded: boolean;
  /** Under 992 px: whether the sidebar shows. */
  open: boolean;
  toggleFold: () => void;
  toggleOpen: () => void;
  /** After a menu link click: on a narrow screen the sidebar closes. */
  linkClicked: () => void;
}

const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const state = use(ShellContext);
  if (!state) throw new Error('useShell needs the ShellFrame around it.');
  return state;
}

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The signed-in frame: header on top, sidebar at the side, the page in main. It holds the sidebar's
 * fold (new variant, remembered in a cookie the server reads, so a reload renders it folded at once)
 * and, under 992 px, whether the sidebar shows.
 */
export function ShellFrame(props: {
  layout: Extract<ShellLayout, 'main' | 'mobile'>;
  variant: SidebarVariant;
  initialFolded: boolean;
  header: React.ReactNode;
  sidebar: React.ReactNode;
  skipLabel: string;
  children: React.ReactNode;
}) {
  const { variant } = props;
  const [folded, setFolded] = useState(props.initialFolded);
  const [open, setOpen] = useState(false);

  const toggleFold = useCallback(() => {
    setFolded((value) => {
      const next = !value;
      document.cookie = `${SIDEBAR_FOLD_COOKIE}=${next ? SIDEBAR_FOLDED : 'expanded'}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
      return next;
    });
  }, []);
  const toggleOpen = useCallback(() => setOpen((value) => !value), []);
  const linkClicked = useCallback(() => {
    if (props.layout === 'mobile' || isNarrowScreen(window.innerWidth)) setOpen(false);
  }, [props.layout]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const state = useMemo(
    () => ({ variant, folded: variant === 'new' && folded, open, toggleFold, toggleOpen, linkClicked }),
    [variant, folded, open, toggleFold, toggleOpen, linkClicked],
  );
  return (
    <ShellContext value={state}>
      <div
        className={styles.frame}
        data-layout={props.layout}
        data-sidebar={variant}
        data-folded={state.folded ? 'true' : 'false'}
        data-open={open ? 'true' : 'false'}
      >
        <a className={styles.skip} href="#main-content">
          {props.skipLabel}
        </a>
        {props.header}
        <div className={styles.body}>
          {props.sidebar}
          {open ? <div className={styles.scrim} aria-hidden="true" onClick={() => setOpen(false)} /> : null}
          <main id="main-content" className={styles.main} tabIndex={-1}>
            {props.children}
          </main>
        </div>
      </div>
    </ShellContext>
  );
}
