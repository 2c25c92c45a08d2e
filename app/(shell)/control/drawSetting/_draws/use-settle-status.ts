import { useEffect, useState } from 'react';
import type { SettleStatus } from '@/lib/contract/results';
import { ApiError } from '@/lib/http/api-error';
import { settleStatus } from './draw-calls';

/** How often the page asks how far a settlement is. */
export const SETTLE_POLL_MS = 500;
/** No answer, a gateway failure or a rate limit: worth asking again on the next tick. */
const TRANSIENT = new Set([0, 429, 502, 503, 504]);
const MAX_FAILURES = 3;

export const isFinished = (status: SettleStatus | null): boolean => status?.Status === 'DONE' || status?.Status === 'FAILED';

/**
 * The status of a settle job (insertProcess, r5): read every SETTLE_POLL_MS until DONE or FAILED, and
 * never after the component is gone. A refused read stops the polling with `error` set.
 */
export function useSettleStatus(locId: string, jobId: number) {
  const [status, setStatus] = useState<SettleStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const finished = isFinished(status);

  useEffect(() => {
    if (finished) return;
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const next = await settleStatus(locId, jobId);
        if (stopped) return;
        failures = 0;
        setStatus(next);
        if (isFinished(next)) return;
      } catch (failure) {
        if (stopped) return;
        failures += 1;
        if (!(failure instanceof ApiError && TRANSIENT.has(failure.status)) || failures >= MAX_FAILURES) {
          setError(failure);
          return;
        }
      }
      timer = setTimeout(() => void tick(), SETTLE_POLL_MS);
    };
    timer = setTimeout(() => void tick(), 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [locId, jobId, finished]);

  return { status, error };
}
