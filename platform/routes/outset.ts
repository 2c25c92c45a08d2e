// Out Setting 1 and 2, Bets In / Bets Out (docs/decisions/outset.md; lib/contract/outset.ts). Gated by OutSet
// in the access table (admins only: the clerk, agents and members get 403 before these run); every
// UserId outside the caller's reach is a 404 (the services' assertInDownline).
import { Hono, type Context } from 'hono';
import {
  betsInAnswerSchema,
  betsInQuerySchema,
  drawViewQuerySchema,
  fullAnswerSchema,
  numberLimitsSchema,
  ofUserQuerySchema,
  outsetJobStatusSchema,
  process1BodySchema,
  process2BodySchema,
  startedJobSchema,
} from '@/lib/contract/outset';
import { z } from '@/lib/contract/zod';
import { queryIdSchema } from '@/lib/contract/common';
import { cappedBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { betsIn, fullNumbers } from '../services/outset/bets-in';
import { numberLimitsOfUser, outsetJobStatus, startProcess1, startProcess2, type OutsetDeps } from '../services/outset/settings';

/** A rule of up to 500 lines fits well within this. */
const RULE_BODY_LIMIT = 32 * 1024;
const jobIdSchema = z.object({ JobId: queryIdSchema('JobId') });

function deps(c: Context<ScopedEnv>): OutsetDeps {
  const { db, now, logError } = c.var.deps;
  return { db, actor: c.var.session.user, locId: c.var.location.locId, game: c.var.location.game, now: now(), runner: { now, logError } };
}

export const outsetRoutes = new Hono<ScopedEnv>()
  .post('/outsettingProcess1', cappedBody(RULE_BODY_LIMIT, 'The out setting body is too large.'), async (c) => {
    const body = parseInput(process1BodySchema, await readJson(c));
    return c.json(startedJobSchema.parse({ JobId: await startProcess1(deps(c), body) }), 202);
  })
  .post('/outsettingProcess2', cappedBody(RULE_BODY_LIMIT, 'The out setting body is too large.'), async (c) => {
    const body = parseInput(process2BodySchema, await readJson(c));
    return c.json(startedJobSchema.parse({ JobId: await startProcess2(deps(c), body) }), 202);
  })
  .get('/outsettingProcess/:id/status', async (c) => {
    const { JobId } = parseInput(jobIdSchema, { JobId: c.req.param('id') });
    return c.json(outsetJobStatusSchema.parse(await outsetJobStatus(deps(c), JobId)));
  })
  .get('/outSetting2', async (c) => {
    const { UserId } = parseQuery(c, ofUserQuerySchema);
    return c.json(numberLimitsSchema.parse(await numberLimitsOfUser(deps(c), UserId)));
  })
  .get('/outSetting2Full', async (c) => {
    const query = parseQuery(c, drawViewQuerySchema);
    return c.json(fullAnswerSchema.parse(await fullNumbers(c.var.deps.db, c.var.session.user, c.var.location.locId, query, false)));
  })
  .get('/outSetting2Exceed', async (c) => {
    const query = parseQuery(c, drawViewQuerySchema);
    return c.json(fullAnswerSchema.parse(await fullNumbers(c.var.deps.db, c.var.session.user, c.var.location.locId, query, true)));
  })
  .get('/betsIn', async (c) => {
    const query = parseQuery(c, betsInQuerySchema);
    return c.json(betsInAnswerSchema.parse(await betsIn(c.var.deps.db, c.var.session.user, c.var.location.locId, query)));
  });
