// PUT updateSMSGateway through the forwarder (docs/decisions/messaging.md, "Registering the webhook"):
// the BFF sets WebhookOrigin from the site host the admin saves on, whatever the browser sent, and only
// for a host of sites/registry.json that Telegram may be given (https; http on local names); every other
// call's body passes as it came.
import { NextRequest } from 'next/server';
import { PUT } from '@/app/api/v1/[...path]/route';
import { forgetLocationPrefixes } from '@/lib/platform-client/location-prefix';
import { SESSION_COOKIE } from '@/lib/session/cookie';
import { seal, signedIn } from './support';
import { echo, startRecordingUpstream, type RecordingUpstream } from './support-forwarder';

let upstream: RecordingUpstream;
let admin: string;

beforeAll(async () => {
  upstream = await startRecordingUpstream();
  process.env.PLATFORM_API_URL = upstream.url;
  admin = await seal(signedIn('token-admin', 'admin'));
});

afterAll(() => upstream.close());

beforeEach(() => {
  upstream.records.length = 0;
  upstream.answerWith(echo);
  forgetLocationPrefixes();
});

/** A same-origin PUT as the browser sends it, on `origin` (its scheme and Host). */
async function put(origin: string, call: string, json: unknown) {
  const headers = { host: new URL(origin).host, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${admin}` };
  const response = await PUT(new NextRequest(`${origin}/api/v1/${call}`, { method: 'PUT', headers, body: JSON.stringify(json) }));
  expect(response.status).toBe(200);
  const [sent] = upstream.calls();
  return JSON.parse(sent?.body.toString() ?? 'null') as Record<string, unknown>;
}

const GATEWAY = { Id: 'SG', BotMode: 'webhook', BotToken: '1:x' };

test.each([
  ['https://www.alpha4d.example.com', 'https://www.alpha4d.example.com'],
  ['https://bravo4d.example.com', 'https://bravo4d.example.com'],
  ['http://alpha.localhost:3000', 'http://alpha.localhost:3000'],
])('saved on %s, the platform is told %s, not what the browser claimed', async (origin, told) => {
  const sent = await put(origin, 'updateSMSGateway', { ...GATEWAY, WebhookOrigin: 'https://evil.example.com' });
  expect(sent).toEqual({ ...GATEWAY, WebhookOrigin: told });
});

test.each([
  ['an unregistered host', 'https://evil.example.com'],
  ['a registered host over plain http', 'http://www.alpha4d.example.com'],
  ['an unregistered local name', 'http://evil.localhost:3000'],
])('saved on %s, no WebhookOrigin goes (the platform says it has no address)', async (_what, origin) => {
  const sent = await put(origin, 'updateSMSGateway', { ...GATEWAY, WebhookOrigin: 'https://evil.example.com' });
  expect(sent).toEqual(GATEWAY);
});

test('another call\'s body passes as it came', async () => {
  const body = { Mobile: '6591234567', WebhookOrigin: 'https://evil.example.com' };
  expect(await put('https://www.alpha4d.example.com', 'mobile', body)).toEqual(body);
});
