// Sub shares and group expenses (docs/product.md#call-catalogue "Sub share", "Group expense"; docs/decisions/sub-shares.md):
// GET, POST subShare; DELETE subShare/{id}; GET, POST groupExpense; DELETE groupExpense/{id}. Admins
// only (the access table refuses the rest before anything is read); a UserId, draw or row outside the
// caller's reach or location is 404.
import { Hono, type Context } from 'hono';
import {
  groupExpenseInputSchema,
  groupExpenseListSchema,
  groupExpenseQuerySchema,
  groupExpenseSchema,
  subShareIdParamsSchema,
  subShareInputSchema,
  subShareListSchema,
  subShareQuerySchema,
  subShareSchema,
} from '@/lib/contract/sub-shares';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { addGroupExpense, deleteGroupExpense, listGroupExpenses } from '../services/sub-shares/group-expenses';
import type { ShareContext } from '../services/sub-shares/holders';
import { deleteSubShare, listSubShares, saveSubShare } from '../services/sub-shares/sub-shares';

function context(c: Context<ScopedEnv>): ShareContext {
  return { db: c.var.deps.db, actor: c.var.session.user, locId: c.var.location.locId, now: c.var.deps.now() };
}

export const subShareRoutes = new Hono<ScopedEnv>()
  .get('/subShare', async (c) => {
    const { UserId } = parseQuery(c, subShareQuerySchema);
    return c.json(subShareListSchema.parse(await listSubShares(context(c), UserId)));
  })
  .post('/subShare', smallBody('sub share'), async (c) => {
    const body = parseInput(subShareInputSchema, await readJson(c));
    return c.json(subShareSchema.parse(await saveSubShare(context(c), body)), 201);
  })
  .delete('/subShare/:id', async (c) => {
    const { id } = parseInput(subShareIdParamsSchema, c.req.param());
    return c.json(subShareSchema.parse(await deleteSubShare(context(c), id)));
  })
  .get('/groupExpense', async (c) => {
    const { DrawId, UserId } = parseQuery(c, groupExpenseQuerySchema);
    return c.json(groupExpenseListSchema.parse(await listGroupExpenses(context(c), { drawId: DrawId, userId: UserId })));
  })
  .post('/groupExpense', smallBody('group expense'), async (c) => {
    const body = parseInput(groupExpenseInputSchema, await readJson(c));
    return c.json(groupExpenseSchema.parse(await addGroupExpense(context(c), body)), 201);
  })
  .delete('/groupExpense/:id', async (c) => {
    const { id } = parseInput(subShareIdParamsSchema, c.req.param());
    return c.json(groupExpenseSchema.parse(await deleteGroupExpense(context(c), id)));
  });
