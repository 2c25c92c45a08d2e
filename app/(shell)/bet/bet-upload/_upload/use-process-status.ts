import { useEffect, useState } from 'react';
import type { ProcessStatus } from '@/lib/contract/files';
import { ApiError } from '@/lib/http/api-error';
import { readStatus } from './file-calls';

/** No answer, a gateway failure or a rate limit: worth asking again on the next tick. */
const TRANSIENT = new Set([0, 429, 502, 503, 504]);
/** Transient failures in a row before polling stops and the page says so. */
const MAX_FAILURES = 3;

export const isFinished = (status: ProcessStatus | null): boolean => status?.Status === 'DONE' || status?.Status === 'FAILED';

/**
 * The status of a processing job (spec 001 §4): read about every `pollMs` until it is DONE or FAILED,
 * and never after the component is gone. A failure stops the polling with `error` set; `retry` starts
 * it again. `initial` is the answer that started the job, or null to read it first.
 */
export function useProcessStatus(locId: string, fileId: number, initial: ProcessStatus | null, pollMs: number) {
  const [status, setStatus] = useState<ProcessStatus | null>(initial);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const finished = isFinished(status);

  useEffect(() => {
    if (finished) return;
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const next = await readStatus(locId, fileId);
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
      timer = setTimeout(() => void tick(), pollMs);
    };
    timer = setTimeout(() => void tick(), attempt === 0 && initial ? pollMs : 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // `initial` only decides the first wait; a new job mounts a new panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locId, fileId, pollMs, attempt, finished]);

  const retry = () => {
    setError(null);
    setAttempt((count) => count + 1);
  };
  return { status, error, retry };
}
