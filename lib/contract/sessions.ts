// Sessions (ours, docs/decisions/sessions.md): each sign-in is a server-side session record (the
// platform's token) with its client and when it was last used. GET sessions lists the caller's own
// live ones (/admin/sessions); DELETE sessions/{id} ends one of them, POST sessions/endOthers every one
// but the caller's; POST sessions/endUser ends a downline user's (an upline with MemberEdit). The idle
// timeout is a setting: GET and PUT sessionSetting.
import { z } from './zod';
import { isoDateTimeSchema, queryIdSchema, userIdSchema } from './common';

/** The idle timeout's default and bounds, in minutes. */
export const SESSION_IDLE_DEFAULT_MINUTES = 30;
export const SESSION_IDLE_MIN_MINUTES = 5;
export const SESSION_IDLE_MAX_MINUTES = 720;
/** The absolute lifetime: a session ends this long after its sign-in, however busy. */
export const SESSION_LIFETIME_HOURS = 12;
/** Last seen is written at most this often per session, so ordinary use costs no write per call. */
export const SESSION_SEEN_STEP_SECONDS = 60;

export const idleMinutesSchema = z
  .number({ error: 'IdleMinutes must be a whole number.' })
  .int('IdleMinutes must be a whole number.')
  .min(SESSION_IDLE_MIN_MINUTES, `IdleMinutes must be at least ${SESSION_IDLE_MIN_MINUTES}.`)
  .max(SESSION_IDLE_MAX_MINUTES, `IdleMinutes may be at most ${SESSION_IDLE_MAX_MINUTES}.`);

export const sessionRowSchema = z.object({
  SessionId: z.number().int().positive(),
  /** The session the list was asked from. */
  Current: z.boolean(),
  SiteHost: z.string(),
  Address: z.string(),
  UserAgent: z.string(),
  CreatedAt: isoDateTimeSchema,
  LastSeenAt: isoDateTimeSchema,
  /** When it ends if unused (the idle timeout), never later than its absolute lifetime. */
  EndsAt: isoDateTimeSchema,
});
export type SessionRow = z.infer<typeof sessionRowSchema>;

export const sessionListSchema = z.object({ Items: z.array(sessionRowSchema), IdleMinutes: z.number().int() });
export type SessionList = z.infer<typeof sessionListSchema>;

/** What an ending answers: how many sessions it ended. */
export const sessionsEndedSchema = z.object({ success: z.literal(true), Ended: z.number().int().nonnegative(), message: z.string() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

export const endUserSessionsSchema = z.object({ UserId: userIdSchema });
export type EndUserSessions = z.infer<typeof endUserSessionsSchema>;

export const sessionIdParamsSchema = z.object({ id: queryIdSchema('The session id') });

export const sessionSettingSchema = z.object({ IdleMinutes: idleMinutesSchema });
export type SessionSetting = z.infer<typeof sessionSettingSchema>;

/** "1 session ended." / "3 sessions ended." (the platform's message; the app words its own). */
export const endedMessage = (count: number): string => `${count} ${count === 1 ? 'session' : 'sessions'} ended.`;
