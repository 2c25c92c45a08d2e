// The browser's error report: built by report.ts, checked by POST /api/errors. The caps (in
// characters) keep an ASCII report under the route's 8 KB body limit; report.ts sheds more when
// multi-byte text would push it over.
import { z } from '@/lib/contract/zod';
import { REPORT_LIMITS, type ClientErrorReport } from './limits';

export { REPORT_LIMITS, REPORT_MAX_BYTES, type ClientErrorReport } from './limits';

/** Typed by the interface, so the two cannot drift apart. */
export const clientErrorReportSchema: z.ZodType<ClientErrorReport> = z.strictObject({
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
