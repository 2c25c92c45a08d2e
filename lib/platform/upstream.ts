import 'server-only';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { ApiError } from '@/lib/http/api-error';

/*
 * Every request to the platform goes out here, through ONE keep-alive agent per platform origin
 * (PERFORMANCE.md: a bare fetch per call costs about 0.8 ms more CPU per request inside Next). The
 * agents live on globalThis so dev reloads reuse them. Idle sockets close after 4 s, before the
 * platform's own 5 s keep-alive timeout, so we rarely write into a socket the server is closing;
 * when that race happens anyway, an idempotent GET is retried once. Writes are never retried.
 */
const GLOBAL_KEY = '__drawdeskPlatformAgents';
const IDLE_SOCKET_MS = 4_000;

function agentFor(url: URL): http.Agent {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Map<string, http.Agent> };
  const agents = (holder[GLOBAL_KEY] ??= new Map());
  let agent = agents.get(url.origin);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: IDLE_SOCKET_MS, scheduling: 'lifo' as const };
    agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(url.origin, agent);
  }
  return agent;
}

export interface UpstreamRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  /** A buffered body (sent with its length) or a stream (sent chunked). */
  body?: Buffer | Readable;
  /** Until the response headers arrive, and then between body chunks. */
  timeoutMs: number;
  /** Retry once when the connection is reset: only for idempotent GETs. */
  retry?: boolean;
  requestId: string;
}

const RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);

/** Node's system errors carry a code (checked by shape: they may come from another realm than Error). */
function codeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The platform's response (headers read, body still streaming), or an ApiError (504, 503, 413, ...). */
export async function sendUpstream(request: UpstreamRequest): Promise<IncomingMessage> {
  try {
    return await sendOnce(request);
  } catch (error) {
    if (!request.retry || request.body || !RESET_CODES.has(codeOf(error) ?? '')) throw mapFailure(error, request.requestId);
    try {
      return await sendOnce(request);
    } catch (again) {
      throw mapFailure(again, request.requestId);
    }
  }
}

class UpstreamTimeout extends Error {
  override name = 'TimeoutError';
}

function mapFailure(error: unknown, requestId: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof UpstreamTimeout) return new ApiError(504, { message: 'The platform did not answer in time.', requestId });
  return new ApiError(503, { message: 'The platform cannot be reached.', requestId });
}

function sendOnce({ url, method, headers, body, timeoutMs }: UpstreamRequest): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = { ...headers };
    if (Buffer.isBuffer(body)) outgoing['content-length'] = String(body.length);
    else if (body) outgoing['transfer-encoding'] = 'chunked';
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(url, { method, headers: outgoing, agent: agentFor(url) });
    const timer = setTimeout(() => req.destroy(new UpstreamTimeout()), timeoutMs);
    req.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.once('response', (res) => {
      clearTimeout(timer);
      // A body that stalls is cut like a late answer; the stream then errors and the client sees a cut response.
      res.setTimeout(timeoutMs, () => res.destroy(new UpstreamTimeout()));
      resolve(res);
    });
    if (body === undefined || Buffer.isBuffer(body)) {
      req.end(body);
      return;
    }
    // An error of the body (a size cap, a client that went away) aborts the upstream request too.
    body.once('error', (error) => req.destroy(error));
    body.pipe(req);
  });
}

export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
}

/** Reads a (small) body whole; past `limit` bytes the stream is cut and BodyTooLarge thrown. */
export function readBody(res: Readable, limit: number): Promise<Buffer> {
  // Plain events rather than `for await`: this runs on every forwarded answer, and is cheaper so.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) return void res.destroy(new BodyTooLarge(`body over ${limit} bytes`));
      chunks.push(buffer);
    });
    res.once('error', reject);
    res.once('end', () => resolve(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks)));
    // Closed without an end (a connection cut mid-body): after 'end' this is a no-op.
    res.once('close', () => reject(new Error('The body was cut short.')));
  });
}
