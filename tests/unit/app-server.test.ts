// The app's own server (scripts/app-server.mjs) rewrites X-Forwarded-For from the socket before the
// handler sees the request; here the handler is a stub that echoes what it got, in place of Next's.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAppServer } from '@/scripts/app-server.mjs';
import { clientIp } from '@/lib/http/client-ip';

const echo = (req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] ?? null, socket: req.socket.remoteAddress }));
};

async function withServer(hops: number, run: (port: number) => Promise<void>) {
  const server = createAppServer(echo, hops);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run((server.address() as AddressInfo).port);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A GET with raw headers (node:http, so that repeated headers go out as sent; Host is then ours to add). */
function get(port: number, headers: [string, string][]): Promise<{ forwardedFor: string | null; socket: string }> {
  const raw = [['Host', `127.0.0.1:${port}`], ...headers].flat();
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/api/auth/sign-in', headers: raw as unknown as http.OutgoingHttpHeaders }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        try {
          resolve(JSON.parse(body));
        } catch {
          reject(new Error(`HTTP ${response.statusCode}: ${body}`));
        }
      });
    });
    request.on('error', reject);
    request.end();
  });
}

const forgeries: [string, [string, string][]][] = [
  ['no header', []],
  ['one forged address', [['X-Forwarded-For', '6.6.6.6']]],
  ['a forged list', [['x-forwarded-for', '6.6.6.6, 7.7.7.7']]],
  ['the header twice', [['x-forwarded-for', '6.6.6.6'], ['X-Forwarded-For', '7.7.7.7']]],
  ['junk', [['x-forwarded-for', 'unknown, <script>']]],
];

describe('at TRUST_PROXY_HOPS=0', () => {
  it.each(forgeries)('the handler sees only the socket address (%s)', async (_name, headers) => {
    await withServer(0, async (port) => {
      const seen = await get(port, headers);
      expect(seen.forwardedFor).toBe(seen.socket);
      const request = new Request('http://localhost/', { headers: { 'x-forwarded-for': seen.forwardedFor ?? '' } });
      expect(clientIp(request, 0)).toBe('127.0.0.1');
    });
  });
});

describe('behind one trusted proxy', () => {
  it('keeps the list and appends the socket peer, so the client is the entry the proxy wrote', async () => {
    await withServer(1, async (port) => {
      const seen = await get(port, [['x-forwarded-for', '6.6.6.6, 203.0.113.7']]);
      expect(seen.forwardedFor).toBe(`6.6.6.6, 203.0.113.7, ${seen.socket}`);
      expect(clientIp(new Request('http://localhost/', { headers: { 'x-forwarded-for': seen.forwardedFor ?? '' } }), 1)).toBe('203.0.113.7');
    });
  });
});
