// GET /api/health: the process answers and the database runs a query.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { platformHealthSchema } from '@/lib/contract/health';
import { PlatformError } from '../errors';
import type { BaseEnv } from '../http/env';

export const healthRoutes = new Hono<BaseEnv>().get('/api/health', async (c) => {
  const { db, now, logError } = c.var.deps;
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    logError(`[platform] health: database check failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new PlatformError(503, 'Database unavailable.');
  }
  return c.json(platformHealthSchema.parse({ status: 'ok', database: 'ok', time: now().toISOString() }));
});
