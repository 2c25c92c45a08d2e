'use client';

import { useEffect, useRef } from 'react';
import buttons from '@/app/_components/buttons.module.css';
import styles from './announcements.module.css';

/** The spec's delay before pop-up announcements open. */
export const POPUP_DELAY_MS = 500;

export interface AnnouncementView {
  id: number;
  color: string;
  /** Already sanitized on the server by the one sanitizer (lib/html/sanitize.ts). */
  html: string;
  popUp: boolean;
}

interface AnnouncementListProps {
  announcements: AnnouncementView[];
  texts: { none: string; popupTitle: string; close: string };
}

/** A CSS colour from the platform, or nothing: only names and hex or rgb() values pass. */
function safeColor(color: string): string | undefined {
  return /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%]+\))$/i.test(color.trim()) ? color.trim() : undefined;
}

/** A block in the announcement's colour, with white text on it. */
function blockStyle(color: string): React.CSSProperties | undefined {
  const safe = safeColor(color);
  return safe ? { backgroundColor: safe, borderColor: safe, color: '#fff' } : undefined;
}

/** Each announcement as a block in its colour; PopUp = Y ones open together in one centred modal. */
export function AnnouncementList({ announcements, texts }: AnnouncementListProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const popUps = announcements.filter((item) => item.popUp);

  useEffect(() => {
    if (popUps.length === 0) return;
    const timer = window.setTimeout(() => {
      // One modal at a time: any other open dialog closes first.
      document.querySelectorAll('dialog[open]').forEach((open) => open !== dialog.current && (open as HTMLDialogElement).close());
      dialog.current?.showModal();
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [popUps.length]);

  if (announcements.length === 0) return <p className={styles.none}>{texts.none}</p>;
  return (
    <>
      <ul className={styles.list}>
        {announcements.map((item) => (
          <li key={item.id} className={styles.block} style={blockStyle(item.color)} data-color={item.color}>
            <div dangerouslySetInnerHTML={{ __html: item.html }} />
          </li>
        ))}
      </ul>
      {popUps.length > 0 ? (
        <dialog ref={dialog} className={styles.dialog} aria-labelledby="popup-title">
          <h2 id="popup-title">{texts.popupTitle}</h2>
          {popUps.map((item) => (
            <div key={item.id} className={styles.popupItem} style={{ color: safeColor(item.color) }} dangerouslySetInnerHTML={{ __html: item.html }} />
          ))}
          <form method="dialog">
            <button type="submit" className={buttons.primary}>
              {texts.close}
            </button>
          </form>
        </dialog>
      ) : null}
    </>
  );
}
