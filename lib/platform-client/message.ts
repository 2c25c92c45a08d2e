import 'server-only';
import type { ServerMessage } from '@/lib/contract/message';
import { serverMessage } from './auth';

/**
 * The message check, shared by every request of this process for a few seconds: the proxy asks it on
 * each page view (maintenance gate) and must not turn each view into a platform call. A platform that
 * does not answer gives null: an outage is not maintenance, and pages show their own errors.
 */
const FRESH_MS = 5_000;

let last: { at: number; value: Promise<ServerMessage | null> } | undefined;

export function cachedServerMessage(now = Date.now()): Promise<ServerMessage | null> {
  if (!last || now - last.at >= FRESH_MS) {
    last = { at: now, value: serverMessage().catch(() => null) };
  }
  return last.value;
}

/** Forget the cached answer (after the app itself learns that maintenance began). */
export function forgetServerMessage(): void {
  last = undefined;
}
