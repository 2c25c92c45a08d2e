// A minimal Redis client (RESP2 over one TCP or TLS socket), enough for the rate limiter: we may not
// add a Redis package. Commands are pipelined: written at once, answered in order.
import net from 'node:net';
import tls from 'node:tls';

export type RespValue = string | number | null | RespError | RespValue[];

/** An error reply (`-ERR ...`): Redis answered, but refused the command. */
export class RespError extends Error {
  override name = 'RespError';
}

export interface RespClientOptions {
  /** `redis://[[user]:password@]host[:port][/db]`, or `rediss://` for TLS. */
  url: string;
  /** How long a command (connecting included) may take before the connection is dropped. */
  commandTimeoutMs?: number;
  /** After a failure, commands fail at once for this long instead of each waiting for a timeout. */
  retryDelayMs?: number;
}

interface Pending {
  resolve(value: RespValue): void;
  reject(error: Error): void;
}

type Arg = string | number;

/** One reply parsed from `buffer` at `offset`, or undefined when it has not fully arrived yet. */
export function parseReply(buffer: Buffer, offset = 0): { value: RespValue; offset: number } | undefined {
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd < 0) return undefined;
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  const next = lineEnd + 2;
  switch (String.fromCharCode(buffer[offset] ?? 0)) {
    case '+':
      return { value: line, offset: next };
    case '-':
      return { value: new RespError(line), offset: next };
    case ':':
      return { value: Number(line), offset: next };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, offset: next };
      if (buffer.length < next + length + 2) return undefined;
      return { value: buffer.toString('utf8', next, next + length), offset: next + length + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, offset: next };
      const items: RespValue[] = [];
      let position = next;
      for (let i = 0; i < count; i += 1) {
        const item = parseReply(buffer, position);
        if (!item) return undefined;
        items.push(item.value);
        position = item.offset;
      }
      return { value: items, offset: position };
    }
    default:
      throw new Error(`Redis protocol error: unexpected reply ${JSON.stringify(line.slice(0, 20))}`);
  }
}

export function encodeCommand(args: readonly Arg[]): string {
  return args.reduce<string>((out, arg) => {
    const text = String(arg);
    return `${out}$${Buffer.byteLength(text)}\r\n${text}\r\n`;
  }, `*${args.length}\r\n`);
}

export class RespClient {
  private readonly url: URL;
  private readonly commandTimeoutMs: number;
  private readonly retryDelayMs: number;
  private socket: net.Socket | undefined;
  private pending: Pending[] = [];
  private buffer: Buffer = Buffer.alloc(0);
  private retryAt = 0;

  constructor(options: RespClientOptions) {
    this.url = new URL(options.url);
    if (this.url.protocol !== 'redis:' && this.url.protocol !== 'rediss:') {
      throw new Error(`Not a Redis URL: ${this.url.protocol}`);
    }
    this.commandTimeoutMs = options.commandTimeoutMs ?? 500;
    this.retryDelayMs = options.retryDelayMs ?? 1000;
  }

  /** Runs one command; an error reply rejects with RespError. */
  async command(args: readonly Arg[]): Promise<RespValue> {
    const [reply] = await this.pipeline([args]);
    if (reply instanceof RespError) throw reply;
    return reply ?? null;
  }

  /** Runs commands in one write; each error reply is returned in its place as a RespError. */
  pipeline(commands: readonly (readonly Arg[])[]): Promise<RespValue[]> {
    if (commands.length === 0) return Promise.resolve([]);
    if (!this.socket && Date.now() < this.retryAt) {
      return Promise.reject(new Error('Redis unavailable: waiting before reconnecting'));
    }
    const socket = this.socket ?? this.connect();
    return new Promise<RespValue[]>((resolve, reject) => {
      const replies: RespValue[] = [];
      const timer = setTimeout(() => this.fail(new Error(`Redis timed out after ${this.commandTimeoutMs} ms`)), this.commandTimeoutMs);
      const settle = (error?: Error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(replies);
      };
      commands.forEach((_, index) => {
        this.pending.push({
          resolve: (value) => {
            replies.push(value);
            if (index === commands.length - 1) settle();
          },
          reject: settle,
        });
      });
      socket.write(commands.map(encodeCommand).join(''));
    });
  }

  /** Closes the connection; a later command opens a new one. */
  close(): void {
    this.drop(new Error('Redis client closed'));
    this.retryAt = 0;
  }

  private connect(): net.Socket {
    const host = this.url.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1';
    const port = Number(this.url.port || 6379);
    const socket =
      this.url.protocol === 'rediss:' ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(socket, chunk));
    socket.on('error', (error) => this.fail(error, socket));
    socket.on('close', () => this.fail(new Error('Redis connection closed'), socket));
    this.socket = socket;
    this.buffer = Buffer.alloc(0);
    this.handshake(socket);
    return socket;
  }

  /** AUTH and SELECT from the URL, queued ahead of the first command; a refusal drops the connection. */
  private handshake(socket: net.Socket): void {
    const commands: Arg[][] = [];
    const password = decodeURIComponent(this.url.password);
    const user = decodeURIComponent(this.url.username);
    if (password) commands.push(user ? ['AUTH', user, password] : ['AUTH', password]);
    const db = this.url.pathname.replace(/^\//, '');
    if (db && db !== '0') commands.push(['SELECT', db]);
    for (const command of commands) {
      this.pending.push({
        resolve: (value) => {
          if (value instanceof RespError) this.fail(new Error(`Redis refused ${command[0]}: ${value.message}`), socket);
        },
        reject: () => undefined,
      });
      socket.write(encodeCommand(command));
    }
  }

  private receive(socket: net.Socket, chunk: Buffer): void {
    if (socket !== this.socket) return;
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    try {
      for (let reply = parseReply(this.buffer); reply; reply = parseReply(this.buffer)) {
        this.buffer = this.buffer.subarray(reply.offset);
        const waiter = this.pending.shift();
        if (!waiter) throw new Error('Redis protocol error: a reply nobody asked for');
        waiter.resolve(reply.value);
        if (socket !== this.socket) return;
      }
    } catch (error) {
      this.fail(error instanceof Error ? error : new Error(String(error)), socket);
    }
  }

  /** Drops the connection after an error and holds off reconnecting for a moment. */
  private fail(error: Error, socket?: net.Socket): void {
    if (socket && socket !== this.socket) return;
    this.drop(error);
    this.retryAt = Date.now() + this.retryDelayMs;
  }

  private drop(error: Error): void {
    const { socket, pending } = this;
    this.socket = undefined;
    this.pending = [];
    this.buffer = Buffer.alloc(0);
    socket?.destroy();
    for (const waiter of pending) waiter.reject(error);
  }
}
