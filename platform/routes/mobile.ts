// GET and PUT {4d|tt}/mobile: the signed-in user's own mobile number (bets by SMS and messaging bot
// must come from it). Only ever the caller's: no UserId is read. A change writes an audit row.
import { Hono } from 'hono';
import { betEntryAlertUpdateSchema, mobile2UpdateSchema, mobilesSchema } from '@/lib/contract/messaging';
import { mobileSchema, mobileUpdateSchema } from '@/lib/contract/mobile';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, readJson } from '../http/parse';
import { writeAudit } from '../services/audit/write';
import { setBetEntryAlert, setMobile, setMobile2 } from '../services/users/users';

export const mobileRoutes = new Hono<ScopedEnv>()
  // The session's user row is read with the token on every call, so it is current.
  .get('/mobile', (c) => {
    const user = c.var.session.user;
    return c.json(mobileSchema.parse({ UserId: user.userId, Mobile: user.mobile, Mobile2: user.mobile2, BetEntryAlert: user.betEntryAlert }));
  })
  .put('/mobile', smallBody('mobile'), async (c) => {
    const user = c.var.session.user;
    const { Mobile } = parseInput(mobileUpdateSchema, await readJson(c));
    // Setting the number it already has is no change: nothing is written, nothing audited.
    if (Mobile !== user.mobile) {
      await c.var.deps.db.transaction(async (tx) => {
        await setMobile(tx, user.userId, Mobile);
        await writeAudit(tx, { actorId: user.userId, entity: 'user', entityId: user.userId, action: 'UPDATE', targetUserId: user.userId, before: { Mobile: user.mobile }, after: { Mobile } });
      });
    }
    return c.json(mobileSchema.parse({ UserId: user.userId, Mobile }));
  })
  // The second number bets by SMS and the bot are also accepted from (docs/decisions/messaging.md).
  .put('/mobile2', smallBody('mobile2'), async (c) => {
    const user = c.var.session.user;
    const { Mobile2 } = parseInput(mobile2UpdateSchema, await readJson(c));
    if (Mobile2 !== user.mobile2) {
      await c.var.deps.db.transaction(async (tx) => {
        await setMobile2(tx, user.userId, Mobile2);
        await writeAudit(tx, { actorId: user.userId, entity: 'user', entityId: user.userId, action: 'UPDATE', targetUserId: user.userId, before: { Mobile2: user.mobile2 }, after: { Mobile2 } });
      });
    }
    return c.json(mobilesSchema.parse({ UserId: user.userId, Mobile: user.mobile, Mobile2, BetEntryAlert: user.betEntryAlert }));
  })
  // A copy of each bet the caller's downline places by SMS or the bot.
  .put('/betEntryAlert', smallBody('betEntryAlert'), async (c) => {
    const user = c.var.session.user;
    const { BetEntryAlert } = parseInput(betEntryAlertUpdateSchema, await readJson(c));
    if (BetEntryAlert !== user.betEntryAlert) {
      await c.var.deps.db.transaction(async (tx) => {
        await setBetEntryAlert(tx, user.userId, BetEntryAlert);
        await writeAudit(tx, { actorId: user.userId, entity: 'user', entityId: user.userId, action: 'UPDATE', targetUserId: user.userId, before: { BetEntryAlert: user.betEntryAlert }, after: { BetEntryAlert } });
      });
    }
    return c.json(mobilesSchema.parse({ UserId: user.userId, Mobile: user.mobile, Mobile2: user.mobile2, BetEntryAlert }));
  });
