// Every write route reads at most its cap of a body (POST bet/fixed once read a 16 MiB
// body in full), and every call of the catalogue answers below 500: an unbuilt one 404. The routes are
// walked from the Hono app, so a route added without a cap fails here. Bodies stream into the app
// in-process, so the bytes counted are exactly those the platform pulled.
import { catalogueEntries } from '@/lib/contract/catalogue';
import { UPLOAD_BODY_OVERHEAD, UPLOAD_MAX_BYTES } from '@/lib/contract/files';
import { createApp } from '@/platform/app';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { platformRoutes, routeKey, SESSION_ENDING, type PlatformRoute } from './support/sweep-runner';

const KIB = 1024;
/** The largest cap of an ordinary write (the claim-back batches); a route over it must be named below. */
const ORDINARY_CAP = 256 * KIB;
/** Calls that carry files or whole books of numbers, and their caps. */
const LARGE_CAPS: Record<string, number> = {
  'POST files/upload': UPLOAD_MAX_BYTES + UPLOAD_BODY_OVERHEAD,
  'POST files/upload/dbf': UPLOAD_MAX_BYTES + UPLOAD_BODY_OVERHEAD,
  'POST files/upload/lzh': UPLOAD_MAX_BYTES + UPLOAD_BODY_OVERHEAD,
  'POST bet/page/uploadPartner': UPLOAD_MAX_BYTES + UPLOAD_BODY_OVERHEAD,
  'POST draw/result/binConfirm': 2 * 1024 * KIB,
};
const CHUNK = 16 * KIB;
/** The multipart uploads: the bet-file calls and a partner's file. */
const isUpload = (resource: string) => resource.startsWith('files/upload') || resource === 'bet/page/uploadPartner';
/** Far past any cap: a route that reads it all has none. */
const ENDLESS = 24 * 1024 * KIB;

/** A body that never ends (before ENDLESS), counting what the reader pulled. */
function endlessBody(): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const chunk = new TextEncoder().encode(`{"x":"${'x'.repeat(CHUNK - 6)}`);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= ENDLESS) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

const fill = (route: PlatformRoute) => route.path.replace(/:[A-Za-z]+/g, '1');
const locOf = (route: PlatformRoute) => (route.game === 'TT' ? '?LocId=TT' : route.game ? '?LocId=SG' : '');

describe.each(platformDrivers())('body caps and the catalogue on $name', (driver) => {
  const platform = usePlatform(driver);
  let token = '';
  const app = () => createApp({ db: platform.db, now: () => FIXED_NOW, logError: () => undefined });

  beforeAll(async () => {
    token = await platform.signIn('admin', 'Admin1234');
  });

  const writes = platformRoutes().filter((route) => route.method !== 'GET');

  test.each(writes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s reads no more than its cap', async (_name, route) => {
    const cap = LARGE_CAPS[`${route.method} ${route.resource}`] ?? ORDINARY_CAP;
    const body = endlessBody();
    const response = await app().request(`${fill(route)}${locOf(route)}`, {
      method: route.method,
      headers: { authorization: `Bearer ${SESSION_ENDING.includes(routeKey(route)) ? 'no-such-session' : token}`, 'content-type': isUpload(route.resource) ? 'multipart/form-data; boundary=b' : 'application/json' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    const answer = { status: response.status, pulled: body.pulled() };
    expect(answer.status).toBeLessThan(500);
    expect(answer.pulled).toBeLessThanOrEqual(cap + CHUNK);
    // A route that read the body stopped at its cap with a 413 naming the body (or the file).
    if (answer.pulled > CHUNK) expect([answer.status, ((await response.json()) as { field?: string }).field]).toEqual([413, isUpload(route.resource) ? 'file' : 'body']);
  });

  test('POST bet/fixed refuses a body over 8 KiB before reading it through', async () => {
    const answer = await platform.request('/api/v1/4d/bet/fixed?LocId=SG', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ IdempotencyKey: 'sweep-key-0002', Bet: { Number: '1234', Big: '1.00', Kind: 'ORDINARY' }, Pad: 'x'.repeat(9 * KIB) }),
    });
    expect(answer).toMatchObject({ status: 413, body: { message: 'The fixed bet body is too large.', field: 'body' } });
  });

  test('over HTTP an oversized body gets its 413, and the calls after it on the same client are answered', async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const answers: (number | string)[] = [];
    const settle = (call: Promise<{ status: number }>) => call.then((answer) => answer.status, (error: Error) => `${error.message}: ${String((error.cause as Error | undefined)?.message)}`);
    for (const size of [9 * KIB, 900 * KIB, 17 * 1024 * KIB]) {
      answers.push(await settle(platform.request('/api/v1/4d/bet/fixed?LocId=SG', { method: 'POST', headers, body: 'x'.repeat(size) })));
      answers.push(await settle(platform.request('/api/v1/4d/mobile?LocId=SG', { method: 'PUT', headers, body: '{}' })));
    }
    // The socket of a refused body is closed after the answer (its rest is never read): a kept-alive
    // one would break the client's next call.
    expect(answers).toEqual([413, 400, 413, 400, 413, 400]);
  });

  test('every call of the catalogue answers below 500, an unbuilt one 404', async () => {
    const built = new Set(platformRoutes().filter((route) => route.game === '4D').map((route) => `${route.method} ${route.resource.replace(/:[A-Za-z]+/g, ':')}`));
    const answers: string[] = [];
    for (const entry of catalogueEntries()) {
      for (const method of entry.methods) {
        const resource = entry.pattern.replace(/\{[A-Za-z]+\}/g, ':');
        const isBuilt = built.has(`${method} ${resource}`);
        if (isBuilt && method !== 'GET') continue; // the write sweep sends these every kind of call
        const path = `/api/v1/4d/${entry.pattern.replace(/\{[A-Za-z]+\}/g, '1')}?LocId=SG`;
        const answer = await platform
          .request(path, {
            method,
            headers: { authorization: `Bearer ${token}`, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
            ...(method === 'GET' ? {} : { body: '{}' }),
          })
          .catch((error: Error) => ({ status: 599, body: `${error.message}: ${String(error.cause)}` }));
        const wrong = answer.status >= 500 || (!isBuilt && (answer.status !== 404 || JSON.stringify(answer.body) !== '{"message":"Not found."}'));
        if (wrong) answers.push(`${method} ${entry.pattern}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    }
    // Every call of the catalogue is built now (the SMS send and report calls were the last); a call
    // added to the catalogue before its route is still held to the 404 above.
    expect(answers).toEqual([]);
  });
});
