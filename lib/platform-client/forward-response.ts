import 'server-only';
import { NextResponse } from 'next/server';
import { MAX_ENTRY_BYTES, type CachedResponse } from '@/lib/cache/store';
import { returnedHeaders } from './forward-headers';
import { bytesOf, type UpstreamAnswer } from './upstream';

/*
 * A successful platform answer, passed to the browser. A small one arrived whole (upstream.ts) and is
 * sent as it came, JSON as bytes, never parsed; a large one streams through, so an export never sits
 * in memory. A cacheable answer that streams is copied on the way and stored when it ends within the
 * entry cap.
 */
export type CacheState = 'hit' | 'miss' | 'refresh' | 'bypass';
/** Stores an answer: at once in memory, or a promise (Redis) the answer waits for. */
export type StoreAnswer = (value: CachedResponse) => void | Promise<void>;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function isJson(contentType: string | undefined): contentType is string {
  return contentType !== undefined && JSON_TYPE.test(contentType);
}

/** The UTF-8 text of a body, or undefined when it is not valid UTF-8 (then it is not cached). */
function utf8(body: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(body);
  } catch {
    return undefined;
  }
}

export function answerFromPlatform(answer: UpstreamAnswer, requestId: string, cache?: { state: CacheState; store?: StoreAnswer }): NextResponse | Promise<NextResponse> {
  const { status, body } = answer;
  const headers = returnedHeaders(answer.headers, requestId);
  if (cache) headers['x-cache'] = cache.state;
  if (status === 204 || status === 205) {
    if (!Buffer.isBuffer(body)) void body.cancel();
    return new NextResponse(null, { status, headers });
  }
  const contentType = headers['content-type'];
  const store = cache?.store;
  /** Only 200 JSON answers are kept (docs/security.md "The GET cache"). */
  const keep = store && status === 200 && isJson(contentType) ? (text: string) => store({ contentType, body: text, storedAt: Date.now() }) : undefined;
  if (!Buffer.isBuffer(body)) return new NextResponse(keep ? copied(body, keep) : body, { status, headers });
  const response = new NextResponse(bytesOf(body), { status, headers });
  const text = keep && utf8(body);
  const stored = keep && text !== undefined ? keep(text) : undefined;
  return stored ? stored.then(() => response, () => response) : response;
}

/** Passes a stream through and hands its text over at the end, unless it grew past the entry cap. */
function copied(stream: ReadableStream<Uint8Array>, onEnd: (text: string) => void | Promise<void>): ReadableStream<Uint8Array> {
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
        if (text !== undefined) await Promise.resolve(onEnd(text)).catch(() => undefined);
      },
    }),
  );
}

/**
 * A hit carries only its type and the cache state: it never reached the platform, so it has no request
 * id to tie the two logs together, and proxy.ts gives every /api answer the browser headers (nosniff,
 * Referrer-Policy). Each further header costs about 0.7% of a hit's throughput in Next (measured with
 * `npm run bench -- forwarder`), where the hits must stay within 5% of the floor.
 */
export function answerFromCache(hit: CachedResponse): NextResponse {
  return new NextResponse(hit.body, { status: 200, headers: { 'content-type': hit.contentType, 'x-cache': 'hit' } });
}
