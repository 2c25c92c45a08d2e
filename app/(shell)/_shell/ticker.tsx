'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { tickerDurationSeconds } from '@/lib/domain/shell-layout';
import styles from './ticker.module.css';

/**
 * The announcement ticker (docs/product.md#header): the announcements in one line, scrolling at 2 px a frame. The HTML is
 * sanitized on the server. A CSS animation moves it (no work on the main thread per frame); the pace
 * comes from the measured width. It stops while hovered or focused, and for reduced motion.
 */
export function Ticker({ html, label }: { html: string; label: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [seconds, setSeconds] = useState<number | null>(null);

  useLayoutEffect(() => {
    const box = boxRef.current;
    const text = textRef.current;
    if (!box || !text) return;
    const measure = () => setSeconds(tickerDurationSeconds(text.scrollWidth, box.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [html]);

  if (!html) return null;
  return (
    <div ref={boxRef} className={styles.ticker} role="marquee" aria-label={label} tabIndex={0} data-testid="ticker">
      <div
        ref={textRef}
        className={styles.tickerText}
        style={seconds ? ({ '--ticker-seconds': `${seconds}s` } as React.CSSProperties) : undefined}
        data-running={seconds ? 'true' : 'false'}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
