import net from 'node:net';
import { encodeCommand, parseReply, RespClient, RespError } from '@/lib/rate-limit/resp-client';

describe('parseReply', () => {
  it.each([
    ['+OK\r\n', 'OK'],
    [':42\r\n', 42],
    [':-2\r\n', -2],
    ['$5\r\nhello\r\n', 'hello'],
    ['$0\r\n\r\n', ''],
    ['$-1\r\n', null],
    ['*-1\r\n', null],
    ['*0\r\n', []],
    ['*2\r\n:3\r\n:899000\r\n', [3, 899000]],
    ['*2\r\n*1\r\n$2\r\nab\r\n+x\r\n', [['ab'], 'x']],
    ['$4\r\na\r\nb\r\n', 'a\r\nb'],
    ['$3\r\n\u00e9x\r\n', '\u00e9x'],
  ])('parses %j', (wire, expected) => {
    const buffer = Buffer.from(wire);
    expect(parseReply(buffer)).toEqual({ value: expected, offset: buffer.length });
  });

  it('parses error replies as RespError values', () => {
    const reply = parseReply(Buffer.from('-ERR unknown command\r\n'));
    expect(reply?.value).toBeInstanceOf(RespError);
    expect((reply?.value as RespError).message).toBe('ERR unknown command');
  });

  it.each(['', '+OK', '+OK\r', ':1', '$5\r\nhel', '$5\r\nhello', '*2\r\n:1\r\n', '*2\r\n:1\r\n$1\r\n'])(
    'waits for the rest of %j',
    (wire) => {
      expect(parseReply(Buffer.from(wire))).toBeUndefined();
    },
  );

  it('reads pipelined replies one after the other', () => {
    const buffer = Buffer.from('+OK\r\n:1\r\n');
    const first = parseReply(buffer);
    expect(first).toEqual({ value: 'OK', offset: 5 });
    expect(parseReply(buffer, first?.offset)).toEqual({ value: 1, offset: buffer.length });
  });

  it('refuses what is not RESP', () => {
    expect(() => parseReply(Buffer.from('HTTP/1.1 400\r\n'))).toThrow(/protocol error/);
  });
});

test('encodeCommand counts bytes, not characters', () => {
  expect(encodeCommand(['SET', 'k\u00e9', 5])).toBe('*3\r\n$3\r\nSET\r\n$3\r\nk\u00e9\r\n$1\r\n5\r\n');
});

/** A fake Redis on a random port; `answer` gets each connection's raw data. */
async function fakeServer(answer: (socket: net.Socket, data: string, connection: number) => void) {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections += 1;
    const connection = connections;
    sockets.add(socket);
    socket.on('data', (data) => answer(socket, data.toString(), connection));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('RespClient against a fake server', () => {
  it('answers replies that arrive in pieces', async () => {
    const server = await fakeServer((socket) => {
      socket.write('*2\r\n:1');
      setTimeout(() => socket.write('\r\n$2\r\nok\r\n'), 20);
    });
    const client = new RespClient({ url: server.url });
    try {
      expect(await client.command(['ANY'])).toEqual([1, 'ok']);
    } finally {
      client.close();
      await server.close();
    }
  });

  it('times out, drops the connection, waits, then reconnects', async () => {
    const server = await fakeServer((socket, _data, connection) => {
      if (connection > 1) socket.write('+PONG\r\n');
    });
    const client = new RespClient({ url: server.url, commandTimeoutMs: 100, retryDelayMs: 200 });
    try {
      const started = Date.now();
      await expect(client.command(['PING'])).rejects.toThrow(/timed out after 100 ms/);
      expect(Date.now() - started).toBeLessThan(1_000);
      await expect(client.command(['PING'])).rejects.toThrow(/waiting before reconnecting/);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await client.command(['PING'])).toBe('PONG');
      expect(server.connections()).toBe(2);
    } finally {
      client.close();
      await server.close();
    }
  });

  it('rejects pending commands when the server hangs up', async () => {
    const server = await fakeServer((socket) => socket.destroy());
    const client = new RespClient({ url: server.url, retryDelayMs: 0 });
    try {
      await expect(client.command(['PING'])).rejects.toThrow(/closed|reset/i);
    } finally {
      client.close();
      await server.close();
    }
  });

  it('rejects at once when nothing listens', async () => {
    const server = await fakeServer(() => undefined);
    const url = server.url;
    await server.close();
    const client = new RespClient({ url });
    await expect(client.command(['PING'])).rejects.toThrow(/ECONNREFUSED/);
    client.close();
  });

  it('sends AUTH and SELECT from the URL first, and fails when AUTH is refused', async () => {
    const seen: string[] = [];
    const server = await fakeServer((socket, data) => {
      seen.push(data);
      socket.write(data.includes('AUTH') ? '-WRONGPASS invalid username-password pair\r\n' : '+OK\r\n');
    });
    const client = new RespClient({ url: server.url.replace('//', '//app:p%40ss@') + '/2' });
    try {
      await expect(client.command(['PING'])).rejects.toThrow(/refused AUTH: WRONGPASS/);
      expect(seen.join('')).toMatch(/^\*3\r\n\$4\r\nAUTH\r\n\$3\r\napp\r\n\$4\r\np@ss\r\n/);
    } finally {
      client.close();
      await server.close();
    }
  });

  it('refuses URLs of other schemes', () => {
    expect(() => new RespClient({ url: 'http://127.0.0.1:6379' })).toThrow(/Not a Redis URL/);
  });
});
