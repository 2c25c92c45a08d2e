import 'server-only';
import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { ApiError } from '@/lib/http/api-error';
import { jsonBodyProblem } from '@/lib/http/same-origin';

/** A JSON write is a form's worth of fields. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** Bet files (ttt, ara, dbf, lzh). */
export const UPLOAD_LIMIT = 10 * 1024 * 1024;

export interface OutgoingBody {
  body?: Buffer | Readable;
  contentType?: string;
}

const tooLarge = (limit: number) => new ApiError(413, { message: `The request body is larger than ${limit} bytes.` });

function nodeStream(request: Request): Readable | undefined {
  return request.body ? Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>) : undefined;
}

/**
 * The body of a forwarded write (docs/security.md: JSON only, except the upload route). JSON is read
 * whole under its cap and checked to parse, then sent as it came. A multipart upload is streamed to
 * the platform, counted on the way: past the cap the stream errors, the upstream request is aborted
 * and the client gets 413. It goes out chunked, never with the client's Content-Length, so a body
 * that disagrees with its declared length cannot desynchronise a shared keep-alive connection.
 */
export async function forwardBody(request: Request, multipart: boolean): Promise<OutgoingBody> {
  const contentType = request.headers.get('content-type') ?? '';
  if (multipart) {
    if (!/^multipart\/form-data;\s*boundary=[^\s;]{1,70}$/i.test(contentType.trim())) {
      throw new ApiError(415, { message: 'Content-Type must be multipart/form-data.' });
    }
    if (Number(request.headers.get('content-length') ?? 0) > UPLOAD_LIMIT) throw tooLarge(UPLOAD_LIMIT);
    const stream = nodeStream(request);
    if (!stream) return { body: Buffer.alloc(0), contentType };
    // pipeline, not pipe: a client that goes away mid-upload must end the upstream request too.
    const counted = capped(UPLOAD_LIMIT);
    pipeline(stream, counted, () => undefined);
    return { body: counted, contentType };
  }
  const problem = jsonBodyProblem(request);
  if (problem) throw new ApiError(415, { message: problem });
  const stream = nodeStream(request);
  const body = stream ? await readBody(stream, JSON_BODY_LIMIT).catch((error: unknown) => {
    throw error instanceof BodyTooLarge ? tooLarge(JSON_BODY_LIMIT) : new ApiError(400, { message: 'The request body could not be read.' });
  }) : Buffer.alloc(0);
  if (body.length > 0) {
    try {
      JSON.parse(body.toString('utf8'));
    } catch {
      throw new ApiError(400, { message: 'The request body is not valid JSON.' });
    }
  }
  return { body, contentType: 'application/json' };
}

/** Passes bytes through until `limit`, then fails with a 413. */
function capped(limit: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(size > limit ? tooLarge(limit) : null, size > limit ? undefined : chunk);
    },
  });
}

class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
}

/** Reads a (small) stream whole; past `limit` bytes the stream is cut and BodyTooLarge thrown. */
function readBody(stream: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) return void stream.destroy(new BodyTooLarge(`body over ${limit} bytes`));
      chunks.push(buffer);
    });
    stream.once('error', reject);
    stream.once('end', () => resolve(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks)));
    // Closed without an end (a client cut off mid-body): after 'end' this is a no-op.
    stream.once('close', () => reject(new Error('The body was cut short.')));
  });
}
