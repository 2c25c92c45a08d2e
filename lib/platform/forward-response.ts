import 'server-only';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { NextResponse } from 'next/server';
import { MAX_ENTRY_BYTES, type CachedResponse } from '@/lib/cache/store';
import { ApiError } from '@/lib/http/api-error';
import { returnedHeaders } from './forward-headers';
import { readBody } from './upstream';

/*
 * A successful platform answer, passed to the browser. Small bodies of known length are read whole
 * (cheaper inside Next than a web stream, and what the cache needs); anything larger or of unknown
 * length streams through, so an export never sits in memory. A cacheable answer that streams is
 * copied on the way and stored when it ends within the entry cap.
 */
const BUFFERED_LIMIT = 64 * 1024;

export type CacheState = 'hit' | 'miss' | 'refresh' | 'bypass';
export type StoreAnswer = (value: CachedResponse) => Promise<void>;

function isJson(contentType: string | undefined): contentType is string {
  return contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType);
}

/** The UTF-8 text of a body, or undefined when it is not valid UTF-8 (then it is not cached). */
function utf8(body: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return undefined;
  }
}

export async function answerFromPlatform(res: IncomingMessage, requestId: string, cache?: { state: CacheState; store?: StoreAnswer }): Promise<NextResponse> {
  const status = res.statusCode ?? 502;
  const headers = returnedHeaders(res.headers, requestId);
  if (cache) headers.set('x-cache', cache.state);
  if (status === 204 || status === 205) {
    res.resume();
    return new NextResponse(null, { status, headers });
  }
  const contentType = res.headers['content-type'];
  const store = cache?.store && status === 200 && isJson(contentType) ? cache.store : undefined;
  const length = Number(res.headers['content-length'] ?? Number.NaN);
  if (Number.isInteger(length) && length <= BUFFERED_LIMIT) {
    const body = await readBody(res, BUFFERED_LIMIT).catch((error: unknown) => {
      const timedOut = typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';
      throw new ApiError(timedOut ? 504 : 502, { message: 'The platform answer was cut short.', requestId });
    });
    const text = store && utf8(body);
    if (store && text !== undefined) await store({ contentType: contentType ?? 'application/json', body: text, storedAt: Date.now() });
    return new NextResponse(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { status, headers });
  }
  const stream = Readable.toWeb(res) as unknown as ReadableStream<Uint8Array>;
  const body = store ? copied(stream, (text) => store({ contentType: contentType ?? 'application/json', body: text, storedAt: Date.now() })) : stream;
  return new NextResponse(body, { status, headers });
}

/** Passes a stream through and hands its text over at the end, unless it grew past the entry cap. */
function copied(stream: ReadableStream<Uint8Array>, onEnd: (text: string) => Promise<void>): ReadableStream<Uint8Array> {
  let chunks: Buffer[] = [];
  let size = 0;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size <= MAX_ENTRY_BYTES) chunks.push(Buffer.from(chunk));
        else chunks = [];
        controller.enqueue(chunk);
      },
      async flush() {
        const text = size <= MAX_ENTRY_BYTES ? utf8(Buffer.concat(chunks)) : undefined;
        if (text !== undefined) await onEnd(text).catch(() => undefined);
      },
    }),
  );
}

export function answerFromCache(hit: CachedResponse, requestId: string): NextResponse {
  return new NextResponse(hit.body, {
    status: 200,
    headers: { 'content-type': hit.contentType, 'x-cache': 'hit', 'x-request-id': requestId, 'x-content-type-options': 'nosniff' },
  });
}
