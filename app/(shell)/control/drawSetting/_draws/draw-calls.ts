// The Draw Setting page's calls from the browser, through the BFF forwarder (/api/v1/<resource>?LocId=):
// create and edit a draw, store a result (which starts its settlement), settle again, reset a result,
// and read a settle job's status. Every failure is an ApiError (status 0 when no answer came back).
// Types only from the contract: the browser bundle stays free of the schema library.
import { requestJson } from '@/lib/client/http';
import type { DrawItem } from '@/lib/contract/draws';
import type { JobStarted, ResetAnswer, SettleStatus } from '@/lib/contract/results';

export function apiUrl(resource: string, locId: string): string {
  return `/api/v1/${resource}?${new URLSearchParams({ LocId: locId })}`;
}

/** A draw as the form sends it: the local date and instants of close and draw. */
export interface DrawFields {
  DrawDate: string;
  CloseDate: string;
  DrawTime: string;
  Special: boolean;
  Status: 'OPEN' | 'CANCELLED';
}

export function createDraw(locId: string, fields: DrawFields): Promise<DrawItem> {
  return requestJson<DrawItem>(apiUrl('draw', locId), { method: 'POST', json: fields });
}

export function updateDraw(locId: string, drawId: number, fields: Partial<DrawFields>): Promise<DrawItem> {
  return requestJson<DrawItem>(apiUrl('draw', locId), { method: 'PUT', json: { DrawId: drawId, ...fields } });
}

export interface ResultRows {
  Results: { Prize: string; Position: number; Number: string }[];
  Dividends: { Group: number; Amount: string }[];
}

/** POST insertProcess: stores the result and answers the settle job. */
export function insertResult(locId: string, drawId: number, rows: ResultRows): Promise<JobStarted> {
  return requestJson<JobStarted>(apiUrl('insertProcess', locId), { method: 'POST', json: { DrawId: drawId, ...rows } });
}

/** POST draw/result/r5: settles the resulted draw again. */
export function resettle(locId: string, drawId: number): Promise<JobStarted> {
  return requestJson<JobStarted>(apiUrl('draw/result/r5', locId), { method: 'POST', json: { DrawId: drawId } });
}

/** PUT draw/result/reset6/{id}: the settlement and the result are undone. */
export function resetResult(locId: string, drawId: number): Promise<ResetAnswer> {
  return requestJson<ResetAnswer>(apiUrl(`draw/result/reset6/${drawId}`, locId), { method: 'PUT', json: {} });
}

export function settleStatus(locId: string, jobId: number): Promise<SettleStatus> {
  return requestJson<SettleStatus>(apiUrl(`draw/result/r5/${jobId}/status`, locId));
}
