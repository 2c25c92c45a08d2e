// POST /api/webhooks/{sms|telegram}/{LocId} (docs/decisions/messaging.md, "Webhooks through the app"):
// the raw body and the signature header reach the platform's webhook byte for byte, the platform's
// answer (a refused signature too) comes back, and a body past the cap is refused before it is read
// whole, declared or not; anything but the two channels is a 404 that never reaches the platform.
import { NextRequest } from 'next/server';
import { POST } from '@/app/api/webhooks/[channel]/[locId]/route';
import { startRecordingUpstream, type RecordingUpstream } from './support-forwarder';

let upstream: RecordingUpstream;

beforeAll(async () => {
  upstream = await startRecordingUpstream();
  process.env.PLATFORM_API_URL = upstream.url;
});

afterAll(() => upstream.close());

beforeEach(() => {
  upstream.records.length = 0;
  upstream.answerWith((_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Received: true }));
  });
});

function hook(channel: string, locId: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  const init = { method: 'POST', headers, body, duplex: 'half' as const };
  const request = new NextRequest(`http://alpha.localhost:3000/api/webhooks/${channel}/${locId}`, init);
  return POST(request, { params: Promise.resolve({ channel, locId }) });
}

/** A body sent in pieces, without a declared length. */
function chunked(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const piece = Math.min(4096, size - sent);
      sent += piece;
      controller.enqueue(new Uint8Array(piece).fill(0x41));
    },
  });
}

test('an SMS arrives at the platform as sent: the exact bytes, its type and its signature, nothing else', async () => {
  const body = 'From=6591234567&Body=member1+0+1234+1-2&MessageSid=SM1%20';
  const response = await hook('sms', 'SG', body, { 'content-type': 'application/x-www-form-urlencoded', 'x-gateway-signature': 'ab12', cookie: 'drawdesk_session=x', authorization: 'Bearer stolen' });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ Received: true });
  const [call] = upstream.records;
  expect(call?.url).toBe('/api/v1/webhooks/sms/SG');
  expect(call?.body.toString()).toBe(body);
  expect(call?.headers['x-gateway-signature']).toBe('ab12');
  expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  expect(call?.headers.authorization).toBeUndefined();
  expect(call?.headers.cookie).toBeUndefined();
});

test("the platform's refusal of a signature comes back as it is", async () => {
  upstream.answerWith((_req, _body, res) => {
    res.writeHead(403, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The signature does not match.' }));
  });
  const response = await hook('telegram', 'SG', '{"update_id":1}', { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': 'wrong' });
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ message: 'The signature does not match.' });
  expect(upstream.records[0]?.headers['x-telegram-bot-api-secret-token']).toBe('wrong');
});

test('a body over 32 KiB is refused with 413, declared or only counted, and never reaches the platform', async () => {
  const declared = await hook('sms', 'SG', 'x'.repeat(10), { 'content-length': String(64 * 1024) });
  expect(declared.status).toBe(413);
  const counted = await hook('telegram', 'SG', chunked(5 * 1024 * 1024), { 'content-type': 'application/json' });
  expect(counted.status).toBe(413);
  expect(upstream.records).toHaveLength(0);
});

test.each([
  ['whatsapp', 'SG'],
  ['sms', '..%2Fadmin'],
  ['sms', 'S G'],
  ['telegram', 'ABCDEFGHIJ'],
])('%s/%s is not a webhook (404) and nothing is sent on', async (channel, locId) => {
  const response = await hook(channel, locId, 'x');
  expect(response.status).toBe(404);
  expect(upstream.records).toHaveLength(0);
});
