// TT's Limit Setting (docs/decisions/betting.md, "Toto limits"): GET limit, POST limit (201), PUT limit,
// POST limit/delete (several ids) and DELETE limit/{id}. The access table admits an ADMIN holding
// DrawSetting (403 before the body is read); the services answer 404 under a 4D location.
import { Hono, type Context } from 'hono';
import {
  limitCreateSchema,
  limitDeleteSchema,
  limitEditSchema,
  limitIdParamsSchema,
  limitListSchema,
  limitSavedSchema,
  limitsDeletedSchema,
} from '@/lib/contract/limits';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, readJson } from '../http/parse';
import { createLimit, deleteLimits, editLimit, listLimits, type LimitContext } from '../services/limits/settings';

function context(c: Context<ScopedEnv>): LimitContext {
  return { db: c.var.deps.db, actor: c.var.session.user, location: c.var.location, now: c.var.deps.now() };
}

export const limitRoutes = new Hono<ScopedEnv>()
  .get('/limit', async (c) => c.json(limitListSchema.parse(await listLimits(context(c)))))
  .post('/limit', smallBody('limit'), async (c) => {
    const input = parseInput(limitCreateSchema, await readJson(c));
    return c.json(limitSavedSchema.parse({ Limit: await createLimit(context(c), input) }), 201);
  })
  .put('/limit', smallBody('limit'), async (c) => {
    const input = parseInput(limitEditSchema, await readJson(c));
    return c.json(limitSavedSchema.parse({ Limit: await editLimit(context(c), input) }));
  })
  .post('/limit/delete', smallBody('limit/delete'), async (c) => {
    const { LimitIds } = parseInput(limitDeleteSchema, await readJson(c));
    return c.json(limitsDeletedSchema.parse(await deleteLimits(context(c), LimitIds)));
  })
  .delete('/limit/:id', async (c) => {
    const { id } = parseInput(limitIdParamsSchema, c.req.param());
    return c.json(limitsDeletedSchema.parse(await deleteLimits(context(c), [id])));
  });
