// Opens the platform database: embedded PGlite (a data directory, or in memory) by default, or a
// PostgreSQL server through `pg` when a URL is given. Both give the same drizzle API (`Db`).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenOptions {
  /** A PostgreSQL URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory (created if missing). Without it (and without a URL) PGlite runs in memory. */
  dataDir?: string;
  /** PGlite only: start from a dump made with `dumpDataDir` (tests use it to skip initdb and seeding). */
  loadDataDir?: Blob;
  /** PGlite only: do not wait for its writes to reach the file system (tests' throw-away databases). */
  relaxedDurability?: boolean;
}

interface Common {
  db: Db;
  close(): Promise<void>;
}
export type OpenedDatabase =
  | (Common & { driver: 'pglite'; drizzle: PgliteDatabase<Schema>; client: PGlite })
  | (Common & { driver: 'postgres'; drizzle: NodePgDatabase<Schema>; pool: pg.Pool });

export async function openDatabase(options: OpenOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, relaxedDurability: options.relaxedDurability });
  const db = drizzlePglite({ client, schema });
  return { driver: 'pglite', db, drizzle: db, client, close: onceOnly(() => client.close()) };
}

function openPostgres(url: string): OpenedDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`[platform] postgres pool error: ${error.message}`));
  // pool.end() resolves before the sockets are closed; wait for each connection to end as well.
  const connections = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    connections.add(ended);
    void ended.then(() => connections.delete(ended));
  });
  const close = async () => {
    await pool.end();
    await Promise.all([...connections]);
  };
  const db = drizzlePg({ client: pool, schema });
  return { driver: 'postgres', db, drizzle: db, pool, close: onceOnly(close) };
}

function onceOnly(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
