// Runs the platform app over real HTTP (an ephemeral port on 127.0.0.1) against a test database.
// `usePlatform(driver)` registers beforeAll/afterAll and returns a handle for the tests.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { SESSION_IDLE_MAX_MINUTES } from '@/lib/contract/sessions';
import { createApp } from '@/platform/app';
import { writeSetting } from '@/platform/services/content/settings';
import type { Db } from '@/platform/db/client';
import { createTestDatabase, FIXED_NOW, type TestDatabase } from './database';
import type { DriverCase } from './drivers';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Platform {
  db: Db;
  /** The platform's base address (http://127.0.0.1:<port>). */
  url: string;
  /** Move the platform's clock (it starts at FIXED_NOW). */
  setNow(now: Date): void;
  request<T = unknown>(path: string, init?: RequestInit): Promise<Answer<T>>;
  /** Sign in with JSON and return the bearer token (fails the test when sign-in fails). */
  signIn(username: string, password: string): Promise<string>;
  get<T = unknown>(path: string, token: string): Promise<Answer<T>>;
}

export interface PlatformOptions {
  /** PLATFORM_CAPTCHA_FIXED for this app: every captcha's answer. */
  captchaFixed?: string;
  /**
   * The sessions' idle timeout, in minutes. The harness's tests move the clock by hours with tokens
   * signed in at its start, so it is the longest (12 hours, as the lifetime) unless a test asks for
   * the demo's 30 minutes: the idle timeout's own tests do (sessions.test.ts, sessions-ended.test.ts).
   */
  sessionIdleMinutes?: number;
}

export function usePlatform(driver: DriverCase, options: PlatformOptions = {}): Platform {
  let testDb: TestDatabase | undefined;
  let server: Server | undefined;
  let baseUrl = '';
  let now = FIXED_NOW;
  const errors: string[] = [];

  jest.setTimeout(60_000);
  // The first file of a run whose sources are new builds the seeded PGlite dump or PostgreSQL template
  // (initdb, migrations, seed), and files starting meanwhile wait for it: that took over two minutes
  // on a loaded 2-core machine. Every later start is a copy, well under a second.
  const FIRST_BUILD_MS = 300_000;

  async function start(): Promise<void> {
    testDb = await createTestDatabase(driver);
    await writeSetting(testDb.database.db, 'sessionIdleMinutes', options.sessionIdleMinutes ?? SESSION_IDLE_MAX_MINUTES, FIXED_NOW);
    const app = createApp({
      db: testDb.database.db,
      now: () => now,
      logError: (line) => errors.push(line),
      captchaFixed: options.captchaFixed,
    });
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started as Server));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  let starting: Promise<void> | undefined;
  beforeAll(() => (starting = start()), FIRST_BUILD_MS);

  afterAll(async () => {
    // Even when start failed or timed out, wait for it, so nothing it opened is left behind.
    await starting?.catch(() => undefined);
    if (server) {
      const closing = new Promise<void>((resolve) => server?.close(() => resolve()));
      server.closeAllConnections();
      await closing;
    }
    await testDb?.dispose();
  });

  const platform: Platform = {
    get url() {
      if (!baseUrl) throw new Error('the platform is not started');
      return baseUrl;
    },
    get db() {
      if (!testDb) throw new Error('the platform is not started');
      return testDb.database.db;
    },
    setNow: (value) => {
      now = value;
    },
    async request<T>(path: string, init?: RequestInit): Promise<Answer<T>> {
      const response = await fetch(`${baseUrl}${path}`, init);
      const text = await response.text();
      const body = (text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
      return { status: response.status, body, headers: response.headers };
    },
    async signIn(username, password) {
      const answer = await platform.request<{ access_token?: string }>('/api/v1/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (answer.status !== 200 || !answer.body.access_token) {
        throw new Error(`sign-in of ${username} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      return answer.body.access_token;
    },
    get: (path, token) => platform.request(path, { headers: { authorization: `Bearer ${token}` } }),
  };
  afterAll(() => {
    // Unexpected 500s are logged server-side only; surface them so a test cannot hide one.
    if (errors.length > 0) console.warn(`platform errors during ${driver.name} tests:\n${errors.join('\n')}`);
  });
  return platform;
}
