// Two platform instances starting together on an empty PostgreSQL database (two replicas of one
// deployment) migrate it once: drizzle's migrator takes no lock, so without the advisory lock of
// platform/db/migrate.ts both created its journal table and applied the first migration together.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '@/platform/db/client';
import { runMigrations } from '@/platform/db/migrate';
import { MIGRATIONS_DIR } from '@/platform/paths';
import { describeOnPostgres } from './support/drivers';

describeOnPostgres('migrations of instances starting together', (driver) => {
  test('two instances migrating one empty database at once both start, and each migration is applied once', async () => {
    if (driver.name !== 'postgres') throw new Error('PostgreSQL only');
    if (driver.unavailable) throw new Error(`CI=true requires PostgreSQL: ${driver.unavailable}`);
    const name = `migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client(driver.adminUrl);
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = Object.assign(new URL(driver.adminUrl), { pathname: `/${name}` }).toString();
    const instances = await Promise.all([openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url })]);
    try {
      await Promise.all(instances.map((instance) => runMigrations(instance)));
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const check = new pg.Client(url);
      await check.connect();
      try {
        const { rows } = await check.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
        expect(Number(rows[0]?.count)).toBe(journal.entries.length);
      } finally {
        await check.end();
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
