// The one error-reporting seam of the browser. Client-safe: no server imports.
import { REPORT_LIMITS, REPORT_MAX_BYTES, type ClientErrorReport } from './limits';

export const ERROR_REPORT_PATH = '/api/errors';
/** Identical reports within this window are sent once (a render loop must not flood the log). */
export const REPORT_DEDUPE_MS = 5_000;
const MAX_REMEMBERED = 50;

const lastSent = new Map<string, number>();

/**
 * Next's navigation signals (notFound(), forbidden(), redirect()) travel as errors with these digests.
 * One thrown by a page inside a loading boundary reaches the browser as a recoverable React error
 * (#419) while Next renders the not-found page or follows the redirect as asked: a signal, not a
 * failure, so it is not reported. See docs/decisions/shell.md ("Refused pages say why").
 */
const NAVIGATION_DIGESTS = ['NEXT_HTTP_ERROR_FALLBACK;', 'NEXT_REDIRECT;'];

export function isNavigationSignal(digest: string | undefined): boolean {
  return digest !== undefined && NAVIGATION_DIGESTS.some((prefix) => digest.startsWith(prefix));
}

/** Sends a small report of `error` to POST /api/errors. Never throws, never waits. */
export function reportError(error: unknown, context?: Record<string, string>): void {
  try {
    const report = toReport(error, context);
    if (isNavigationSignal(report.digest) || isDuplicate(report)) return;
    void fetch(ERROR_REPORT_PATH, {
      method: 'POST',
      // keepalive lets the report leave even when the page is reloading or closing.
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: serialize(report),
    }).catch(() => undefined);
  } catch {
    // Reporting must never become a second failure.
  }
}

function toReport(error: unknown, context?: Record<string, string>): ClientErrorReport {
  const fields = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const message = text(fields.message) ?? (typeof error === 'string' ? error : String(error));
  const report: ClientErrorReport = {
    name: trim(text(fields.name) ?? 'Error', REPORT_LIMITS.name),
    message: trim(message, REPORT_LIMITS.message),
    path: trim(currentPath(), REPORT_LIMITS.path),
  };
  const digest = text(fields.digest);
  if (digest) report.digest = trim(digest, REPORT_LIMITS.digest);
  const stack = text(fields.stack);
  if (stack) report.stack = trim(stack, REPORT_LIMITS.stack);
  if (context) report.context = trimContext(context);
  return report;
}

// Multi-byte or escaped characters can push a report past the limit: shed the least useful parts first.
const SHRINK_STEPS: ((report: ClientErrorReport) => void)[] = [
  (report) => delete report.context,
  (report) => (report.stack = report.stack?.slice(0, 1_024)),
  (report) => (report.message = report.message.slice(0, 200)),
  (report) => delete report.stack,
];

function serialize(report: ClientErrorReport): string {
  let body = JSON.stringify(report);
  for (const shrink of SHRINK_STEPS) {
    if (new TextEncoder().encode(body).byteLength <= REPORT_MAX_BYTES) break;
    shrink(report);
    body = JSON.stringify(report);
  }
  return body;
}

/** The path only: a query string may carry tokens or personal data. */
function currentPath(): string {
  return typeof location === 'undefined' ? '' : location.pathname;
}

function trimContext(context: Record<string, string>): Record<string, string> {
  const entries = Object.entries(context).slice(0, REPORT_LIMITS.contextEntries);
  return Object.fromEntries(
    entries.map(([key, value]) => [trim(key, REPORT_LIMITS.contextKey), trim(String(value), REPORT_LIMITS.contextValue)]),
  );
}

function trim(value: string, limit: number): string {
  return value.length > limit ? value.slice(0, limit) : value;
}

function isDuplicate(report: ClientErrorReport): boolean {
  const key = JSON.stringify([report.name, report.message, report.digest, report.path]);
  const now = Date.now();
  for (const [seen, at] of lastSent) if (now - at >= REPORT_DEDUPE_MS) lastSent.delete(seen);
  if (lastSent.has(key)) return true;
  if (lastSent.size >= MAX_REMEMBERED) lastSent.clear();
  lastSent.set(key, now);
  return false;
}
