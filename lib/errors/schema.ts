// The browser's error report: built by report.ts, checked by POST /api/errors. The caps (in
// characters) keep an ASCII report under the route's 8 KB body limit; report.ts sheds more when
// multi-byte text would push it over.
import { z } from '@/lib/contract/zod';

/** POST /api/errors refuses bodies past this size (413). */
export const REPORT_MAX_BYTES = 8 * 1024;

export const REPORT_LIMITS = {
  name: 100,
  message: 1_000,
  digest: 100,
  stack: 4_096,
  path: 500,
  contextEntries: 5,
  contextKey: 40,
  contextValue: 200,
} as const;

export const clientErrorReportSchema = z.strictObject({
  name: z.string().max(REPORT_LIMITS.name),
  message: z.string().max(REPORT_LIMITS.message),
  digest: z.string().max(REPORT_LIMITS.digest).optional(),
  stack: z.string().max(REPORT_LIMITS.stack).optional(),
  path: z.string().max(REPORT_LIMITS.path),
  context: z
    .record(z.string().max(REPORT_LIMITS.contextKey), z.string().max(REPORT_LIMITS.contextValue))
    .refine((context) => Object.keys(context).length <= REPORT_LIMITS.contextEntries, 'Too many context entries')
    .optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
