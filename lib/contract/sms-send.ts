// Send Result, Send Strike and the SMS Report (docs/decisions/messaging.md, "Result and strike notices").
// POST sendSmsResult {DrawId, Resend?}: the draw's result text to every RESULT subscriber in the caller's
// reach; POST sendSmsStrike {DrawId, Resend?}: each STRIKE subscriber its own wins of the draw. Both answer
// what was queued and who was skipped (409 when everyone in reach already has the same text and Resend is
// not set). GET getSMSReportSum {From, To, AgentId?}: per operator day and agent, messages in and out by
// status; GET getSMSReport {Date, AgentId?}: the messages of one day (of one agent).
import { z } from './zod';
import { checkDateRange, dateSchema, textField } from './common';
import { messageRowSchema } from './messaging';

export const sendNoticeBodySchema = z.object({
  DrawId: z.number({ error: 'DrawId must be a whole number.' }).int('DrawId must be a whole number.').positive('DrawId must be a whole number.').max(2_147_483_647, 'DrawId is unknown.'),
  Resend: z.boolean({ error: 'Resend must be true or false.' }).optional(),
});
export type SendNoticeBody = z.infer<typeof sendNoticeBodySchema>;

/** Why a subscriber got nothing: no wins in the draw (strike), or the same text already went to it. */
export const SKIP_REASONS = ['NO_STRIKE', 'ALREADY_SENT'] as const;
export const skippedSchema = z.object({ UserId: z.string(), Phone: z.string(), Reason: z.enum(SKIP_REASONS) });
export type Skipped = z.infer<typeof skippedSchema>;

export const sentNoticeSchema = z.object({
  DrawId: z.number().int(),
  DrawDate: z.string(),
  Kind: z.enum(['result', 'strike']),
  Queued: z.number().int(),
  Messages: z.array(messageRowSchema),
  Skipped: z.array(skippedSchema),
});
export type SentNotice = z.infer<typeof sentNoticeSchema>;

/** The report's longest range, in days. */
export const SMS_REPORT_MAX_DAYS = 93;

export const smsReportSumQuerySchema = z
  .object({
    From: dateSchema('From'),
    To: dateSchema('To'),
    /** One agent's rows only (as in the rows' AgentId). */
    AgentId: textField('AgentId', { max: 32 }).optional(),
  })
  .superRefine(checkDateRange(SMS_REPORT_MAX_DAYS, 'From', 'To'));

/** One operator day and agent: the messages in, and out by status. Agent '' is unregistered senders'. */
export const smsReportSumRowSchema = z.object({
  Date: z.string(),
  AgentId: z.string(),
  In: z.number().int(),
  Out: z.number().int(),
  Queued: z.number().int(),
  Sent: z.number().int(),
  Failed: z.number().int(),
});
export type SmsReportSumRow = z.infer<typeof smsReportSumRowSchema>;
export const smsReportSumSchema = z.object({
  From: z.string(),
  To: z.string(),
  Rows: z.array(smsReportSumRowSchema),
  Total: smsReportSumRowSchema.omit({ Date: true, AgentId: true }),
});
export type SmsReportSum = z.infer<typeof smsReportSumSchema>;

export const SMS_REPORT_MAX_ROWS = 500;
export const smsReportQuerySchema = z.object({
  Date: dateSchema('Date'),
  /** The agent of the messages (as in the sum's AgentId); absent: every agent in reach. */
  AgentId: textField('AgentId', { max: 32 }).optional(),
});
export const smsReportSchema = z.object({
  Date: z.string(),
  Messages: z.array(messageRowSchema.extend({ AgentId: z.string() })),
  /** More than SMS_REPORT_MAX_ROWS messages matched: the newest are shown. */
  Truncated: z.boolean(),
});
export type SmsReport = z.infer<typeof smsReportSchema>;
