// Two-factor sign-in under /api/v1/{4d|tt}/ (docs/decisions/two-factor.md): GET twoFactor (one's own
// state), POST twoFactor/begin, twoFactor/confirm and twoFactor/disable (one's own), POST twoFactor/reset
// (SuperPwd: another user's, the caller's own password re-typed), GET and PUT twoFactorPolicy (the full
// admin: who must use it). Who may call each is the access table's.
import { Hono } from 'hono';
import {
  twoFactorBeginSchema,
  twoFactorCodeRequestSchema,
  twoFactorConfirmedSchema,
  twoFactorDoneSchema,
  twoFactorPolicySchema,
  twoFactorResetSchema,
  twoFactorStateSchema,
} from '@/lib/contract/two-factor';
import { PlatformError } from '../errors';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, readJson } from '../http/parse';
import { writeAudit } from '../services/audit/write';
import { readSetting, writeSetting } from '../services/content/settings';
import { verifyPassword } from '../services/auth/passwords';
import { SITE_HOST_HEADER } from '@/lib/contract/sign-in-log';
import { beginEnrolment, confirmEnrolment, disableOwn, isTwoFactorRequired, resetOther, twoFactorState } from '../services/auth/two-factor';
import { findUser } from '../services/users/users';

export const twoFactorRoutes = new Hono<ScopedEnv>()
  .get('/twoFactor', async (c) => {
    const { db } = c.var.deps;
    const { user, twoFactorEnrolOnly } = c.var.session;
    const required = twoFactorEnrolOnly || (await isTwoFactorRequired(db, user, c.req.header(SITE_HOST_HEADER) ?? ''));
    return c.json(twoFactorStateSchema.parse(await twoFactorState(db, user.userId, required)));
  })
  .post('/twoFactor/begin', smallBody('twoFactor'), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(twoFactorBeginSchema.parse(await beginEnrolment(db, c.var.session.user, now())));
  })
  .post('/twoFactor/confirm', smallBody('twoFactor'), async (c) => {
    const { db, now } = c.var.deps;
    const input = parseInput(twoFactorCodeRequestSchema, await readJson(c));
    const { user, tokenId } = c.var.session;
    return c.json(twoFactorConfirmedSchema.parse(await confirmEnrolment(db, user, tokenId, input.Code, now())));
  })
  .post('/twoFactor/disable', smallBody('twoFactor'), async (c) => {
    const { db, now } = c.var.deps;
    const input = parseInput(twoFactorCodeRequestSchema, await readJson(c));
    if (c.var.session.twoFactorEnrolOnly) throw PlatformError.forbidden('Two-factor sign-in is required.');
    await disableOwn(db, c.var.session.user, input.Code, now());
    return c.json(twoFactorDoneSchema.parse({ success: true, message: 'Two-factor sign-in is off.' }));
  })
  .post('/twoFactor/reset', smallBody('twoFactor'), async (c) => {
    const { db } = c.var.deps;
    const input = parseInput(twoFactorResetSchema, await readJson(c));
    const actor = c.var.session.user;
    // The caller's own password, re-typed: a session left open is not enough to strip another's guard.
    if (!(await verifyPassword(actor.passwordHash, input.Password))) throw PlatformError.badRequest('Your password is not correct.', 'Password');
    const target = await findUser(db, input.UserId);
    if (!target) throw PlatformError.notFound('User not found.');
    await resetOther(db, actor, target);
    return c.json(twoFactorDoneSchema.parse({ success: true, message: `Two-factor sign-in of ${target.userId} is reset.` }));
  })
  .get('/twoFactorPolicy', async (c) => c.json(twoFactorPolicySchema.parse(await readSetting(c.var.deps.db, 'twoFactorPolicy'))))
  .put('/twoFactorPolicy', smallBody('twoFactorPolicy'), async (c) => {
    const { db, now } = c.var.deps;
    const input = parseInput(twoFactorPolicySchema, await readJson(c));
    const value = { RequireAdmins: input.RequireAdmins, SiteHosts: [...new Set(input.SiteHosts)] };
    const stored = await db.transaction(async (tx) => {
      const before = await readSetting(tx, 'twoFactorPolicy');
      const after = await writeSetting(tx, 'twoFactorPolicy', value, now());
      await writeAudit(tx, { actorId: c.var.session.user.userId, entity: 'setting', entityId: 'twoFactorPolicy', action: 'UPDATE', before: { ...before }, after: { ...after } });
      return after;
    });
    return c.json(twoFactorPolicySchema.parse(stored));
  });
