// The messaging calls under /api/v1/{4d|tt}/ (docs/decisions/messaging.md): the SMS Gateway page's
// GET SMSGateway, GET SMSGatewayById, PUT updateSMSGateway, PUT dSMSSetting (ADMIN with SMSGateway,
// by the access table; 404 under TT and for a location the admin does not have), and the Telegram
// view's GET dSMS and POST resendSms (agents and admins, their downline's). Writes are audited. A save
// with a bot token tells Telegram where to post (services/messaging/webhook.ts) and answers how it went.
import { Hono, type Context } from 'hono';
import {
  conversationQuerySchema,
  conversationSchema,
  gatewayIdBodySchema,
  gatewayIdQuerySchema,
  gatewayListSchema,
  gatewaySavedSchema,
  gatewaySchema,
  gatewayUpdateSchema,
  resendSchema,
  resentSchema,
} from '@/lib/contract/messaging';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { conversations, deleteGateway, listGateways, readGateway, resendMessage, updateGateway, type ManageContext } from '../services/messaging/manage';

function context(c: Context<ScopedEnv>): ManageContext {
  return { db: c.var.deps.db, actor: c.var.session.user, locId: c.var.location.locId, game: c.var.location.game, now: c.var.deps.now() };
}

export const messagingRoutes = new Hono<ScopedEnv>()
  .get('/SMSGateway', async (c) => c.json(gatewayListSchema.parse({ Gateways: await listGateways(context(c)) })))
  .get('/SMSGatewayById', async (c) => {
    const { Id } = parseQuery(c, gatewayIdQuerySchema);
    return c.json(gatewaySchema.parse(await readGateway(context(c), Id)));
  })
  .put('/updateSMSGateway', smallBody('updateSMSGateway'), async (c) => {
    const input = parseInput(gatewayUpdateSchema, await readJson(c));
    return c.json(gatewaySavedSchema.parse(await updateGateway(context(c), input)));
  })
  .put('/dSMSSetting', smallBody('dSMSSetting'), async (c) => {
    const { Id } = parseInput(gatewayIdBodySchema, await readJson(c));
    return c.json(gatewaySchema.parse(await deleteGateway(context(c), Id)));
  })
  .get('/dSMS', async (c) => {
    const query = parseQuery(c, conversationQuerySchema);
    return c.json(conversationSchema.parse(await conversations(context(c), query)));
  })
  .post('/resendSms', smallBody('resendSms'), async (c) => {
    const { Id } = parseInput(resendSchema, await readJson(c));
    return c.json(resentSchema.parse({ Message: await resendMessage(context(c), Id) }));
  });
