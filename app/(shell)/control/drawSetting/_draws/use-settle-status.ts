import { useCallback } from 'react';
import { useJobStatus } from '@/lib/hooks/use-job-status';
import { settleStatus } from './draw-calls';

/** How often the page asks how far a settlement is. */
export const SETTLE_POLL_MS = 500;

/**
 * The status of a settle job (insertProcess, r5): read every SETTLE_POLL_MS until DONE or FAILED, and
 * never after the component is gone. A refused read stops the polling with `error` set.
 */
export function useSettleStatus(locId: string, jobId: number) {
  const read = useCallback(() => settleStatus(locId, jobId), [locId, jobId]);
  const { status, error } = useJobStatus({ read, pollMs: SETTLE_POLL_MS });
  return { status, error };
}
