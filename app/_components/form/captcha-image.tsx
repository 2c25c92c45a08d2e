'use client';

import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';
import { CAPTCHA_URL } from '@/lib/client/auth-api';
import type { CaptchaTexts } from './captcha-texts';
import styles from './captcha-image.module.css';

/** The spec's captcha auto-reload period. */
export const CAPTCHA_RELOAD_MS = 80_000;

interface CaptchaImageProps {
  width: number;
  height: number;
  /** Bump to load a new image (a click, the 80 s timer, a failed submit). */
  version: number;
  onReload: () => void;
  /** The captcha namespace's texts, resolved by the caller (the sign-in page has no client translations). */
  texts: CaptchaTexts;
}

/**
 * The captcha image, served by the BFF (which keeps its key in the session). Clicking it loads a new
 * one, it reloads every 80 s, and a failed load shows a reload button instead.
 */
export function CaptchaImage({ width, height, version, onReload, texts }: CaptchaImageProps) {
  // The image address is chosen in the browser only (no cached or shared image).
  const hydrated = useHydrated();
  const [seed] = useState(() => Math.random().toString(36).slice(2));
  const [failedVersion, setFailedVersion] = useState<number | null>(null);

  useEffect(() => {
    const timer = window.setInterval(onReload, CAPTCHA_RELOAD_MS);
    return () => window.clearInterval(timer);
  }, [version, onReload]);

  if (failedVersion === version) {
    return (
      <div className={styles.failed} role="alert" style={{ minHeight: height }}>
        <span>{texts.failed}</span>
        <button type="button" className={styles.reload} onClick={onReload}>
          {texts.reload}
        </button>
      </div>
    );
  }
  return (
    <button type="button" className={styles.imageButton} onClick={onReload} title={texts.refresh} aria-label={texts.refresh}>
      {hydrated ? (
        // eslint-disable-next-line @next/next/no-img-element -- an SVG from our own handler, never optimised
        <img src={`${CAPTCHA_URL}?${seed}-${version}`} width={width} height={height} alt={texts.alt} onError={() => setFailedVersion(version)} />
      ) : (
        <span className={styles.placeholder} style={{ width, height }} />
      )}
    </button>
  );
}
