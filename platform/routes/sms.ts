// The SMS menu's agents and subscriptions (docs/decisions/sms-subscriptions.md), admin only (the access
// table), per location: GET getSMSAgent, POST addSMSAgent (201), DELETE deleteSMSAgent/{id}; GET
// mSMSSubscribeTree (result), mSMSSubscribeStrikeTree (strike), dSMSSubscribeStrikeTree (who may
// subscribe), SMSSubscribeById, POST insertMultiSMSSubscribe (201), DELETE SMSSubscribe (a body of Ids).
// Agents and admins (the access table): POST sendSmsResult and sendSmsStrike (201, to the subscribers
// in the caller's reach), GET getSMSReportSum and getSMSReport (the caller's reach's messages).
import { Hono } from 'hono';
import {
  addSmsAgentBodySchema,
  deleteSubscribeBodySchema,
  insertedSubscribeSchema,
  insertSubscribeBodySchema,
  smsAgentListSchema,
  smsAgentSchema,
  smsCandidateListSchema,
  smsDeletedSchema,
  smsIdParamsSchema,
  smsSubscribeByIdQuerySchema,
  smsSubscriptionListSchema,
  smsSubscriptionSchema,
} from '@/lib/contract/sms';
import { sendNoticeBodySchema, sentNoticeSchema, smsReportQuerySchema, smsReportSchema, smsReportSumQuerySchema, smsReportSumSchema } from '@/lib/contract/sms-send';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { addSmsAgent, deleteSmsAgent, listSmsAgents } from '../services/sms/agents';
import { smsReport, smsReportSum } from '../services/sms/report';
import { sendNotice } from '../services/sms/send';
import { deleteSubscriptions, insertSubscriptions, listSubscriptions, subscriptionById, subscriptionCandidates } from '../services/sms/subscriptions';
import { utilityContext } from './utilities';

export const smsRoutes = new Hono<ScopedEnv>()
  .get('/getSMSAgent', async (c) => c.json(smsAgentListSchema.parse(await listSmsAgents(utilityContext(c)))))
  .post('/addSMSAgent', smallBody('addSMSAgent'), async (c) => {
    const { UserId } = parseInput(addSmsAgentBodySchema, await readJson(c));
    return c.json(smsAgentSchema.parse(await addSmsAgent(utilityContext(c), UserId)), 201);
  })
  .delete('/deleteSMSAgent/:id', async (c) => {
    const { id } = parseInput(smsIdParamsSchema, c.req.param());
    return c.json(smsDeletedSchema.parse({ Deleted: await deleteSmsAgent(utilityContext(c), id) }));
  })
  .get('/mSMSSubscribeTree', async (c) => c.json(smsSubscriptionListSchema.parse(await listSubscriptions(utilityContext(c), 'RESULT'))))
  .get('/mSMSSubscribeStrikeTree', async (c) => c.json(smsSubscriptionListSchema.parse(await listSubscriptions(utilityContext(c), 'STRIKE'))))
  .get('/dSMSSubscribeStrikeTree', async (c) => c.json(smsCandidateListSchema.parse(await subscriptionCandidates(utilityContext(c)))))
  .get('/SMSSubscribeById', async (c) => {
    const { Id } = parseQuery(c, smsSubscribeByIdQuerySchema);
    return c.json(smsSubscriptionSchema.parse(await subscriptionById(utilityContext(c), Id)));
  })
  .post('/insertMultiSMSSubscribe', smallBody('insertMultiSMSSubscribe'), async (c) => {
    const { Kind, UserIds } = parseInput(insertSubscribeBodySchema, await readJson(c));
    return c.json(insertedSubscribeSchema.parse({ Inserted: await insertSubscriptions(utilityContext(c), Kind, UserIds) }), 201);
  })
  .delete('/SMSSubscribe', smallBody('SMSSubscribe'), async (c) => {
    const { Ids } = parseInput(deleteSubscribeBodySchema, await readJson(c));
    return c.json(smsDeletedSchema.parse({ Deleted: await deleteSubscriptions(utilityContext(c), Ids) }));
  })
  .post('/sendSmsResult', smallBody('sendSmsResult'), async (c) => {
    const { DrawId, Resend } = parseInput(sendNoticeBodySchema, await readJson(c));
    return c.json(sentNoticeSchema.parse(await sendNotice(utilityContext(c), 'result', DrawId, Resend ?? false)), 201);
  })
  .post('/sendSmsStrike', smallBody('sendSmsStrike'), async (c) => {
    const { DrawId, Resend } = parseInput(sendNoticeBodySchema, await readJson(c));
    return c.json(sentNoticeSchema.parse(await sendNotice(utilityContext(c), 'strike', DrawId, Resend ?? false)), 201);
  })
  .get('/getSMSReportSum', async (c) => c.json(smsReportSumSchema.parse(await smsReportSum(utilityContext(c), parseQuery(c, smsReportSumQuerySchema)))))
  .get('/getSMSReport', async (c) => c.json(smsReportSchema.parse(await smsReport(utilityContext(c), parseQuery(c, smsReportQuerySchema)))));
