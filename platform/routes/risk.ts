// The live risk board (docs/decisions/risk-board.md), ours: GET riskBoard, POST riskLock (lock or unlock
// a number of a draw), PUT riskCap (the location's auto-lock cap). The access table admits an ADMIN
// holding OutSet (403 before the body is read); the services answer 404 under a TT location.
import { Hono, type Context } from 'hono';
import { riskBoardQuerySchema, riskBoardSchema, riskCapSavedSchema, riskCapSchema, riskLockedSchema, riskLockSchema } from '@/lib/contract/risk-board';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { riskBoard, setCap, setLock, type RiskContext } from '../services/risk/board';

function context(c: Context<ScopedEnv>): RiskContext {
  return { db: c.var.deps.db, actor: c.var.session.user, location: c.var.location, now: c.var.deps.now() };
}

export const riskRoutes = new Hono<ScopedEnv>()
  .get('/riskBoard', async (c) => {
    const query = parseQuery(c, riskBoardQuerySchema);
    c.header('Cache-Control', 'no-store');
    return c.json(riskBoardSchema.parse(await riskBoard(context(c), query)));
  })
  .post('/riskLock', smallBody('riskLock'), async (c) => {
    const input = parseInput(riskLockSchema, await readJson(c));
    return c.json(riskLockedSchema.parse({ Number: await setLock(context(c), input) }));
  })
  .put('/riskCap', smallBody('riskCap'), async (c) => {
    const input = parseInput(riskCapSchema, await readJson(c));
    return c.json(riskCapSavedSchema.parse(await setCap(context(c), input)));
  });
