import { startTransition, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { RENDER_BATCH_INTERVAL_MS, RENDER_BATCH_SIZE, renderedRows } from '@/lib/domain/report-table';

export interface ProgressiveRows {
  /** Rows to render now. */
  shown: number;
  done: boolean;
}

/**
 * Progressive rendering (docs/product.md#constants-and-limits): the first batch of 500 rows at once, then one more batch every
 * 60 ms until all `total` rows are out. A new `source` (other rows, sort or page) starts over from one
 * batch in the same render, never showing the old count against the new rows. Before printing, every
 * remaining batch is rendered at once so the printout holds the whole page.
 *
 * Each new batch is a transition: React renders its 500 rows in slices of a few milliseconds between
 * frames and commits them at once, so no frame carries a whole batch's rendering. Ticks that come
 * while a batch is still rendering are merged into the next render.
 *
 * `available` is how many of the `total` rows are there yet (a streamed report's rest may still be on
 * its way, report-stream.ts): the batches pause at it and go on when more come.
 */
export function useProgressiveRows(total: number, source: unknown, available: number = total): ProgressiveRows {
  const [state, setState] = useState({ source, batches: 1 });
  const batches = state.source === source ? state.batches : 1;
  const shown = renderedRows(Math.min(total, available), batches, RENDER_BATCH_SIZE);
  const done = shown >= total;
  const most = Math.ceil(Math.min(total, available) / RENDER_BATCH_SIZE);
  const waiting = batches >= most;

  useEffect(() => {
    if (done || waiting) return;
    const timer = setInterval(() => {
      startTransition(() => {
        setState((previous) => ({ source, batches: Math.min(most, (previous.source === source ? previous.batches : 1) + 1) }));
      });
    }, RENDER_BATCH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [source, done, waiting, most]);

  const renderAll = useCallback(() => {
    flushSync(() => setState({ source, batches: Math.ceil(total / RENDER_BATCH_SIZE) }));
  }, [source, total]);

  // beforeprint is the first signal; matchMedia('print') also catches a print preview that starts
  // without it (some browsers fire only the media change).
  useEffect(() => {
    if (done) return;
    window.addEventListener('beforeprint', renderAll);
    const print = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    const onPrint = (event: MediaQueryListEvent) => {
      if (event.matches) renderAll();
    };
    print?.addEventListener('change', onPrint);
    return () => {
      window.removeEventListener('beforeprint', renderAll);
      print?.removeEventListener('change', onPrint);
    };
  }, [done, renderAll]);

  return { shown, done };
}
