'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import type { Game } from '@/lib/contract/common';
import type { MobileAppData } from '@/lib/contract/settings';
import { MENU_REFRESH_DELAY_MS, sectionOfPath, visibleMenu, type MenuSectionId } from '@/lib/domain/menu';
import type { MenuProfile } from '@/lib/domain/menu-rules';
import { LayoutSwitch } from './layout-switch';
import { useShell } from './shell-frame';
import { SignOutButton } from './sign-out-button';
import styles from './sidebar.module.css';

export interface SidebarProps {
  profile: MenuProfile;
  locId: string;
  game: Game;
  mobileAppData: MobileAppData;
  mobileBrowser: boolean;
  /** When the server rendered the menu: the links' first time stamp. */
  renderedAt: number;
  /** Whether the user may switch between the new and the old sidebar (NEW_LAYOUT off). */
  layoutSwitch: boolean;
  /** Above the menu in the mobile layout: the member info panel. */
  top?: React.ReactNode;
}

/**
 * The menu of docs/product.md#menu with the visibility of docs/product.md#roles-and-permissions (visibleMenu), linking only pages that
 * exist (builtOnly: docs/decisions/shell.md, "Only working links"). The section of the current address is open;
 * the links (and their time stamp, which makes a click on the current page reload it) are computed
 * again about 260 ms after each navigation.
 */
export function Sidebar(props: SidebarProps) {
  const t = useTranslations('menu');
  const tShell = useTranslations('shell');
  const pathname = usePathname();
  const router = useRouter();
  const shell = useShell();
  const [timestamp, setTimestamp] = useState(props.renderedAt);
  const [openSection, setOpenSection] = useState<MenuSectionId | null>(() => sectionOfPath(pathname));

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setTimestamp(Date.now());
      setOpenSection(sectionOfPath(pathname));
    }, MENU_REFRESH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  const { profile, locId, game, mobileAppData, mobileBrowser } = props;
  const sections = useMemo(
    () => visibleMenu({ profile, locId, game, settings: { mobileAppData }, browser: { mobile: mobileBrowser }, timestamp, builtOnly: true }),
    [profile, locId, game, mobileAppData, mobileBrowser, timestamp],
  );

  return (
    <nav id="shell-sidebar" className={styles.sidebar} aria-label={tShell('menu')}>
      {props.top}
      {shell.variant === 'new' ? (
        <button
          type="button"
          className={styles.fold}
          aria-pressed={shell.folded}
          aria-controls="shell-sidebar"
          onClick={shell.toggleFold}
          title={shell.folded ? tShell('expand') : tShell('fold')}
        >
          <span aria-hidden="true">{shell.folded ? '»' : '«'}</span>
          <span className={styles.foldText}>{shell.folded ? tShell('expand') : tShell('fold')}</span>
        </button>
      ) : null}
      <ul className={styles.sections}>
        {sections.map((section) => {
          const expanded = openSection === section.id;
          const listId = `menu-${section.id}`;
          return (
            <li key={section.id} className={styles.section} data-section={section.id}>
              <button
                type="button"
                className={styles.sectionButton}
                aria-expanded={expanded}
                aria-controls={listId}
                title={t(section.labelKey)}
                onClick={() => setOpenSection(expanded ? null : section.id)}
              >
                <span className={styles.sectionIcon} aria-hidden="true">
                  {t(section.labelKey).slice(0, 1)}
                </span>
                <span className={styles.sectionLabel}>{t(section.labelKey)}</span>
              </button>
              <ul id={listId} className={styles.links} hidden={!expanded}>
                {section.links.map((link) => (
                  <li key={link.id}>
                    {link.kind === 'route' ? (
                      <Link
                        href={link.href}
                        className={styles.link}
                        aria-current={pathname === link.path ? 'page' : undefined}
                        onClick={shell.linkClicked}
                        // Every link carries the menu's time stamp, so a prefetch is never reused by
                        // the next page view: prefetching the open section on sight cost about ten
                        // full page renders per view. Only the link the user reaches for is fetched.
                        prefetch={false}
                        onMouseEnter={() => router.prefetch(link.href)}
                        onFocus={() => router.prefetch(link.href)}
                        data-menu-link={link.id}
                      >
                        {t(link.labelKey)}
                      </Link>
                    ) : link.kind === 'external' ? (
                      <a href={link.href} className={styles.link} rel="noopener noreferrer" data-menu-link={link.id}>
                        {t(link.labelKey)}
                      </a>
                    ) : (
                      <SignOutButton className={styles.link} label={t(link.labelKey)} confirmText={tShell('logoutConfirm')} data-menu-link={link.id} />
                    )}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      {props.layoutSwitch ? <LayoutSwitch /> : null}
    </nav>
  );
}
