// Entry of the reference platform: `npx tsx platform/main.ts` (npm run platform).
// Reads the environment, opens, migrates and (when empty) seeds the database, resumes the background
// jobs a stop or a crash cut off (a re-settlement among them), then serves HTTP until SIGINT/SIGTERM:
// stop accepting, let requests in flight finish, close the database, exit 0.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, describeStore, readConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { startStatisticsRefresher } from './db/statistics';
import { startRetention } from './services/auth/retention';
import { startFixedBetSweeper } from './services/fixed-bets/auto';
import { startJobSweeper } from './services/jobs/runner';
import { startOutboxSender } from './services/messaging/outbox';
import { startTelegramPoller } from './services/messaging/telegram';

/** In-flight requests get this long after a stop signal before their sockets are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = readConfig();
  const { database, seeded } = await prepareDatabase(config, new Date());
  const app = createApp({ db: database.db, captchaFixed: config.captchaFixed, testHooks: config.testHooks });
  const statistics = await startStatisticsRefresher(database);
  const fixedBets = await startFixedBetSweeper(database.db);
  // After createApp: its routes register every job handler. PGlite belongs to this process alone, so
  // a job RUNNING at start was cut off; on PostgreSQL the job leases tell (services/jobs/lease.ts).
  const jobs = await startJobSweeper(database.db, { now: () => new Date(), logError: (line) => console.error(line), orphaned: database.driver === 'pglite' });
  if (config.testHooks) console.warn('[platform] PLATFORM_TEST_HOOKS is set: /api/test/ may corrupt data on purpose (tests only).');
  // The outbox sender and the Telegram long poller (docs/decisions/messaging.md).
  const outbox = await startOutboxSender(database.db);
  const poller = await startTelegramPoller(database.db);
  // The account-security records past their keeping (services/auth/retention.ts).
  const retention = await startRetention(database.db);
  if (config.captchaFixed) console.warn('[platform] PLATFORM_CAPTCHA_FIXED is set: every captcha has the same answer (tests only).');
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    const store = `${describeStore(config)}${seeded ? ', seeded demo data' : ''}`;
    console.log(`[platform] ready on http://${info.address}:${info.port} (${store})`);
  }) as Server;

  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    fixedBets.stop();
    statistics.stop();
    jobs.stop();
    outbox.stop();
    poller.stop();
    retention.stop();
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      void Promise.all([fixedBets.running(), statistics.running(), jobs.running(), outbox.running(), poller.running(), retention.running()])
        .then(() => database.close())
        .finally(() => process.exit(code));
    });
    // Idle keep-alive sockets would hold close() open; busy ones finish their request first.
    server.closeIdleConnections();
  };
  server.on('error', (error) => {
    console.error(`[platform] cannot serve on ${config.host}:${config.port}: ${error.message}`);
    void database.close().finally(() => process.exit(1));
  });
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`[platform] failed to start: ${message}`);
  process.exit(1);
});
