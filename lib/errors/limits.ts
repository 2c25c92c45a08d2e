// The size caps of a browser error report, shared by report.ts (browser) and the route's schema.
// No zod here: the browser bundle must not pull it in for a few numbers.

/** POST /api/errors refuses bodies past this size (413). */
export const REPORT_MAX_BYTES = 8 * 1024;

/** Caps in characters; they keep an ASCII report under REPORT_MAX_BYTES. */
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

/** The report's shape (checked on the server by clientErrorReportSchema). */
export interface ClientErrorReport {
  name: string;
  message: string;
  digest?: string;
  stack?: string;
  path: string;
  context?: Record<string, string>;
}
