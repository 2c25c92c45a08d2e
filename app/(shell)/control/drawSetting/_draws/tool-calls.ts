// The Draw Setting tools' calls from the browser, through the BFF forwarder: the books check
// (r5/report), the bin jobs (binBurst, binConfirm, binConfirm/report), each read back by its
// /{id}/status, and the reset of a settlement only (reset7). Every failure is an ApiError.
// Types only from the contract: the browser bundle stays free of the schema library.
import { requestJson } from '@/lib/client/http';
import type {
  binBurstStatusSchema,
  binConfirmStatusSchema,
  binReportStatusSchema,
  booksCheckStatusSchema,
  JobStarted,
  ResetAnswer,
} from '@/lib/contract/results';
import type { z } from '@/lib/contract/zod';
import type { ConfirmNumber } from '@/lib/domain/bin-out';
import { apiUrl } from './draw-calls';

/** The jobs of the tools panel. */
export type ToolJob = 'check' | 'burst' | 'confirm' | 'report';

/** Each job's status answer, as the contract's schema reads it. */
export interface ToolStatus {
  check: z.infer<typeof booksCheckStatusSchema>;
  burst: z.infer<typeof binBurstStatusSchema>;
  confirm: z.infer<typeof binConfirmStatusSchema>;
  report: z.infer<typeof binReportStatusSchema>;
}
export type ToolResult<K extends ToolJob> = NonNullable<ToolStatus[K]['Result']>;

/** Where each job starts; its status is `<path>/{JobId}/status` (platform/routes/results.ts). */
const PATHS: Record<ToolJob, string> = {
  check: 'draw/result/r5/report',
  burst: 'draw/result/binBurst',
  confirm: 'draw/result/binConfirm',
  report: 'draw/result/binConfirm/report',
};

/**
 * Starts a job of the draw. binConfirm without `numbers` confirms the latest burst as it is; with
 * them, those Outs (the numbers left out: 0).
 */
export function startTool(locId: string, job: ToolJob, drawId: number, numbers?: ConfirmNumber[]): Promise<JobStarted> {
  const json = numbers ? { DrawId: drawId, Numbers: numbers } : { DrawId: drawId };
  return requestJson<JobStarted>(apiUrl(PATHS[job], locId), { method: 'POST', json });
}

export function toolStatus<K extends ToolJob>(locId: string, job: K, jobId: number): Promise<ToolStatus[K]> {
  return requestJson<ToolStatus[K]>(apiUrl(`${PATHS[job]}/${jobId}/status`, locId));
}

/** PUT draw/result/reset7/{id}: the settlement is undone, the result kept. */
export function resetSettlement(locId: string, drawId: number): Promise<ResetAnswer> {
  return requestJson<ResetAnswer>(apiUrl(`draw/result/reset7/${drawId}`, locId), { method: 'PUT', json: {} });
}
