import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** An http.Server that rewrites X-Forwarded-For from the socket (for `hops` trusted proxies) before `handler`. */
export declare function createAppServer(handler: (req: IncomingMessage, res: ServerResponse) => unknown, hops?: number): Server;

export interface DrainOptions {
  /** How long the app goes on taking requests after SIGTERM, while readiness answers 503. */
  delayMs: number;
  /** From the signal: requests still in flight after this are cut, and the exit code is 1. */
  timeoutMs: number;
  exit?: (code: number) => void;
}

/** The stop of the app's server: `stop(signal)` drains it and exits 0, or 1 when the bound passed. */
export declare function createDrain(server: Server, app: { close(): Promise<void> }, options: DrainOptions): (signal: 'SIGINT' | 'SIGTERM') => void;
