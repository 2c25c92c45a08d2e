// POST /api/webhooks/{sms|telegram}/{LocId}: a provider's inbound message, passed on to the platform's
// webhook (docs/decisions/messaging.md, "Webhooks through the app"). The platform is not reachable from
// outside (in the image it listens on loopback), so providers call the site's host, and this handler
// forwards the raw body and the signature header untouched: the platform checks the signature over
// the exact bytes, so nothing here parses or re-encodes them. No session, no CSRF check (a provider
// has neither); the body is capped before it is read whole, and only these two channels exist.
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { ApiError } from '@/lib/http/api-error';
import { errorResponse } from '@/lib/http/route';
import { platformOrigin } from '@/lib/platform-client/client';
import { answerFromPlatform } from '@/lib/platform-client/forward-response';
import { exchange } from '@/lib/platform-client/upstream';

/** The platform's caps are 4 KiB (SMS) and 32 KiB (a Telegram update); nothing larger is read here. */
const WEBHOOK_BODY_LIMIT = 32 * 1024;
const CHANNELS = new Set(['sms', 'telegram']);
const LOCATION = /^[A-Za-z0-9]{1,8}$/;
/** The headers the platform's webhooks read: the body's type and each channel's signature. */
const PASSED_HEADERS = ['content-type', 'x-gateway-signature', 'x-telegram-bot-api-secret-token'];
const TIMEOUT_MS = 15_000;

const tooLarge = () => new ApiError(413, { message: `The request body is larger than ${WEBHOOK_BODY_LIMIT} bytes.` });

/** The whole body, refused as soon as it passes the cap (a declared length first, then the bytes counted). */
async function cappedBody(request: Request): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > WEBHOOK_BODY_LIMIT) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > WEBHOOK_BODY_LIMIT) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks, size);
}

export async function POST(request: NextRequest, { params }: { params: Promise<{ channel: string; locId: string }> }): Promise<NextResponse> {
  const { channel, locId } = await params;
  if (!CHANNELS.has(channel) || !LOCATION.test(locId)) return errorResponse(new ApiError(404, { message: 'Not found.' }));
  const requestId = randomUUID();
  try {
    const body = await cappedBody(request);
    const headers: Record<string, string> = { 'x-request-id': requestId };
    for (const name of PASSED_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const answer = await exchange({ origin: platformOrigin(), path: `/api/v1/webhooks/${channel}/${encodeURIComponent(locId)}`, method: 'POST', headers, body, timeoutMs: TIMEOUT_MS, requestId });
    const response = await answerFromPlatform(answer, requestId);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    console.error(JSON.stringify({ level: 'error', requestId, route: request.nextUrl.pathname, error: error instanceof Error ? error.message : String(error) }));
    return errorResponse(new ApiError(502, { message: 'The platform could not be reached.', requestId }));
  }
}
