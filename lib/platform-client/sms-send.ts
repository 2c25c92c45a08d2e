import 'server-only';
import { resultDateListSchema, type ResultDateList } from '@/lib/contract/draws';
import { smsStringSchema, type SmsString } from '@/lib/contract/results';
import { smsReportSchema, smsReportSumSchema, type SmsReport, type SmsReportSum } from '@/lib/contract/sms-send';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/** GET draw/resultDate: the location's draws with a result, newest first. */
export function resultedDrawsOf(session: SignedInSession): Promise<ResultDateList> {
  return scopedJson(session, 'draw/resultDate', resultDateListSchema);
}

/** GET draw/result/SMSString: a resulted draw's SMS text. */
export function smsStringOf(session: SignedInSession, drawId: number): Promise<SmsString> {
  return scopedJson(session, 'draw/result/SMSString', smsStringSchema, { DrawId: String(drawId) });
}

/** GET getSMSReportSum: messages per day and agent from `from` to `to`. */
export function smsReportSumOf(session: SignedInSession, query: { From: string; To: string; AgentId?: string }): Promise<SmsReportSum> {
  return scopedJson(session, 'getSMSReportSum', smsReportSumSchema, query);
}

/** GET getSMSReport: the messages of one day (of one agent). */
export function smsReportOf(session: SignedInSession, query: { Date: string; AgentId?: string }): Promise<SmsReport> {
  return scopedJson(session, 'getSMSReport', smsReportSchema, query);
}
