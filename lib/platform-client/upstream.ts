import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import { ApiError } from '@/lib/http/api-error';

/*
 * Every request to the platform goes out here, through ONE keep-alive undici Pool per platform origin
 * (docs/performance.md: a bare fetch per call costs about 0.8 ms more CPU inside Next; undici's dispatch is
 * the cheapest exchange measured there). The pools live on globalThis so dev reloads reuse them. Idle
 * sockets close after at most 4 s, before the platform's own 5 s keep-alive timeout; when that race
 * happens anyway, an idempotent GET is sent once more. Writes never are.
 *
 * Timeouts are undici's own: `headersTimeout` until the answer's headers, `bodyTimeout` between its
 * body chunks, both on undici's shared coarse clock (within about half a second), so a call starts no
 * timer of its own. A platform redirect is never followed: dispatch does not follow anything.
 */
const GLOBAL_KEY = '__drawdeskPlatformPools';
const IDLE_SOCKET_MS = 4_000;
const CONNECT_TIMEOUT_MS = 10_000;

function poolFor(origin: string): Pool {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Map<string, Pool> };
  const pools = (holder[GLOBAL_KEY] ??= new Map());
  let pool = pools.get(origin);
  if (!pool) {
    pool = new Pool(origin, { connections: 256, keepAliveTimeout: IDLE_SOCKET_MS, keepAliveMaxTimeout: IDLE_SOCKET_MS, connect: { timeout: CONNECT_TIMEOUT_MS } });
    pools.set(origin, pool);
  }
  return pool;
}

export interface UpstreamRequest {
  /** The platform's origin (scheme, host and port): the only place a call can go. */
  origin: string;
  /** The path and query on that origin. */
  path: string;
  method: string;
  headers: Record<string, string>;
  /** A buffered body (sent with its length) or a stream (sent chunked). */
  body?: Buffer | Readable;
  /** Until the answer's headers arrive, and then between body chunks. */
  timeoutMs: number;
  /** Send once more when the connection is reset before an answer: only for idempotent GETs. */
  retry?: boolean;
  requestId: string;
}

export interface UpstreamAnswer {
  status: number;
  /** Lower-case names; a repeated header is an array. */
  headers: IncomingHttpHeaders;
  /** The whole body when it is at most BUFFERED_LIMIT bytes; otherwise a stream of it. */
  body: Buffer | ReadableStream<Uint8Array>;
}

/**
 * Small answers (JSON pages, errors, what the cache keeps) arrive whole, in one Buffer, which is
 * cheaper inside Next than a stream; a larger one (an export) streams, so it never sits in memory.
 */
export const BUFFERED_LIMIT = 64 * 1024;
/** Chunks a streamed answer may hold before undici stops reading the socket. */
const STREAM_HIGH_WATER = 16;

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** Node's and undici's errors carry a code (checked by shape: they may come from another realm than Error). */
function codeOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? code : '';
}

/** A failed exchange as the app answers it: 504 late, 503 unreachable, 502 cut short after the headers. */
function failure(error: unknown, answered: boolean, requestId: string): ApiError {
  // A body stream's own refusal (e.g. 413 past the upload cap) is the answer.
  if (error instanceof ApiError) return error;
  const late = TIMEOUT_CODES.has(codeOf(error));
  if (answered) return new ApiError(late ? 504 : 502, { message: 'The platform answer was cut short.', requestId });
  if (late) return new ApiError(504, { message: 'The platform did not answer in time.', requestId });
  return new ApiError(503, { message: 'The platform cannot be reached.', requestId });
}

/** A Buffer's bytes as the Uint8Array a Response body takes (no copy). */
export function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

/** One request and its answer. Failures reject with an ApiError (504, 503, 502, 413, ...). */
export function exchange(request: UpstreamRequest): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => new Exchange(request, resolve, reject).send());
}

/**
 * The dispatch handler of one exchange: a class, so a call allocates one object and no closures.
 * It settles once: with the whole body at its end, or with a stream as soon as the body proves large.
 */
class Exchange implements Dispatcher.DispatchHandler {
  private status = 0;
  private headers: IncomingHttpHeaders = {};
  private chunks: Buffer[] = [];
  private size = 0;
  private stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  private cancelled = false;
  private retried = false;

  constructor(
    private readonly request: UpstreamRequest,
    private readonly resolve: (answer: UpstreamAnswer) => void,
    private readonly reject: (error: ApiError) => void,
  ) {}

  send(): void {
    const { origin, path, method, headers, body, timeoutMs } = this.request;
    poolFor(origin).dispatch({ path, method, headers, body, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }, this);
  }

  /** Present so that undici takes this for a handler of its current interface (it checks for this method). */
  onRequestStart(): void {}

  onResponseStart(controller: Dispatcher.DispatchController, status: number, headers: IncomingHttpHeaders): void {
    if (status < 200) return; // an informational answer; the real one follows
    this.status = status;
    this.headers = headers;
    if (Number(headers['content-length']) > BUFFERED_LIMIT) this.startStream(controller);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    const stream = this.stream;
    if (stream) {
      // undici may hand over an empty chunk after a resume; pausing on it again would never end.
      if (this.cancelled || chunk.length === 0) return;
      stream.enqueue(chunk);
      if ((stream.desiredSize ?? 0) <= 0) controller.pause();
      return;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (this.size > BUFFERED_LIMIT) this.startStream(controller);
  }

  onResponseEnd(): void {
    if (this.stream) return void (this.cancelled || this.stream.close());
    const { chunks } = this;
    const body = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, this.size);
    this.resolve({ status: this.status, headers: this.headers, body });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.stream) return this.stream.error(error);
    const { request } = this;
    if (this.status === 0 && request.retry && !request.body && !this.retried && RESET_CODES.has(codeOf(error))) {
      this.retried = true;
      return this.send();
    }
    this.reject(failure(error, this.status !== 0, request.requestId));
  }

  /** Hands the answer over as a stream: what came so far, then the rest as the reader asks for it. */
  private startStream(controller: Dispatcher.DispatchController): void {
    const body = new ReadableStream<Uint8Array>(
      {
        start: (stream) => {
          this.stream = stream;
          for (const chunk of this.chunks) stream.enqueue(chunk);
          this.chunks = [];
        },
        pull: () => controller.resume(),
        cancel: (reason) => {
          this.cancelled = true;
          controller.abort(reason instanceof Error ? reason : new Error('The reader went away.'));
        },
      },
      { highWaterMark: STREAM_HIGH_WATER },
    );
    this.resolve({ status: this.status, headers: this.headers, body });
  }
}
