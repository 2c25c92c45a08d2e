import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/http/api-error';

/** No answer, a gateway failure or a rate limit: worth asking again on the next tick. */
const TRANSIENT = new Set([0, 429, 502, 503, 504]);
/** Transient failures in a row before polling stops and the page says so. */
export const MAX_FAILURES = 3;

/** A job's status as the platform answers it: RUNNING (or queued) until DONE or FAILED. */
export interface JobStatusLike {
  Status: string;
}

/** True once a job's status is DONE or FAILED (null: not read yet). */
export const isJobFinished = (status: JobStatusLike | null): boolean => status?.Status === 'DONE' || status?.Status === 'FAILED';

export interface JobStatusOptions<T> {
  /** Reads the status once; keep it stable (useCallback on the job's ids): a new `read` restarts the polling. */
  read: () => Promise<T>;
  /** When to stop asking (isJobFinished unless the status says otherwise). */
  isFinished?: (status: T | null) => boolean;
  /** The answer that started the job, or null to read it first. With one, the first read waits `pollMs`. */
  initial?: T | null;
  /** The wait between reads. */
  pollMs: number;
}

/**
 * A background job's status (docs/product.md#states-and-transitions processing, insertProcess and r5 settling): read about every
 * `pollMs` until it is finished, and never after the component is gone. Transient failures (no answer,
 * 429, 502-504) are asked again up to MAX_FAILURES in a row; any other failure, or one too many, stops
 * the polling with `error` set, and `retry` starts it again.
 */
export function useJobStatus<T extends JobStatusLike>({ read, isFinished = isJobFinished, initial = null, pollMs }: JobStatusOptions<T>) {
  const [status, setStatus] = useState<T | null>(initial);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // Only the first mount's `initial` decides the first wait; a new job mounts a new component.
  const [startedWithAnswer] = useState(initial !== null);
  const finished = isFinished(status);

  useEffect(() => {
    if (finished) return;
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const next = await read();
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
    timer = setTimeout(() => void tick(), attempt === 0 && startedWithAnswer ? pollMs : 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [read, isFinished, pollMs, attempt, startedWithAnswer, finished]);

  const retry = () => {
    setError(null);
    setAttempt((count) => count + 1);
  };
  return { status, error, retry };
}
