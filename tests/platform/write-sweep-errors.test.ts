// The error handler never lets details out: whatever a route throws, the client gets a
// JSON body with a message (and a request id on a 500), never a stack, a path or the thrown text; the
// server's log gets the details.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, BaseEnv } from '@/platform/http/env';
import { errorBoundary, handleError } from '@/platform/http/errors';
import { requestContext } from '@/platform/middleware/request-context';

function appThrowing(thrown: () => unknown, logError: (line: string) => void = () => undefined) {
  const deps = { logError } as Partial<AppDeps> as AppDeps;
  const app = new Hono<BaseEnv>();
  app.use('*', requestContext(deps), errorBoundary);
  app.get('/boom', () => {
    throw thrown();
  });
  app.onError(handleError);
  return app;
}

const SECRET = 'secret at /work/platform/services/x.ts:12:3';

test.each([
  ['an Error with a stack', () => new Error(SECRET)],
  ['a TypeError', () => new TypeError(SECRET)],
  ['a thrown string', () => SECRET],
  ['a thrown object', () => ({ detail: SECRET })],
  ['an HTTPException of 500', () => new HTTPException(500, { message: SECRET })],
])('%s answers a JSON 500 with a request id and nothing else', async (_name, thrown) => {
  const logged: string[] = [];
  const response = await appThrowing(thrown, (line) => logged.push(line)).request('/boom');
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.status).toBe(500);
  expect(body).toEqual({ message: 'Internal error', requestId: response.headers.get('x-request-id') });
  expect(logged.join('\n')).toContain('secret');
});

test('a failing log still answers the JSON 500', async () => {
  const response = await appThrowing(() => new Error(SECRET), () => {
    throw new Error('log down');
  }).request('/boom');
  expect(response.status).toBe(500);
  expect(await response.json()).toEqual({ message: 'Internal error', requestId: expect.any(String) });
});

test('a 4xx HTTPException keeps a one-line message but not a long or multi-line one', async () => {
  const plain = await appThrowing(() => new HTTPException(413, { message: 'Payload Too Large' })).request('/boom');
  expect([plain.status, await plain.json()]).toEqual([413, { message: 'Payload Too Large' }]);
  const detailed = await appThrowing(() => new HTTPException(400, { message: `bad\n${SECRET}` })).request('/boom');
  expect([detailed.status, await detailed.json()]).toEqual([400, { message: 'Bad request.' }]);
});
