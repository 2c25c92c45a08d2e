// Payments (docs/product.md#call-catalogue "Payments"): GET selectStatementSum(Full), statementByMonth, paymentUserIds,
// selectStatementType and statementByUserId; POST insertStatement2 (one payment), insertStatements
// (several, all or none) and updateStatementSum (settle a user up); DELETE deleteStatement2/{id}
// (void). Agents and admins with EnableCreateDownline; anyone else gets 404.
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  paymentBatchSchema,
  paymentIdParamsSchema,
  paymentInputSchema,
  paymentListSchema,
  paymentSchema,
  paymentTypeListSchema,
  paymentUserListSchema,
  settleUpSchema,
  statementByMonthQuerySchema,
  statementQuerySchema,
  statementSchema,
  statementSumQuerySchema,
  statementSumSchema,
  statementByMonthSchema,
} from '@/lib/contract/payments';
import { cappedBody, smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { recordPayments, settleUp, voidPayment, type PaymentContext } from '../services/payments/record';
import { statementByMonth, statementOf } from '../services/payments/history';
import { paymentTypes, paymentUsers, statementSums } from '../services/payments/read';
import { assertPaymentCaller } from '../services/payments/rights';

/** A batch of 100 payments with long remarks stays well under this. */
const BATCH_BODY_LIMIT = 64 * 1024;

function context(c: Context<ScopedEnv>): PaymentContext {
  return { db: c.var.deps.db, actor: c.var.session.user, locId: c.var.location.locId, now: c.var.deps.now() };
}

/** Before the query or body is read: a caller without the right learns nothing, not even a 400. */
const caller = createMiddleware<ScopedEnv>(async (c, next) => {
  assertPaymentCaller(c.var.session.user);
  await next();
});

export const paymentRoutes = new Hono<ScopedEnv>()
  .get('/selectStatementSum', caller, async (c) => {
    const { UserId } = parseQuery(c, statementSumQuerySchema);
    return c.json(statementSumSchema.parse(await statementSums(context(c), UserId, false)));
  })
  .get('/selectStatementSumFull', caller, async (c) => {
    const { UserId } = parseQuery(c, statementSumQuerySchema);
    return c.json(statementSumSchema.parse(await statementSums(context(c), UserId, true)));
  })
  .get('/paymentUserIds', caller, async (c) => {
    const { UserId } = parseQuery(c, statementSumQuerySchema);
    return c.json(paymentUserListSchema.parse(await paymentUsers(context(c), UserId)));
  })
  .get('/selectStatementType', caller, (c) => c.json(paymentTypeListSchema.parse(paymentTypes(c.var.session.user))))
  .get('/statementByUserId', caller, async (c) => {
    const { UserId, ...range } = parseQuery(c, statementQuerySchema);
    return c.json(statementSchema.parse(await statementOf(context(c), UserId, range)));
  })
  .get('/statementByMonth', caller, async (c) => {
    const { UserId, ...range } = parseQuery(c, statementByMonthQuerySchema);
    return c.json(statementByMonthSchema.parse(await statementByMonth(context(c), UserId, range)));
  })
  .post('/insertStatement2', caller, smallBody('payment'), async (c) => {
    const input = parseInput(paymentInputSchema, await readJson(c));
    const [payment] = await recordPayments(context(c), [input]);
    return c.json(paymentSchema.parse(payment), 201);
  })
  .post('/insertStatements', caller, cappedBody(BATCH_BODY_LIMIT, 'The payments body is too large.'), async (c) => {
    const { Items } = parseInput(paymentBatchSchema, await readJson(c));
    return c.json(paymentListSchema.parse({ Items: await recordPayments(context(c), Items) }), 201);
  })
  .post('/updateStatementSum', caller, smallBody('payment'), async (c) => {
    const { UserId, Remark } = parseInput(settleUpSchema, await readJson(c));
    return c.json(paymentSchema.parse(await settleUp(context(c), UserId, Remark)), 201);
  })
  .delete('/deleteStatement2/:id', caller, async (c) => {
    const { id } = parseInput(paymentIdParamsSchema, c.req.param());
    return c.json(paymentSchema.parse(await voidPayment(context(c), id)));
  });
