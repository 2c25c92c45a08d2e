// GET and PUT {4d|tt}/mobile: the signed-in user's own mobile number (bets by SMS and messaging bot
// must come from it). Only ever the caller's: no UserId is read. A change writes an audit row.
import { Hono } from 'hono';
import { mobileSchema, mobileUpdateSchema } from '@/lib/contract/mobile';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, readJson } from '../http/parse';
import { writeAudit } from '../services/audit/write';
import { setMobile } from '../services/users/users';

export const mobileRoutes = new Hono<ScopedEnv>()
  // The session's user row is read with the token on every call, so it is current.
  .get('/mobile', (c) => {
    const user = c.var.session.user;
    return c.json(mobileSchema.parse({ UserId: user.userId, Mobile: user.mobile }));
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
  });
