'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import styles from './shell.module.css';

/** qrcode.react loads only when the dialog opens: it is not part of any page's first load (docs/performance.md). */
const QRCodeSVG = dynamic(() => import('qrcode.react').then((module) => module.QRCodeSVG), { ssr: false });

/** docs/product.md#constants-and-limits: the QR code is 190 px, error-correction level M. */
export const BOT_QR_SIZE_PX = 190;

/** The messaging-bot join button (docs/product.md#header): a link and a QR code to the bot named in the SMS setting. */
export function BotJoin({ href, botName }: { href: string; botName: string }) {
  const t = useTranslations('shell');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.headerButton}
        onClick={() => {
          setShown(true);
          dialogRef.current?.showModal();
        }}
        data-testid="bot-join"
      >
        {t('joinBot')}
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="bot-join-title" onClose={() => setShown(false)}>
        <h2 id="bot-join-title" className={styles.dialogTitle}>
          {t('joinBotTitle', { bot: botName })}
        </h2>
        <div className={styles.qr} style={{ width: BOT_QR_SIZE_PX, height: BOT_QR_SIZE_PX }}>
          {shown ? <QRCodeSVG value={href} size={BOT_QR_SIZE_PX} level="M" title={t('joinBotQr', { bot: botName })} /> : null}
        </div>
        <p>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {t('openBot', { bot: botName })}
          </a>
        </p>
        <form method="dialog">
          <button type="submit" className={styles.headerButton}>
            {t('close')}
          </button>
        </form>
      </dialog>
    </>
  );
}
