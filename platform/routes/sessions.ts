// GET {4d|tt}/sessions, DELETE sessions/{id}, POST sessions/endOthers (one's own sessions:
// /admin/sessions), POST sessions/endUser (an upline ends a downline user's sessions), GET and PUT
// sessionSetting (the idle timeout). docs/decisions/sessions.md.
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  endUserSessionsSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  sessionSettingSchema,
  sessionsEndedSchema,
} from '@/lib/contract/sessions';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, readJson } from '../http/parse';
import { endOtherSessions, endOwnSession, endUserSessions, ownSessions, saveSessionSetting, sessionSetting, type SessionActor } from '../services/auth/sessions';

const actorOf = (c: Context<ScopedEnv>): SessionActor => ({
  db: c.var.deps.db,
  user: c.var.session.user,
  tokenId: c.var.session.tokenId,
  now: c.var.deps.now(),
});

export const sessionRoutes = new Hono<ScopedEnv>()
  .get('/sessions', async (c) => c.json(sessionListSchema.parse(await ownSessions(actorOf(c)))))
  .delete('/sessions/:id', async (c) => {
    const { id } = parseInput(sessionIdParamsSchema, c.req.param());
    return c.json(sessionsEndedSchema.parse(await endOwnSession(actorOf(c), id)));
  })
  .post('/sessions/endOthers', async (c) => c.json(sessionsEndedSchema.parse(await endOtherSessions(actorOf(c)))))
  .post('/sessions/endUser', smallBody('sessions'), async (c) => {
    const { UserId } = parseInput(endUserSessionsSchema, await readJson(c));
    return c.json(sessionsEndedSchema.parse(await endUserSessions(actorOf(c), UserId)));
  })
  .get('/sessionSetting', async (c) => c.json(sessionSettingSchema.parse(await sessionSetting(c.var.deps.db))))
  .put('/sessionSetting', smallBody('sessions'), async (c) => {
    const { IdleMinutes } = parseInput(sessionSettingSchema, await readJson(c));
    const { db, now } = c.var.deps;
    return c.json(sessionSettingSchema.parse(await saveSessionSetting(db, c.var.session.user, IdleMinutes, now())));
  });
