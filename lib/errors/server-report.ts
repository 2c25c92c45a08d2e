import 'server-only';
import type { ClientErrorReport } from './limits';

// Where browser error reports end up: one JSON line on stderr, plus a POST to ERROR_REPORT_URL (an
// error-tracking intake) when that is set. Forwarding failures are logged and never thrown.
export const FORWARD_TIMEOUT_MS = 3_000;
/** At most this many reports per minute per process; the rest are dropped (a flood must not fill the disk). */
export const REPORTS_PER_MINUTE = 120;

let windowStart = 0;
let windowCount = 0;

/** False when this minute's budget is spent. */
export function takeReportSlot(now = Date.now()): boolean {
  if (now - windowStart >= 60_000) {
    windowStart = now;
    windowCount = 0;
  }
  windowCount += 1;
  return windowCount <= REPORTS_PER_MINUTE;
}

export interface ReportMeta {
  site?: string;
  userAgent?: string;
}

export async function recordClientError(report: ClientErrorReport, meta: ReportMeta = {}): Promise<void> {
  const entry = { level: 'error', source: 'browser', time: new Date().toISOString(), ...meta, ...report };
  // JSON.stringify escapes newlines, so a hostile message cannot forge extra log lines.
  const line = JSON.stringify(entry);
  console.error(line);
  const target = forwardUrl();
  if (target) await forward(target, line);
}

function forwardUrl(): URL | null {
  const raw = process.env.ERROR_REPORT_URL?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url;
  } catch {
    // fall through
  }
  console.error(JSON.stringify({ level: 'warn', source: 'error-report', message: 'ERROR_REPORT_URL is not an http(s) URL' }));
  return null;
}

async function forward(url: URL, body: string): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw new Error(`status ${response.status}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: 'warn', source: 'error-report', message: `forwarding failed: ${reason}` }));
  }
}
