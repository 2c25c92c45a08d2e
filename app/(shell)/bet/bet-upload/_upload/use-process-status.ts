import { useCallback } from 'react';
import type { ProcessStatus } from '@/lib/contract/files';
import { isJobFinished, useJobStatus } from '@/lib/hooks/use-job-status';
import { readStatus } from './file-calls';

export const isFinished: (status: ProcessStatus | null) => boolean = isJobFinished;

/**
 * The status of a processing job (docs/product.md#states-and-transitions): read about every `pollMs` until it is DONE or FAILED,
 * and never after the component is gone. A failure stops the polling with `error` set; `retry` starts
 * it again. `initial` is the answer that started the job, or null to read it first.
 */
export function useProcessStatus(locId: string, fileId: number, initial: ProcessStatus | null, pollMs: number) {
  const read = useCallback(() => readStatus(locId, fileId), [locId, fileId]);
  return useJobStatus({ read, initial, pollMs });
}
