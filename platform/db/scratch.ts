// A scratch PostgreSQL database for the test suites and the benchmarks: a new database with a random
// name on the server of `adminUrl` (empty, or a copy of a template), dropped again by `drop`
// (forcibly, open connections and all).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * `prefix` starts the name (e.g. drawdesk_test), a random suffix ends it. With `template`, the new
 * database is a copy of that database (PostgreSQL copies its files: far faster than migrating and
 * seeding again).
 */
export async function createScratchDatabase(adminUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => withAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/** Templates and half-built templates of other sources older than this are dropped. */
const TEMPLATE_MAX_AGE_MS = 6 * 3600_000;

/**
 * The database named `name`, made once by `build` (given its URL) and kept as a template; concurrent
 * callers (test workers, other checkouts) wait on an advisory lock for the one that builds it. It is
 * built under a temporary name and renamed when complete, so a crash leaves no half-built template.
 * Templates of `prefix` but another name, older than six hours, are dropped.
 */
export async function ensureTemplateDatabase(
  adminUrl: string,
  prefix: string,
  name: string,
  build: (url: string) => Promise<void>,
): Promise<string> {
  return withAdmin(adminUrl, async (client) => {
    const exists = async () => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await client.query('select pg_advisory_lock(hashtext($1))', [prefix]);
    try {
      if (await exists()) return name;
      const building = `${name}_build_${randomBytes(3).toString('hex')}`;
      await client.query(`create database "${building}"`);
      try {
        await build(databaseUrl(adminUrl, building));
        await client.query(`alter database "${building}" rename to "${name}"`);
      } catch (error) {
        await client.query(`drop database if exists "${building}" with (force)`);
        throw error;
      }
      await client.query(`comment on database "${name}" is '${new Date().toISOString()}'`);
      await pruneTemplates(client, prefix, name);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [prefix]);
    }
  });
}

async function pruneTemplates(client: pg.Client, prefix: string, keep: string): Promise<void> {
  const { rows } = await client.query<{ datname: string; made: string | null }>(
    `select d.datname, shobj_description(d.oid, 'pg_database') as made
       from pg_database d where d.datname like $1 and d.datname <> $2`,
    [`${prefix}\\_%`, keep],
  );
  for (const { datname, made } of rows) {
    const age = made ? Date.now() - Date.parse(made) : Number.POSITIVE_INFINITY;
    if (!(age < TEMPLATE_MAX_AGE_MS)) await client.query(`drop database if exists "${datname}" with (force)`);
  }
}
