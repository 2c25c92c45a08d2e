// The app server's drain (scripts/app-server.mjs, docs/decisions/running.md "Readiness and drain"):
// after SIGTERM it is marked draining at once, keeps taking requests for the delay, answers every
// request in flight, then exits 0; a request still running at the bound is cut and the exit is 1.
// A stub handler stands in for Next: it answers at once, or, for a POST, when its body has arrived.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAppServer, createDrain } from '@/scripts/app-server.mjs';
import { isDraining } from '@/lib/http/draining';
import { pause, slowPost } from '../support/slow-sign-in';

const DRAINING = Symbol.for('drawdesk.draining');

function handler(req: IncomingMessage, res: ServerResponse) {
  req.resume();
  req.on('end', () => res.end(isDraining() ? 'draining' : 'serving'));
}

function get(port: number): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

async function started() {
  const server = createAppServer(handler, 0);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const app = { close: jest.fn(async () => undefined) };
  const exits: number[] = [];
  const exited = new Promise<number>((resolve) => {
    const stop = createDrain(server, app, { delayMs: 300, timeoutMs: 1_500, exit: (code) => (exits.push(code), resolve(code)) });
    started.stop = stop;
  });
  return { server, port, app, exits, exited, stop: started.stop };
}
started.stop = (() => undefined) as (signal: 'SIGINT' | 'SIGTERM') => void;

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[DRAINING];
});

test('SIGTERM: draining at once, new requests served for the delay, the upload in flight answered, then exit 0', async () => {
  const { port, app, exited, stop } = await started();
  const upload = slowPost(`http://127.0.0.1:${port}`, '/upload', 'a file');
  await pause(100);
  stop('SIGTERM');
  expect(isDraining()).toBe(true);
  // Within the delay a load balancer that has not yet seen the 503 still gets answers.
  expect(await get(port)).toBe(200);
  await pause(400);
  // After the delay the listener is closed: a new connection is refused, the request in flight is not cut.
  expect(await get(port)).toBe('ECONNREFUSED');
  upload.finish();
  expect(await upload.status).toBe(200);
  expect(await exited).toBe(0);
  expect(app.close).toHaveBeenCalledTimes(1);
});

test('a request still in flight at the bound is cut, and the exit code says so', async () => {
  const { exited, port, stop, app } = await started();
  const stuck = slowPost(`http://127.0.0.1:${port}`, '/upload', 'never sent');
  await pause(100);
  stop('SIGTERM');
  expect(await exited).toBe(1);
  expect(await stuck.status).toBe('ECONNRESET');
  expect(app.close).not.toHaveBeenCalled();
});

test('SIGINT skips the delay, and a second signal does not start a second drain', async () => {
  const { port, exited, stop, exits } = await started();
  stop('SIGINT');
  stop('SIGTERM');
  await pause(50);
  expect(await get(port)).toBe('ECONNREFUSED');
  expect(await exited).toBe(0);
  await pause(1_600);
  expect(exits).toEqual([0]);
});
